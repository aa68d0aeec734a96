/**
 * How a pending approval reads in a list, the same in the PWA's approval screen and the console's queue (SPEC §2
 * approval tabs; §9 dates in Asia/Jakarta): the item's day, then its period, then its detail (leave category,
 * overtime type or presence type). Pure.
 */
import type { PresenceFlag, PresenceHistoryItem } from '../contract/attendance';
import { type DateInput, type DateStyle, formatDate, formatTime, jakartaDate } from '../format';
import { MONTHS_EN } from '../format/month-names';

/** The domain of each tab (0 presence, 1 leave, 2 overtime, 3 permission, 4 attendance correction). */
export const APPROVAL_TAB_KINDS = ['presence', 'leave', 'overtime', 'permission', 'correction'] as const;
export type ApprovalKind = (typeof APPROVAL_TAB_KINDS)[number];

/** One pending item, the same shape for every tab; `from`/`to` are what the list shows as the period. */
export interface ApprovalItem {
  readonly id: number;
  readonly kind: ApprovalKind;
  readonly employeeName: string;
  /** Day of the item (YYYY-MM-DD or a timestamp, as the server sent it), for sorting and filters. */
  readonly date: string;
  /** Start and end as the server sent them: clock times, dates or timestamps; null when not yet known. */
  readonly from: string | null;
  readonly to: string | null;
  /** Leave category, overtime type, presence type, or (a correction) the day's recorded period. */
  readonly detail: string;
  readonly description: string | null;
  /** Presence flags for the supervisor (offline, clock-skew): shown beside the item, never a block. */
  readonly flags?: readonly PresenceFlag[];
  /** Extensions the approval detail reads: the employee's pkID (joins by id, never by name), the photos attached, the leave category's code. */
  readonly employeeId?: number;
  readonly photos?: readonly string[];
  readonly categoryCode?: string;
  /** The request's status (the detail's list of earlier requests shows their outcome). */
  readonly status?: string;
  readonly rejectReason?: string | null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A calendar date in Jakarta in the app's language, as the approval lists write it: Indonesian as format's
 * `formatDate` ('2 Des 2026'), English with English names in the same order ('2 Dec 2026', 'Wednesday, 2 December
 * 2026', as en-GB writes them). Here, with the screens that show dates in both languages, so a first render that
 * formats only Indonesian dates does not carry the English names. '' if unreadable.
 */
export function formatDateIn(date: DateInput, style: DateStyle, lang: 'id' | 'en'): string {
  if (lang === 'id') return formatDate(date, style);
  const day = jakartaDate(date);
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const long = MONTHS_EN[m - 1] ?? '';
  const text = `${d} ${style === 'short' ? long.slice(0, 3) : long} ${y}`;
  return style === 'full' ? `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${text}` : text;
}

/** The start or end of a period: a clock time as HH.mm, a date as '22 Nov 2026', a timestamp as its Jakarta time, '–' when not known yet. */
function periodEnd(value: string | null, lang: 'id' | 'en'): string {
  if (!value) return '–';
  if (/^\d{1,2}:\d{2}/.test(value)) return formatTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateIn(value, 'short', lang);
  return formatTime(value);
}

/** 'start – end' of an item (presence clock-in – clock-out, leave days, overtime or permission times). */
export function approvalPeriod(
  item: { readonly from: string | null; readonly to: string | null },
  lang: 'id' | 'en' = 'id',
): string {
  return `${periodEnd(item.from, lang)} – ${periodEnd(item.to, lang)}`;
}

/**
 * The line under the employee's name: '22 Nov 2026 · 08.00 – 17.00 · Sakit'. `detail` is the detail in words
 * (a presence's type labelled, catalogue/labels-presence-type); the period is left out when neither end is known yet.
 */
export function approvalItemLine(
  item: {
    readonly date: string;
    readonly from: string | null;
    readonly to: string | null;
    readonly detail: string;
  },
  detail: string = item.detail,
  lang: 'id' | 'en' = 'id',
): string {
  const period = item.from || item.to ? approvalPeriod(item, lang) : '';
  return [formatDateIn(item.date, 'short', lang), period, detail].filter(Boolean).join(' · ');
}

/**
 * A subordinate's presence as a list item: the approval queue's and the supervisor's team presences (here, so a
 * screen listing presences does not load the approval queue's four domains).
 */
export function presenceApprovalItem(p: PresenceHistoryItem): ApprovalItem {
  return {
    kind: 'presence',
    id: p.id,
    employeeName: p.employeeName,
    date: p.scheduleDate,
    from: p.clockIn,
    to: p.clockOut,
    detail: p.presenceType,
    description: p.description,
    ...(p.presenceFlags?.length ? { flags: p.presenceFlags } : {}),
    ...(p.employeeId === undefined ? {} : { employeeId: p.employeeId }),
    ...(p.photo ? { photos: [p.photo] } : {}),
    status: p.status,
    rejectReason: p.reject_reason,
  };
}
