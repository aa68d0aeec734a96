/**
 * Attendance correction, "Koreksi presensi" (contract/attendance-correction.ts; core rules/attendance-correction.ts):
 * an employee asks to correct a past day's clock-in and/or clock-out; the direct supervisor approves or rejects it
 * through the shared request machinery (./requests: histories, cancel, approve, reject, bulk approve), behind the
 * month-close guard (./month-close.ts). Part of attendance: the company flag and attendanceAllowed apply (403).
 *
 * Asking: the caller's own schedule (404 unknown, 403 someone else's), an open month (409), no other pending
 * correction of that day (409), not a remote day (409), then core's rule with the company's `correctionMaxDays`
 * (400 naming the field). Approving checks the rule again against the day as it is then (409 when it no longer
 * fits, e.g. a clock-out entered meanwhile), then writes the day's presence: the corrected times on the active
 * presence, or a new approved presence (type manual) when there was none; flagged `corrected`, with the correction
 * (before, after, who approved, when). The team day, the recap and the exports read that presence.
 *
 * Seeds, with a faker of its own after the team days: the employee persona one correction in every status (the
 * approved one applied), each other direct subordinate of the supervisor one pending, and four staff of other teams
 * one each, on a day with a missed clock-out (else a late clock-in, asked at the shift's start). Their own supervisors
 * decide them.
 */
import { tr } from '@upah/core/catalogue';
import { correctionLabels } from '@upah/core/catalogue/labels-correction';
import { payrollText } from '@upah/core/catalogue/messages-payroll';
import type { CorrectionItem } from '@upah/core/contract/attendance-correction';
import { correctionEndpoints } from '@upah/core/contract/attendance-correction';
import type { RequestStatus } from '@upah/core/contract/common';
import { type CorrectionOutcome, correctionCheck } from '@upah/core/rules/attendance-correction';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import { directSubordinates, workPolicyOf } from '../state/queries';
import type { Employee, MockState } from '../state/types';
import { addDays, toJakartaTimestamp } from '../time';
import { addFlags, newPresence, ownOpenSchedule } from './attendance';
import { activePresence, type PresenceRecord, type ScheduleRecord, shiftInstants } from './attendance/model';
import {
  type ApprovalRecord,
  addPendingRequest,
  decisionAndOwner,
  type RequestsState,
} from './requests/approval';
import { type ReviewHooks, requestRoutes } from './requests/routes';
import { defineDomain, type SeedContext } from './types';

/** A correction of the presence of one schedule: the same employee, schedule and date as that presence. */
export interface CorrectionRecord
  extends ApprovalRecord,
    Pick<PresenceRecord, 'scheduleId' | 'scheduleDate'> {
  /** The times asked, null to keep the recorded one. */
  clockIn: string | null;
  clockOut: string | null;
  /** The day's times when asked; once approved, as they were when approved. */
  before: { clockIn: string | null; clockOut: string | null };
  reason: string;
  photo: string | null;
  decidedById: number | null;
  decidedAt: string | null;
}

export type CorrectionState = RequestsState<CorrectionRecord>;

declare module '../state/types' {
  interface DomainStates {
    correction: CorrectionState;
  }
}

function item(state: MockState, r: CorrectionRecord): CorrectionItem {
  return {
    id: r.id,
    scheduleId: r.scheduleId,
    scheduleDate: r.scheduleDate,
    clockIn: r.clockIn,
    clockOut: r.clockOut,
    before: { ...r.before },
    reason: r.reason,
    photo: r.photo,
    ...decisionAndOwner(state, r),
    decidedBy: r.decidedById === null ? null : (state.employees.get(r.decidedById)?.name ?? ''),
    decidedAt: r.decidedAt,
  };
}

/** The presence a correction changes: the schedule's active one (a remote day has no times to correct). */
function dayPresence(state: MockState, schedule: ScheduleRecord): PresenceRecord | undefined {
  return activePresence(state.domains.attendance, schedule.id);
}

/**
 * Core's rule for `asked` on `schedule` as the day is now. `maxDays` null: no age limit (an approval of a
 * correction asked in time does not expire).
 */
function ruleOf(
  state: MockState,
  schedule: ScheduleRecord,
  asked: { clockIn: string | null; clockOut: string | null },
  reason: string,
  now: Date,
  maxDays: number | null,
): CorrectionOutcome {
  const presence = dayPresence(state, schedule);
  return correctionCheck({
    date: schedule.date,
    shift: { startTime: schedule.startTime, endTime: schedule.endTime },
    recorded: presence ? { clockIn: presence.clockIn, clockOut: presence.clockOut } : null,
    asked,
    reason,
    now,
    maxDays: maxDays ?? Number.POSITIVE_INFINITY,
  });
}

function requireNotRemote(state: MockState, schedule: ScheduleRecord): void {
  if (dayPresence(state, schedule)?.presenceType === 'remote') throw httpError(409, REMOTE_DAY);
}

function scheduleOf(state: MockState, record: CorrectionRecord): ScheduleRecord {
  const schedule = state.domains.attendance.schedules.get(record.scheduleId);
  if (!schedule) throw new Error(`mock bug: correction ${record.id} has no schedule ${record.scheduleId}`);
  return schedule;
}

/** Writes an approved correction on the day's presence (a new one when there is none). */
function applyCorrection(state: MockState, record: CorrectionRecord, actor: Employee, now: Date): void {
  const schedule = scheduleOf(state, record);
  const outcome = ruleOf(state, schedule, record, record.reason, now, null);
  if (!outcome.ok) throw new Error(`mock bug: correction ${record.id} approved against the rule`);
  const presence =
    dayPresence(state, schedule) ??
    newPresence(state, schedule, {
      presenceType: 'manual',
      status: 'approved',
      clockIn: outcome.after.clockIn,
      photo: record.photo,
      latitude: null,
      longitude: null,
      description: `Koreksi presensi disetujui ${actor.name}`,
    });
  presence.clockIn = outcome.after.clockIn;
  presence.clockOut = outcome.after.clockOut;
  presence.correction = {
    requestId: record.id,
    before: { ...outcome.before },
    after: { ...outcome.after },
    approvedBy: actor.name,
    approvedAt: toJakartaTimestamp(now),
  };
  addFlags(presence, ['corrected']);
  record.before = { ...outcome.before };
}

const hooks: ReviewHooks<CorrectionRecord> = {
  days: (_state, r) => ({ from: r.scheduleDate }),
  check(state, record, move, now) {
    if (move !== 'approve') return;
    const schedule = scheduleOf(state, record);
    requireNotRemote(state, schedule);
    const outcome = ruleOf(state, schedule, record, record.reason, now, null);
    if (!outcome.ok) throw httpError(409, payrollText(outcome.message, 'id', outcome.vars));
  },
  decided(state, record, actor, now) {
    record.decidedById = actor.id;
    record.decidedAt = toJakartaTimestamp(now);
    if (record.status === 'approved') applyCorrection(state, record, actor, now);
  },
};

/** 409s of the mock's own state (not rule refusals: those are the catalogue's). */
const PENDING_ALREADY = 'Sudah ada koreksi yang menunggu untuk tanggal ini';
const REMOTE_DAY = 'Hari ini tercatat remote, tidak ada jam yang bisa dikoreksi';

const SEED_REASONS = [
  'Lupa absen keluar, langsung pulang setelah shift',
  'Baterai ponsel habis saat jam pulang',
  'Aplikasi gagal memuat saat absen masuk',
];

/** The seeded days: past days within the correction window with a missed clock-out or a late clock-in. */
function seedCorrections(ctx: SeedContext): void {
  const { faker, state, personas, today, nextId } = ctx;
  const db: CorrectionState = { requests: new Map() };
  state.domains.correction = db;
  const attendance = state.domains.attendance;
  const supervisor = personas.supervisor;
  const oldest = addDays(today, -20);
  const candidates = (employee: Employee) =>
    [...attendance.presences.values()]
      .filter(
        (p) =>
          p.employeeId === employee.id &&
          p.presenceType !== 'remote' &&
          p.clockIn !== null &&
          (p.status === 'approved' || p.status === 'pending') &&
          p.scheduleDate >= oldest &&
          p.scheduleDate < addDays(today, -1),
      )
      .sort((a, b) => Number(a.clockOut !== null) - Number(b.clockOut !== null) || b.id - a.id);
  const plan: { employee: Employee; status: RequestStatus }[] = [
    ...(['approved', 'rejected', 'canceled', 'pending'] as const).map((status) => ({
      employee: personas.employee,
      status,
    })),
    ...directSubordinates(state, supervisor.id)
      .filter((e) => e.id !== personas.employee.id)
      .map((employee) => ({ employee, status: 'pending' as const })),
    // staff of other teams one each (every supervisor has someone else's); hr's queue keeps its 5,000 of SPEC's four
    ...[personas.operator, personas.checker, personas['no-ewa'], personas.wallet].map((employee) => ({
      employee,
      status: faker.helpers.arrayElement(['pending', 'approved', 'rejected'] as const),
    })),
  ];
  const used = new Set<number>();
  const shiftOf = (scheduleId: number) => {
    const schedule = attendance.schedules.get(scheduleId);
    return schedule ? shiftInstants(schedule) : { start: '', end: '' };
  };
  for (const { employee, status } of plan) {
    // a day with a missed clock-out, else a late clock-in (asked at the shift's start)
    const presence = candidates(employee).find(
      (p) =>
        !used.has(p.scheduleId) &&
        (p.clockOut === null || (p.clockIn !== null && p.clockIn > shiftOf(p.scheduleId).start)),
    );
    const schedule = presence ? attendance.schedules.get(presence.scheduleId) : undefined;
    if (!presence || !schedule) continue;
    used.add(schedule.id);
    const { start, end } = shiftInstants(schedule);
    // a missed clock-out gets one a few minutes after the shift's end; else a clock-in at the shift's start
    const asked =
      presence.clockOut === null
        ? {
            clockIn: null,
            clockOut: toJakartaTimestamp(
              new Date(Date.parse(end) + faker.number.int({ min: 2, max: 20 }) * 60_000),
            ),
          }
        : { clockIn: start, clockOut: null };
    const reason = faker.helpers.arrayElement(SEED_REASONS);
    const outcome = ruleOf(state, schedule, asked, reason, ctx.now, null);
    if (!outcome.ok) continue;
    const id = nextId('correction');
    const decided = status === 'approved' || status === 'rejected';
    const decidedAt = toJakartaTimestamp(new Date(Date.parse(end) + 16 * 3_600_000));
    const record: CorrectionRecord = {
      id,
      employeeId: employee.id,
      scheduleId: schedule.id,
      scheduleDate: schedule.date,
      ...asked,
      before: outcome.before,
      reason,
      photo: null,
      status,
      rejectReason: status === 'rejected' ? 'Tidak ada bukti kehadiran' : null,
      decidedById: decided ? (employee.supervisorId ?? supervisor.id) : null,
      decidedAt: decided ? decidedAt : null,
    };
    db.requests.set(id, record);
    const approver = state.employees.get(employee.supervisorId ?? supervisor.id) ?? supervisor;
    if (status === 'approved') applyCorrection(state, record, approver, new Date(decidedAt));
  }
}

export const correctionDomain = defineDomain({
  name: 'attendance-correction',
  seed: seedCorrections,
  register(app) {
    const e = correctionEndpoints;

    route(app, e.create, ({ state, user, input, now }) => {
      const schedule = ownOpenSchedule(state, user, input.body.scheduleId);
      const db = state.domains.correction;
      for (const r of db.requests.values()) {
        if (r.scheduleId === schedule.id && r.status === 'pending') throw httpError(409, PENDING_ALREADY);
      }
      requireNotRemote(state, schedule);
      const asked = { clockIn: input.body.clockIn, clockOut: input.body.clockOut };
      const maxDays = workPolicyOf(state, user).correctionMaxDays;
      const outcome = ruleOf(state, schedule, asked, input.body.reason, now, maxDays);
      if (!outcome.ok)
        throw httpError(400, `${outcome.field}: ${payrollText(outcome.message, 'id', outcome.vars)}`);
      const record = addPendingRequest<CorrectionRecord>(state, 'correction', db.requests, {
        employeeId: user.id,
        scheduleId: schedule.id,
        scheduleDate: schedule.date,
        ...asked,
        before: outcome.before,
        reason: input.body.reason.trim(),
        photo: input.body.photo,
        decidedById: null,
        decidedAt: null,
      });
      return reply(item(state, record), tr(correctionLabels.sent, 'id'));
    });

    requestRoutes(app, {
      calls: e,
      what: 'Koreksi presensi',
      records: (state) => state.domains.correction.requests,
      dateOf: (r) => r.scheduleDate,
      list: 'corrections',
      item,
      cancelMessage: tr(correctionLabels.canceled, 'id'),
      hooks,
    });
  },
});
