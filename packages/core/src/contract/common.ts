/**
 * Shared primitives of the contract (SPEC §3, §9 and docs/ARCHITECTURE.md "Wire format").
 * Every domain file builds on these so a rule such as "timestamps carry +07:00" lives in one place.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { specExtension } from './endpoint';

/** `YYYY-MM-DDTHH:mm:ss+07:00` (optional milliseconds). SPEC §9: timestamps are sent with a fixed +07:00 offset. */
export const JAKARTA_TIMESTAMP_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?\+07:00$/;

/** A timestamp the client sends: only the Asia/Jakarta offset is accepted (SPEC §9). */
export const jakartaTimestamp = z
  .string()
  .check(z.regex(JAKARTA_TIMESTAMP_PATTERN, messages.timestampFormat));
export type JakartaTimestamp = z.infer<typeof jakartaTimestamp>;

/**
 * A timestamp the server sends (createdAt, dueDate, clockIn, …). The mock sends +07:00; a real backend
 * may send UTC (`Z`) or another offset, which is still an unambiguous instant, so any ISO 8601 offset is read.
 */
export const serverTimestamp = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/,
      'Timestamp must be ISO 8601 with an offset',
    ),
  );
export type ServerTimestamp = z.infer<typeof serverTimestamp>;

/** Calendar date `YYYY-MM-DD` (a real date: 2024-02-30 is refused). */
export const date = z.iso.date('Date must be YYYY-MM-DD');
export type IsoDate = z.infer<typeof date>;

/** Time of day `HH:mm:ss` (SPEC §3 permission: startTime and endTime HH:MM:SS). */
export const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, messages.timeFormat));
export type TimeOfDay = z.infer<typeof time>;

/** A whole, non-negative number of Rupiah (wire format: money is an integer). */
export const rupiah = z.int('Rupiah must be a whole number').check(z.nonnegative(messages.notNegative));
export type Rupiah = z.infer<typeof rupiah>;

const DECIMAL_INTEGER = /^(0|[1-9]\d{0,15})$/;
const DECIMAL_FRACTION = /^-?(0|[1-9]\d{0,3})(\.\d{1,15})?$/;

/**
 * A whole number in a path or query string (OWASP ASVS 5.0 V2.2.1): decimal digits only, so `0x10`, `1e2`, ` 1`,
 * `+1` and `01` are refused rather than read loosely; the client's own numbers pass as they are.
 */
export const decimalInteger = z.pipe(
  z.custom<number | string>(
    (v) =>
      (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && DECIMAL_INTEGER.test(v)),
    messages.decimalInteger,
  ),
  z.coerce.number<number | string>(),
);

/** A coordinate in a query string: an optional minus, digits and an optional fraction (no exponent, no hex). */
const decimalFraction = z.pipe(
  z.custom<number | string>(
    (v) =>
      (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && DECIMAL_FRACTION.test(v)),
    messages.decimalNumber,
  ),
  z.coerce.number<number | string>(),
);

/** Rupiah in a query string: arrives as text, read as a whole non-negative number. */
export const rupiahQuery = z.pipe(decimalInteger, rupiah);

/**
 * Shared instances of the plainest schemas. A zod schema is immutable (`.check()` returns a new one) and each one
 * costs time to build when a screen's contract module loads on a slow phone, so the contract builds these once.
 */
export const zString = z.string();
export const zBoolean = z.boolean();
export const zNullableString = z.nullable(zString);
/** A whole number ≥ 0 (counts, minutes, quantities). */
export const zCount = z.int().check(z.nonnegative());

/** A list's page without `size` (OWASP ASVS 5.0 V2.2.1: every list is bounded). */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest `size` a list answers. */
export const MAX_PAGE_SIZE = 100;

/** The longest description and reason a request may carry (OWASP ASVS 5.0 V2.2.1). */
export const DESCRIPTION_MAX_LENGTH = 1000;
export const REASON_MAX_LENGTH = 500;

/** Positive whole number id. */
export const id = z.int().check(z.positive());
/** Id in a path segment (`:id`): arrives as text, read as a positive whole number. */
export const idParam = z.pipe(decimalInteger, id);

/** Whole number coerced from a query string (page, size, installmentLength, …). */
export const positiveIntQuery = z.pipe(decimalInteger, z.int().check(z.positive()));

/** SPEC §4 "Attendance and other requests": statuses of presence, permission, leave, overtime, remote. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;
export const requestStatus = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatus>;

/** `size` of a page: 1 to MAX_PAGE_SIZE. */
export const pageSizeQuery = z.pipe(decimalInteger, z.int().check(z.positive(), z.lte(MAX_PAGE_SIZE)));

/** Paging query (SPEC §9: history page size 10). Both values arrive as strings. */
export const paginationQuery = z.object({
  page: positiveIntQuery,
  size: pageSizeQuery,
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** Paging block of a list response. */
export const pagination = z.object({
  page: z.int().check(z.positive()),
  size: z.int().check(z.positive()),
  totalItems: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.nonnegative()),
});
export type Pagination = z.infer<typeof pagination>;

/**
 * A text the user types: trimmed, then at least `min` and at most `max` characters, each bound with its message
 * (DESIGN "Every text … has a bound in the contract").
 */
export function boundedText(min: number, minMessage: string, max: number, maxMessage: string) {
  return z.string().check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage));
}

/** Body of every reject call (SPEC §7: reject {rejectReason}). */
export const rejectBody = z.object({
  rejectReason: boundedText(1, messages.rejectReasonRequired, REASON_MAX_LENGTH, messages.reasonTooLong),
});
export type RejectBody = z.infer<typeof rejectBody>;

/** SPEC §5: the description of a remote, permission, leave or overtime request is required (at most 1,000 chars). */
export const requiredDescription = boundedText(
  1,
  messages.descriptionRequired,
  DESCRIPTION_MAX_LENGTH,
  messages.descriptionTooLong,
);

/** `:id` path params. */
export const idParams = z.object({ id: idParam });
export type IdParams = z.infer<typeof idParams>;

/** `data` of calls whose answer carries nothing beyond the envelope's message (approve, cancel, …). */
export const emptyData = z.nullish(z.object({}));
export type EmptyData = z.infer<typeof emptyData>;

/** Latitude / longitude in degrees. */
export const latitude = z.number().check(z.gte(-90), z.lte(90));
export const longitude = z.number().check(z.gte(-180), z.lte(180));

/** Latitude/longitude in a query string. */
export const latitudeQuery = z.pipe(decimalFraction, latitude);
export const longitudeQuery = z.pipe(decimalFraction, longitude);

/**
 * A URL of a stored file (photo, attachment) as returned by an upload (SPEC §7 File upload). The server accepts only
 * the caller's own recent upload (DESIGN "Evidence"); the apps render only `/files/<name>` (rules/evidence-url.ts).
 */
export const fileUrl = z.string().check(z.minLength(1), z.maxLength(400));

/** The most photos one request carries. */
export const MAX_PHOTOS = 10;

/**
 * Optional paging of request histories (presence, permission, leave, overtime). When page/size are
 * omitted the server returns every item (one page); the response always carries `pagination`.
 */
export const optionalPaginationQuery = z.object({
  page: z.optional(positiveIntQuery),
  size: z.optional(pageSizeQuery),
});
export type OptionalPaginationQuery = z.infer<typeof optionalPaginationQuery>;

/** Subordinate histories (approval tabs): optional paging plus an optional status filter. */
export const subordinateHistoryQuery = z.object({
  page: z.optional(positiveIntQuery),
  size: z.optional(pageSizeQuery),
  status: z.optional(requestStatus),
  /** Extension: one subordinate's items only (the approval detail's "last five requests"). */
  employeeId: z.optional(
    specExtension(
      z.pipe(decimalInteger, id.clone()),
      "Only this direct subordinate's items (pkID); absent: every direct subordinate's.",
    ),
  ),
});
export type SubordinateHistoryQuery = z.infer<typeof subordinateHistoryQuery>;

/** Body of attendance and permission bulk approval (SPEC §7: approve-bulk {id}). */
export const bulkIdBody = z.object({ id: z.array(id).check(z.minLength(1, messages.selectAtLeastOne)) });
export type BulkIdBody = z.infer<typeof bulkIdBody>;

/** Body of leave and overtime bulk approval (SPEC §7: approve-bulk {requestIds}). */
export const bulkRequestIdsBody = z.object({
  requestIds: z.array(id).check(z.minLength(1, messages.selectAtLeastOne)),
});
export type BulkRequestIdsBody = z.infer<typeof bulkRequestIdsBody>;

/** Answer of every bulk approval: the ids that were approved (items no longer pending are skipped). */
export const bulkApproveResponse = z.object({ approvedIds: z.array(id) });
export type BulkApproveResponse = z.infer<typeof bulkApproveResponse>;

/**
 * Extension (not in SPEC): the pkID of the employee a listed presence or request belongs to, so a supervisor's
 * screen joins a row to the team board and the leave balance by id, never by name. The mock always sends it;
 * optional so an answer without it still parses.
 */
export const listedEmployeeId = z.optional(
  specExtension(id.clone(), "The pkID of the item's employee (join by id, never by name)."),
);

/** Position the client sends with presence and request calls. */
export const position = { latitude, longitude };
