/**
 * Month close for payroll (DESIGN "Payroll closes months"; contract/month-close.ts, core rules/month-close.ts): HR
 * closes an ended month of its company, reopens it with a reason, and reads the log of both.
 *
 * ONE guard, `requireOpenMonth`, is called by every write that would change a closed month's numbers and answers 409
 * 'Bulan … sudah ditutup untuk penggajian' before anything changes:
 * - the shared request moves (requests/routes.ts: approve, reject, bulk approve, cancel) of leave, permission,
 *   overtime, presence and attendance correction, on the days each request lands on;
 * - creating a leave, permission, overtime, remote request or attendance correction on its days; cancelling a remote
 *   request;
 * - a supervisor's presence (clock-in/out of a subordinate) and a self clock-in or clock-out, on its shift's day.
 */
import { payrollText } from '@upah/core/catalogue/messages-payroll';
import { monthCloseEndpoints } from '@upah/core/contract/month-close';
import type { RecapClose } from '@upah/core/contract/recap';
import { monthLabel } from '@upah/core/format/jakarta-time';
import { monthCloseCheck, openMonthCheck, reopenReasonCheck } from '@upah/core/rules/month-close';
import { httpError } from '../http-error';
import { route } from '../route';
import { requireHr, requireModule } from '../state/queries';
import type { MockState } from '../state/types';
import { toJakartaTimestamp } from '../time';
import { defineDomain } from './types';

export interface MonthCloseRecord {
  month: string;
  closedAt: string;
  closedById: number;
  closedByName: string;
}

export interface MonthCloseLogRecord {
  id: number;
  companyId: number;
  month: string;
  action: 'close' | 'reopen';
  at: string;
  byId: number;
  byName: string;
  reason: string | null;
}

export interface MonthCloseState {
  /** companyId → month (`YYYY-MM`) → its close */
  closed: Map<number, Map<string, MonthCloseRecord>>;
  /** every close and reopening, oldest first */
  log: MonthCloseLogRecord[];
}

declare module '../state/types' {
  interface DomainStates {
    monthClose: MonthCloseState;
  }
}

function closedOf(state: MockState, companyId: number): Map<string, MonthCloseRecord> {
  const db = state.domains.monthClose;
  let months = db.closed.get(companyId);
  if (!months) {
    months = new Map();
    db.closed.set(companyId, months);
  }
  return months;
}

/** The company's close of `month` as the recap answers carry it, null while open. */
export function recapCloseOf(state: MockState, companyId: number, month: string): RecapClose | null {
  const close = state.domains.monthClose.closed.get(companyId)?.get(month);
  return close
    ? { month, closedAt: close.closedAt, closedBy: close.closedByName, closedById: close.closedById }
    : null;
}

/** 409 'Bulan … sudah ditutup untuk penggajian' when a day of `from`…`to` is in a month the company closed. */
export function requireOpenMonth(state: MockState, companyId: number, from: string, to: string = from): void {
  const closed = state.domains.monthClose.closed.get(companyId);
  if (!closed || closed.size === 0) return;
  const check = openMonthCheck((month) => closed.has(month), from, to);
  if (!check.ok) throw httpError(409, payrollText(check.message, 'id', check.vars));
}

/** `requireOpenMonth` for the company of the employee a record belongs to. */
export function requireOpenMonthOf(
  state: MockState,
  employeeId: number,
  from: string,
  to: string = from,
): void {
  const companyId = state.employees.get(employeeId)?.companyId;
  if (companyId !== undefined) requireOpenMonth(state, companyId, from, to);
}

export const monthCloseDomain = defineDomain({
  name: 'month-close',
  seed({ state }) {
    state.domains.monthClose = { closed: new Map(), log: [] };
  },
  register(app) {
    const e = monthCloseEndpoints;
    const logEntry = (state: MockState, entry: Omit<MonthCloseLogRecord, 'id'>) => {
      const record = { id: state.domains.monthClose.log.length + 1, ...entry };
      state.domains.monthClose.log.push(record);
      return record;
    };

    route(app, e.close, ({ state, user, input, now }) => {
      requireModule(state, user, 'attendance');
      requireHr(user);
      const { month } = input.body;
      const allowed = monthCloseCheck(month, now);
      if (!allowed.ok) throw httpError(409, payrollText(allowed.message, 'id', allowed.vars));
      const months = closedOf(state, user.companyId);
      const existing = recapCloseOf(state, user.companyId, month);
      if (existing)
        throw httpError(409, payrollText('monthClosed', 'id', { month: monthLabel(month, 'id') }));
      const at = toJakartaTimestamp(now);
      months.set(month, { month, closedAt: at, closedById: user.id, closedByName: user.name });
      logEntry(state, {
        companyId: user.companyId,
        month,
        action: 'close',
        at,
        byId: user.id,
        byName: user.name,
        reason: null,
      });
      const close = recapCloseOf(state, user.companyId, month);
      if (!close) throw new Error('mock bug: the close just made is missing');
      return close;
    });

    route(app, e.reopen, ({ state, user, input, now }) => {
      requireModule(state, user, 'attendance');
      requireHr(user);
      const { month, reason } = input.body;
      const reasonOk = reopenReasonCheck(reason);
      if (!reasonOk.ok) throw httpError(400, `reason: ${payrollText(reasonOk.message, 'id', reasonOk.vars)}`);
      const months = closedOf(state, user.companyId);
      if (!months.has(month)) throw httpError(409, `Bulan ${monthLabel(month, 'id')} belum ditutup`);
      months.delete(month);
      const entry = logEntry(state, {
        companyId: user.companyId,
        month,
        action: 'reopen',
        at: toJakartaTimestamp(now),
        byId: user.id,
        byName: user.name,
        reason: reason.trim(),
      });
      return {
        id: entry.id,
        month,
        action: entry.action,
        at: entry.at,
        by: entry.byName,
        byId: entry.byId,
        reason: entry.reason,
      };
    });

    route(app, e.log, ({ state, user }) => {
      requireModule(state, user, 'attendance');
      requireHr(user);
      const closed = [...closedOf(state, user.companyId).keys()]
        .sort()
        .reverse()
        .flatMap((month) => recapCloseOf(state, user.companyId, month) ?? []);
      const entries = state.domains.monthClose.log
        .filter((entry) => entry.companyId === user.companyId)
        .reverse()
        .map((entry) => ({
          id: entry.id,
          month: entry.month,
          action: entry.action,
          at: entry.at,
          by: entry.byName,
          byId: entry.byId,
          reason: entry.reason,
        }));
      return { closed, entries };
    });
  },
});
