/**
 * Production tracking rules: count boxes, card buttons, who may do what in which status, count input
 * and additional-information fields (SPEC §3, §4, §5, §6, §9).
 */
import type {
  ProductionBoxFilter,
  ProductionEntryStatus,
  ProductionLogStatus,
  ProductionRole,
} from '../contract/production';
import { fail, OK, type RuleFailure, type RuleResult } from './result';

// The contract's unions (type-only: erased at build, so no zod reaches a page that only wants a rule).
export type {
  ProductionEntryStatus,
  ProductionLogStatus,
  ProductionRole,
} from '../contract/production';
/** §6 box filters, as the list fetch takes them. */
export type ProductionFilter = ProductionBoxFilter;

const ROLES: readonly ProductionRole[] = ['operator', 'worker', 'checker', 'manager'];
const LOG_STATUSES: readonly ProductionLogStatus[] = [
  'PENDING',
  'CHECKING',
  'WAIT_FOR_APPROVAL',
  'APPROVED',
  'NEED_REVISION',
];
const ENTRY_STATUSES: readonly ProductionEntryStatus[] = ['PENDING', 'APPROVED', 'NEED_REVISION'];

/** §3 a project's role as one of the four (any case), or null for anything else. */
export function normalizeProductionRole(role: string | null | undefined): ProductionRole | null {
  const r = (role ?? '').trim().toLowerCase();
  return ROLES.find((known) => known === r) ?? null;
}

/** §4 a log status (any case), or null. */
export function normalizeLogStatus(status: string | null | undefined): ProductionLogStatus | null {
  const s = (status ?? '').trim().toUpperCase();
  return LOG_STATUSES.find((known) => known === s) ?? null;
}

/** §4 an entry status (any case), or null. */
export function normalizeEntryStatus(status: string | null | undefined): ProductionEntryStatus | null {
  const s = (status ?? '').trim().toUpperCase();
  return ENTRY_STATUSES.find((known) => known === s) ?? null;
}

/** §3 groups summary totals. */
export interface GroupsSummary {
  readonly totalWaitForApproval: number;
  readonly totalChecking: number;
  readonly totalApproved: number;
  readonly totalPending: number;
  readonly totalNeedRevision: number;
}

export interface CountBox {
  /** The label as SPEC §6 writes it. */
  readonly label: string;
  readonly count: number;
  readonly filter: ProductionFilter;
  /** §5 clickable only when the count is above 0. */
  readonly clickable: boolean;
}

const box = (label: string, count: number, filter: ProductionFilter): CountBox => ({
  label,
  count,
  filter,
  clickable: count > 0,
});

/** A summary total as a count: non-finite or negative counts as 0. */
const n = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * §6 the count boxes of a role:
 * - operator/worker: Submitted data (waiting for approval + checking + approved), Pending data, Revision data;
 * - checker: Pending data (pending + need revision), Uncheck data (checking), Checked data (approved + waiting);
 * - manager: Pending data (pending + checking + need revision), Need Approval, Approved Data.
 */
export function countBoxes(role: ProductionRole, summary: GroupsSummary): CountBox[] {
  const wait = n(summary.totalWaitForApproval);
  const checking = n(summary.totalChecking);
  const approved = n(summary.totalApproved);
  const pending = n(summary.totalPending);
  const revision = n(summary.totalNeedRevision);
  switch (role) {
    case 'operator':
    case 'worker':
      return [
        box('Submitted data', wait + checking + approved, 'submitted'),
        box('Pending data', pending, 'pending'),
        box('Revision data', revision, 'need_revision'),
      ];
    case 'checker':
      return [
        box('Pending data', pending + revision, 'pending_checker'),
        box('Uncheck data', checking, 'checking'),
        box('Checked data', approved + wait, 'checked'),
      ];
    case 'manager':
      return [
        box('Pending data', pending + checking + revision, 'pending_manager'),
        box('Need Approval', wait, 'wait_for_approval'),
        box('Approved Data', approved, 'APPROVED'),
      ];
  }
}

export type CardButton = 'Isi Data' | 'Detail';

/** §6 the card button: Isi Data for operator and worker unless the card is approved; Detail otherwise. */
export function cardButton(role: ProductionRole, cardStatus: string | null | undefined): CardButton {
  const approved = normalizeLogStatus(cardStatus) === 'APPROVED';
  return (role === 'operator' || role === 'worker') && !approved ? 'Isi Data' : 'Detail';
}

const isInputRole = (role: ProductionRole): boolean => role === 'operator' || role === 'worker';
const isOpen = (log: ProductionLogStatus | null): boolean => log === 'PENDING' || log === 'NEED_REVISION';

export interface LogActions {
  /** Operator/worker: add data (PENDING or NEED_REVISION). */
  readonly add: boolean;
  /** Operator/worker: send the log to the checker (PENDING or NEED_REVISION, with entries). */
  readonly sendToChecker: boolean;
  /** Checker in CHECKING: Kirim Ke Manager, when every entry is approved. */
  readonly sendToManager: boolean;
  /** Checker in CHECKING: Kirim Ke Operator / Worker, when any entry needs revision or is pending. */
  readonly sendBackToOperator: boolean;
  /** Manager in WAIT_FOR_APPROVAL: final approval, when no entry needs revision or is pending. */
  readonly managerApprove: boolean;
  /** Manager in WAIT_FOR_APPROVAL: send back to the operator or worker. */
  readonly managerSendBack: boolean;
}

/**
 * §4, §6 what a role may do with a whole log. `entryStatuses` are the statuses of the log's entries.
 * Decision: the checker's two sends are exclusive (all approved → to the manager; otherwise back), and the
 * manager's approval needs every entry approved (after the manager asks a revision, only send back is left).
 */
export function logActions(
  role: ProductionRole,
  logStatus: string | null | undefined,
  entryStatuses: readonly (string | null | undefined)[],
): LogActions {
  const log = normalizeLogStatus(logStatus);
  const entries = entryStatuses.map(normalizeEntryStatus);
  const hasEntries = entries.length > 0;
  const allApproved = hasEntries && entries.every((s) => s === 'APPROVED');
  const anyOpen = entries.some((s) => s !== 'APPROVED');
  const input = isInputRole(role);
  return {
    add: input && isOpen(log),
    sendToChecker: input && isOpen(log) && hasEntries,
    sendToManager: role === 'checker' && log === 'CHECKING' && allApproved,
    sendBackToOperator: role === 'checker' && log === 'CHECKING' && anyOpen,
    managerApprove: role === 'manager' && log === 'WAIT_FOR_APPROVAL' && allApproved,
    managerSendBack: role === 'manager' && log === 'WAIT_FOR_APPROVAL',
  };
}

export interface EntryActions {
  /** Operator/worker: edit. */
  readonly edit: boolean;
  /** Operator/worker: delete (log PENDING or NEED_REVISION). */
  readonly delete: boolean;
  /** Checker in CHECKING: approve an entry not yet approved. */
  readonly approve: boolean;
  /**
   * Checker in CHECKING: ask revision of an entry not already needing it; manager in WAIT_FOR_APPROVAL:
   * ask revision of an approved entry. Revising takes a reason (`rejectReasonRule`).
   */
  readonly revise: boolean;
}

/**
 * §4 what a role may do with one entry.
 * Operator/worker edit unless the log is CHECKING or WAIT_FOR_APPROVAL or the entry is APPROVED; decision:
 * an APPROVED log is final, so its entries are not editable either (edit needs PENDING or NEED_REVISION).
 */
export function entryActions(
  role: ProductionRole,
  logStatus: string | null | undefined,
  entryStatus: string | null | undefined,
): EntryActions {
  const log = normalizeLogStatus(logStatus);
  const entry = normalizeEntryStatus(entryStatus);
  const input = isInputRole(role);
  const checking = role === 'checker' && log === 'CHECKING';
  const managerWaiting = role === 'manager' && log === 'WAIT_FOR_APPROVAL';
  return {
    edit: input && isOpen(log) && entry !== 'APPROVED',
    delete: input && isOpen(log),
    approve: checking && entry !== 'APPROVED',
    revise: (checking && entry !== 'NEED_REVISION') || (managerWaiting && entry === 'APPROVED'),
  };
}

/** §5, §9 production counts: step 0.01. */
export const PRODUCTION_COUNT_STEP = 0.01;

/**
 * §5 count input as typed: keeps digits and one decimal separator (a comma becomes a dot), keeps at most
 * 2 decimals (step 0.01), and strips leading zeros (`007` → `7`, `00.5` → `0.5`, `0` stays `0`).
 */
export function sanitizeCount(input: string): string {
  const cleaned = input.replace(',', '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  const stripped = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null) return stripped;
  return `${stripped === '' ? '0' : stripped}.${fraction}`;
}

export type CountResult = { ok: true; value: number } | RuleFailure;

/** §5 a count: a non-negative number with at most 2 decimals (step 0.01). */
export function countRule(input: string | number): CountResult {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return fail('countNotNumber');
  return { ok: true, value: Number(text) };
}

/** §3 an additional-information field of a project item. */
export interface AdditionalInfoField {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly isChoice: boolean;
  readonly values?: readonly string[] | null;
  readonly isMandatory: boolean;
}

export type AdditionalInfoError = RuleFailure & { code: string };

/**
 * §5 additional information: a mandatory field must have a value ('{field} wajib diisi'); a choice field's
 * value must be one of the listed values; a number field's value must be a number (step 0.01). Optional
 * empty fields pass. Returns every error, one per field at most.
 */
export function additionalInfoErrors(
  fields: readonly AdditionalInfoField[],
  selected: readonly { code: string; selectedValue: string | number | null | undefined }[],
): AdditionalInfoError[] {
  const errors: AdditionalInfoError[] = [];
  for (const field of fields) {
    const raw = selected.find((s) => s.code === field.code)?.selectedValue;
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    const result = additionalInfoRule(field, value);
    if (!result.ok) errors.push({ ...result, code: field.code });
  }
  return errors;
}

function additionalInfoRule(field: AdditionalInfoField, value: string): RuleResult {
  const vars = { field: field.name };
  if (value === '') return field.isMandatory ? fail('fieldRequired', vars) : OK;
  if (field.isChoice) return (field.values ?? []).includes(value) ? OK : fail('choiceInvalid', vars);
  if (field.type === 'number') return countRule(value).ok ? OK : fail('countNotNumber');
  return OK;
}

/** What the entry form holds while it is typed: text per member id and per field code. */
export interface EntryFormValues {
  readonly members: Readonly<Record<string, string>>;
  readonly info: Readonly<Record<string, string>>;
}

export interface EntryFormErrors {
  /** member id → failure */
  readonly members: Readonly<Record<string, RuleFailure>>;
  /** field code → failure */
  readonly info: Readonly<Record<string, RuleFailure>>;
}

export type EntryBodyResult =
  | {
      ok: true;
      value: {
        additionalInformation: { code: string; selectedValue: string }[];
        memberValues: { memberId: number; value: number }[];
      };
    }
  | { ok: false; errors: EntryFormErrors };

/**
 * §5 the entry form as the submit payload (§3 "Entry submit payload" without the log id): every member's value
 * is a count (step 0.01; empty is an error: a crew member with no output types 0), each field follows
 * `additionalInfoErrors`; empty optional fields are left out.
 */
export function entryBody(
  fields: readonly AdditionalInfoField[],
  members: readonly { memberId: number; name: string }[],
  form: EntryFormValues,
): EntryBodyResult {
  const memberErrors: Record<string, RuleFailure> = {};
  const memberValues: { memberId: number; value: number }[] = [];
  for (const { memberId, name } of members) {
    const raw = (form.members[String(memberId)] ?? '').trim();
    const count = countRule(raw);
    if (count.ok) memberValues.push({ memberId, value: count.value });
    else memberErrors[String(memberId)] = raw === '' ? fail('fieldRequired', { field: name }) : count;
  }
  const selected = fields.map((f) => ({ code: f.code, selectedValue: (form.info[f.code] ?? '').trim() }));
  const infoErrors = Object.fromEntries(
    additionalInfoErrors(fields, selected).map(({ code, ...failure }) => [code, failure]),
  );
  if (Object.keys(memberErrors).length > 0 || Object.keys(infoErrors).length > 0) {
    return { ok: false, errors: { members: memberErrors, info: infoErrors } };
  }
  return {
    ok: true,
    value: { additionalInformation: selected.filter((s) => s.selectedValue !== ''), memberValues },
  };
}

/**
 * SPEC §5 fast entry: a new entry starts with the last entry's additional information (only codes the item still
 * has) and empty member values.
 */
export function newEntryForm(
  fields: readonly AdditionalInfoField[],
  entries: readonly { additionalInfo: readonly { code: string; selectedValue: string }[] }[],
): EntryFormValues {
  const last = entries[entries.length - 1];
  const info: Record<string, string> = {};
  for (const field of fields) {
    const value = last?.additionalInfo.find((a) => a.code === field.code)?.selectedValue;
    if (value !== undefined) info[field.code] = value;
  }
  return { members: {}, info };
}

/** The form of an existing entry (edit). */
export function entryForm(entry: {
  additionalInfo: readonly { code: string; selectedValue: string }[];
  memberValue: readonly { memberId: number; value: number }[];
}): EntryFormValues {
  return {
    members: Object.fromEntries(entry.memberValue.map((m) => [String(m.memberId), String(m.value)])),
    info: Object.fromEntries(entry.additionalInfo.map((a) => [a.code, a.selectedValue])),
  };
}

/**
 * §4 "When the project list changes, the stored filter project is restored with its date, otherwise the first
 * project is chosen": the filter to use for `projects`, given the stored one and today's date.
 */
export function restoreProductionFilter(
  projects: readonly { id: number }[],
  stored: { projectId: number | null; date: string } | null,
  today: string,
): { projectId: number | null; date: string } {
  if (stored?.projectId != null && projects.some((p) => p.id === stored.projectId)) {
    return { projectId: stored.projectId, date: stored.date || today };
  }
  return { projectId: projects[0]?.id ?? null, date: stored?.date || today };
}

/** §9 a total of counts, summed in hundredths so the 0.01 step stays exact. */
export function sumCounts(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}
