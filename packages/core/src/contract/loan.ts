/** Cooperative cash loans (SPEC §3 "Loan request", "Loan creation payload", "Loan draft query"; §4 Loan; §7 Loan). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { bankAccountNumber, bankCode } from './bank';
import {
  date,
  decimalInteger,
  fileUrl,
  id,
  idParams,
  pagination,
  paginationQuery,
  rupiah,
  rupiahQuery,
  serverTimestamp,
  zBoolean,
} from './common';
import { endpoint } from './endpoint';

/** SPEC §3: loanType 'cash'. */
export const loanType = z.literal('cash');
export type LoanType = z.infer<typeof loanType>;

/** SPEC §3: 'tenor' means interest per tenor; SPEC §9: per tenor or flat. */
export const INTEREST_TYPES = ['tenor', 'flat'] as const;
export const interestType = z.enum(INTEREST_TYPES);
export type InterestType = z.infer<typeof interestType>;

/** SPEC §9: tenor 1 to 12 months. */
export const MIN_INSTALLMENT_LENGTH = 1;
export const MAX_INSTALLMENT_LENGTH = 12;
export const installmentLength = z
  .int('Tenor must be a whole number of months')
  .check(
    z.gte(MIN_INSTALLMENT_LENGTH, messages.tenorRange),
    z.lte(MAX_INSTALLMENT_LENGTH, messages.tenorRange),
  );

/**
 * Loan status, normalised to lowercase. Only 'pending' is acted on (SPEC §4: cancel while pending; other
 * statuses are only echoed in title case), so any status text is accepted.
 */
export const KNOWN_LOAN_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'canceled',
  'disbursed',
  'paid',
] as const;
export const loanStatus = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(1, messages.statusRequired));

export const loanInstallment = z.object({
  installmentNo: z.int().check(z.positive()),
  amount: rupiah,
  dueDate: date,
  isPaid: zBoolean,
  createdAt: serverTimestamp,
});
export type LoanInstallment = z.infer<typeof loanInstallment>;

/** Figures shared by the draft preview and the stored request. */
const loanFigures = {
  amount: rupiah,
  interestType,
  totalInterestFee: rupiah,
  adminFee: rupiah,
  /** The total payable. */
  principal: rupiah,
  installments: z.array(loanInstallment),
  installment_length: z.optional(installmentLength),
  installmentLength: z.optional(installmentLength),
};

type WithBothSpellings = { installment_length?: number | undefined; installmentLength?: number | undefined };

/** SPEC §3: "installment_length or installmentLength. Both spellings occur." Reads either, outputs installmentLength. */
function normaliseInstallmentLength<T extends WithBothSpellings>(
  raw: T,
  ctx: z.core.ParsePayload<unknown>,
): Omit<T, 'installment_length' | 'installmentLength'> & { installmentLength: number } {
  const { installment_length, installmentLength: camel, ...rest } = raw;
  const length = camel ?? installment_length;
  if (length === undefined) {
    ctx.issues.push({
      code: 'custom',
      message: 'installmentLength (or installment_length) is required',
      input: raw,
      path: ['installmentLength'],
    });
    return z.NEVER;
  }
  return { ...rest, installmentLength: length };
}

const rawLoanDraft = z.object({ loanType, ...loanFigures });
/** Preview computed by the server for the confirm step (SPEC §4 Loan: "the server calculates the preview"). */
export const loanDraft = z.pipe(
  rawLoanDraft,
  z.transform((raw: z.output<typeof rawLoanDraft>, ctx) => normaliseInstallmentLength(raw, ctx)),
);
export type LoanDraft = z.output<typeof loanDraft>;

const rawLoanRequest = z.object({
  id,
  createdAt: serverTimestamp,
  status: loanStatus,
  ...loanFigures,
  /** URL of the signed form uploaded on the detail screen; null/absent before upload. */
  attachment: z.optional(z.nullable(fileUrl)),
});
export const loanRequest = z.pipe(
  rawLoanRequest,
  z.transform((raw: z.output<typeof rawLoanRequest>, ctx) => normaliseInstallmentLength(raw, ctx)),
);
export type LoanRequest = z.output<typeof loanRequest>;
export type LoanRequestWire = z.input<typeof loanRequest>;

/** SPEC §3 "Loan draft query": arrives as strings. */
export const loanDraftQuery = z.object({
  loanType,
  amount: z.pipe(rupiahQuery, z.int().check(z.positive(messages.amountNotPositive))),
  installmentLength: z.pipe(decimalInteger, installmentLength),
});
export type LoanDraftQuery = z.infer<typeof loanDraftQuery>;

/** SPEC §3 "Loan creation payload"; SPEC §5 amount above 0, tenor 1 to 12. */
export const loanCreateBody = z.object({
  loanType,
  amount: rupiah.check(z.positive(messages.amountNotPositive)),
  bankAccountNumber,
  bankCode,
  installmentLength,
});
export type LoanCreateBody = z.infer<typeof loanCreateBody>;

export const loanHistoryResponse = z.object({ loanRequests: z.array(loanRequest), pagination });
export type LoanHistoryResponse = z.output<typeof loanHistoryResponse>;

/** SPEC §7: the attachment is the URL returned by an upload. */
export const loanAttachmentBody = z.object({ attachment: fileUrl });
export type LoanAttachmentBody = z.infer<typeof loanAttachmentBody>;

export const loanEndpoints = {
  draft: endpoint({
    id: 'loan.draft',
    access: { who: 'employee', module: 'loan' },
    method: 'GET',
    host: 'main',
    path: '/loan/request/draft',
    query: loanDraftQuery,
    response: loanDraft,
    doc: 'Server-side preview: 2 % interest (SPEC §9) as totalInterestFee, adminFee, principal = total payable, and the instalment plan. Nothing is stored.',
  }),
  create: endpoint({
    id: 'loan.create',
    access: { who: 'employee', module: 'loan' },
    method: 'POST',
    host: 'main',
    path: '/loan/request',
    body: loanCreateBody,
    response: loanRequest,
    moneyMoving: true,
    doc: 'Creates a pending loan and returns it; a repeated Idempotency-Key returns the same loan.',
  }),
  history: endpoint({
    id: 'loan.history',
    access: { who: 'employee', module: 'loan' },
    method: 'GET',
    host: 'main',
    path: '/loan/request/history',
    query: paginationQuery,
    response: loanHistoryResponse,
    doc: 'Own loans newest first as { loanRequests, pagination } (SPEC §9: page 1, size 10).',
  }),
  view: endpoint({
    id: 'loan.view',
    access: { who: 'owner', module: 'loan' },
    method: 'GET',
    host: 'main',
    path: '/loan/request/:id/view',
    params: idParams,
    response: loanRequest,
    doc: "One own loan with instalments; 404 for another employee's loan.",
  }),
  updateAttachment: endpoint({
    id: 'loan.updateAttachment',
    access: { who: 'owner', module: 'loan' },
    method: 'POST',
    host: 'main',
    path: '/loan/request/:id/update-attachment',
    params: idParams,
    body: loanAttachmentBody,
    response: loanRequest,
    doc: 'Stores the uploaded signed-form url; returns the updated loan.',
  }),
  cancel: endpoint({
    id: 'loan.cancel',
    access: { who: 'owner', module: 'loan' },
    method: 'POST',
    host: 'main',
    path: '/loan/request/:id/cancel',
    params: idParams,
    response: loanRequest,
    doc: "Cancels a pending loan (status 'canceled') and returns it; 409 when not pending (SPEC §4).",
  }),
} as const;
