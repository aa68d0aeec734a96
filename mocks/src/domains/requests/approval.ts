/**
 * The lifecycle every employee request shares (presence, remote, permission, leave, overtime, shift):
 * SPEC §4 "Attendance and other requests" and §6 "Supervisor".
 * - statuses pending → approved | rejected | canceled; only pending moves;
 * - the owner alone cancels, while pending;
 * - the owner's DIRECT supervisor alone approves or rejects (with a reason), singly or in bulk.
 * Validation comes before mutation, so a refusal changes nothing (bulk is all or nothing). A domain's `guard`
 * (a month closed for payroll, a correction that no longer fits its day) runs last among the checks and refuses by
 * throwing an httpError.
 */
import type { RequestStatus } from '@upah/core/contract/common';
import { isDirectSupervisor, nextId } from '../../state/queries';
import type { MockState } from '../../state/types';
import { notFound, type Outcome, ok, refuse } from '../outcome';

export interface ApprovalRecord {
  id: number;
  employeeId: number;
  status: RequestStatus;
  rejectReason: string | null;
}

/** A request domain's state: its requests by id. */
export interface RequestsState<R extends { id: number }> {
  requests: Map<number, R>;
}

/** What every request item of leave, permission and correction says of its decision and owner (SPEC §7). */
export function decisionAndOwner(state: MockState, r: ApprovalRecord) {
  return {
    status: r.status,
    reject_reason: r.rejectReason,
    employeeName: state.employees.get(r.employeeId)?.name ?? '',
    employeeId: r.employeeId,
  };
}

export const ALREADY_PROCESSED = 'Pengajuan sudah diproses';

/** A domain's last check before a request moves; throws an httpError to refuse (nothing has changed yet). */
export type MoveGuard<R> = (record: R, move: 'approve' | 'reject' | 'cancel') => void;

/** A new request, pending with no reason yet, numbered by its own `sequence` and kept in `into`. */
export function addPendingRequest<R extends ApprovalRecord>(
  state: MockState,
  sequence: string,
  into: Map<number, R>,
  fields: Omit<R, 'id' | 'status' | 'rejectReason'>,
): R {
  const record = { id: nextId(state, sequence), ...fields, status: 'pending', rejectReason: null } as R;
  into.set(record.id, record);
  return record;
}

export function cancelRecord<R extends ApprovalRecord>(
  record: R | undefined,
  actorId: number,
  what: string,
  guard?: MoveGuard<R>,
): Outcome<R> {
  // someone else's request answers as an unknown one (OWASP ASVS 5.0 V8.2.2)
  if (!record || record.employeeId !== actorId) return notFound(what);
  if (record.status !== 'pending') return refuse(409, ALREADY_PROCESSED);
  guard?.(record, 'cancel');
  record.status = 'canceled';
  return ok(record);
}

function checkReview<R extends ApprovalRecord>(
  record: R | undefined,
  actorId: number,
  state: MockState,
  what: string,
): Outcome<R> {
  if (!record || !isDirectSupervisor(state, actorId, record.employeeId)) return notFound(what);
  if (record.status !== 'pending') return refuse(409, ALREADY_PROCESSED);
  return ok(record);
}

/** What the supervisor decided: approve, or reject with a reason (required, SPEC §8). */
export type Verdict = { readonly approve: true } | { readonly reject: string };

/** Approves or rejects one pending request of a direct subordinate; a rejection needs a reason. */
export function reviewRecord<R extends ApprovalRecord>(
  record: R | undefined,
  actorId: number,
  state: MockState,
  what: string,
  verdict: Verdict,
  guard?: MoveGuard<R>,
): Outcome<R> {
  const reason = 'reject' in verdict ? verdict.reject.trim() : null;
  if (reason === '') return refuse(400, 'rejectReason: alasan penolakan wajib diisi');
  const checked = checkReview(record, actorId, state, what);
  if (!checked.ok) return checked;
  guard?.(checked.value, reason === null ? 'approve' : 'reject');
  checked.value.status = reason === null ? 'approved' : 'rejected';
  checked.value.rejectReason = reason;
  return checked;
}

/**
 * Bulk approve: every id must exist and belong to a direct subordinate (else 404, and nothing moves);
 * items no longer pending are skipped (contract: bulkApproveResponse lists the approved ids).
 */
export function approveRecords<R extends ApprovalRecord>(
  find: (id: number) => R | undefined,
  ids: readonly number[],
  actorId: number,
  state: MockState,
  what: string,
  guard?: MoveGuard<R>,
): Outcome<R[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return refuse(400, 'id: pilih minimal satu pengajuan');
  const records: R[] = [];
  for (const id of unique) {
    const record = find(id);
    if (!record || !isDirectSupervisor(state, actorId, record.employeeId)) return notFound(what);
    if (record.status === 'pending') records.push(record);
  }
  for (const record of records) guard?.(record, 'approve');
  for (const record of records) {
    record.status = 'approved';
    record.rejectReason = null;
  }
  return ok(records);
}
