/**
 * Attendance endpoints (SPEC §3 attendance entities, §4 "Attendance and other requests", §6 supervisor,
 * §7 Attendance). Every call needs the company's attendance flag and the user's
 * attendanceAllowed (403 otherwise).
 *
 * Presence rules: one active (pending or approved) presence per schedule. Self clock-in → presenceType
 * 'self', approved; supervisor entry → 'manual' (pending, waits for approval) or 'qr' (approved);
 * remote request → 'remote', pending, no clock times. Clock-in only on a schedule of today (Asia/Jakarta)
 * or a night shift that started yesterday; a second clock-in → 409; clock-out before clock-in or twice → 409.
 */
import { t } from '@upah/core/catalogue';
import type { PresenceFlag, PresenceHistoryItem, Schedule } from '@upah/core/contract/attendance';
import { attendanceEndpoints, PRESENCE_FLAGS } from '@upah/core/contract/attendance';
import { photoDigestOf } from '@upah/core/qr/clock-proof';
import { deviceNameOf } from '@upah/core/rules/device-name';
import { clockTimeCheck, OFFLINE_CLOCK_MAX_AGE_MS } from '@upah/core/rules/offline-clock';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import { nextId, officesOfCompany, requireDirectSupervisor, requireModule } from '../state/queries';
import type { Employee, MockState, StoredFile } from '../state/types';
import { addDays, toJakartaDate, toJakartaTimestamp } from '../time';
import { checkQrClaim, registerDeviceKey, requireSignedClock } from './attendance/gate';
import {
  type AttendanceState,
  activePresence,
  type PresenceRecord,
  type ScheduleRecord,
  scheduleOn,
  shiftInstants,
} from './attendance/model';
import { seedAttendance } from './attendance/seed';
import { optionalOwnEvidence, requireOwnEvidence } from './evidence';
import { requireOpenMonth, requireOpenMonthOf } from './month-close';
import { myHistory, teamHistory } from './requests/history';
import { approvalRoutes, cancelGuarded, type ReviewHooks } from './requests/routes';
import { defineDomain } from './types';

declare module '../state/types' {
  interface DomainStates {
    attendance: AttendanceState;
  }
}

/** The attendance db after the module checks (SPEC §6: company flag and attendanceAllowed). */
export function attendanceDb(state: MockState, user: Employee): AttendanceState {
  requireModule(state, user, 'attendance');
  return state.domains.attendance;
}

/** A schedule of the user (404 unknown or someone else's: the answer does not tell which). */
export function ownSchedule(db: AttendanceState, user: Employee, scheduleId: number): ScheduleRecord {
  const schedule = db.schedules.get(scheduleId);
  if (!schedule || schedule.employeeId !== user.id) throw httpError(404, 'Jadwal tidak ditemukan');
  return schedule;
}

/** The user's own schedule (ownSchedule, after the module checks) on a day of a month open for payroll (409 once closed). */
export function ownOpenSchedule(state: MockState, user: Employee, scheduleId: number): ScheduleRecord {
  const schedule = ownSchedule(attendanceDb(state, user), user, scheduleId);
  requireOpenMonth(state, user.companyId, schedule.date);
  return schedule;
}

/** The stored file behind an evidence URL requireOwnEvidence accepted. */
function storedFile(state: MockState, url: string): StoredFile {
  const file = state.files.get(url.slice('/files/'.length));
  if (!file) throw httpError(400, 'photo: file tidak ditemukan');
  return file;
}

function nameOf(state: MockState, employeeId: number): string {
  return state.employees.get(employeeId)?.name ?? '';
}

export function presenceItem(state: MockState, p: PresenceRecord): PresenceHistoryItem {
  return {
    id: p.id,
    scheduleDate: p.scheduleDate,
    clockIn: p.clockIn,
    clockOut: p.clockOut,
    photo: p.photo,
    status: p.status,
    presenceType: p.presenceType,
    description: p.description,
    employeeName: nameOf(state, p.employeeId),
    employeeId: p.employeeId,
    reject_reason: p.rejectReason,
    ...(p.locationSignals && p.locationSignals.flags.length > 0
      ? { locationFlags: p.locationSignals.flags }
      : {}),
    ...(p.presenceFlags && p.presenceFlags.length > 0 ? { presenceFlags: p.presenceFlags } : {}),
    ...(p.correction ? { correction: p.correction } : {}),
  };
}

/** How far back a kept clock time is accepted: MOCK_OFFLINE_CLOCK_MAX_HOURS, default 12 hours. */
export function offlineClockMaxAgeMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.MOCK_OFFLINE_CLOCK_MAX_HOURS);
  return Number.isFinite(hours) && hours > 0 ? hours * 3_600_000 : OFFLINE_CLOCK_MAX_AGE_MS;
}

/**
 * The time a self clock call is recorded at and its flags (extension; rules/offline-clock.ts): the server's
 * clock for a call without `clientTime`; otherwise the tap corrected by the phone's clock offset, refused with
 * 400 when more than 12 hours back or more than 5 minutes ahead, flagged `offline` when kept on the phone or
 * arriving more than 2 minutes after the tap.
 */
function clockTime(
  body: { clientTime?: string; clockOffsetMs?: number; offline?: boolean },
  now: Date,
): { at: Date; flags: PresenceFlag[] } {
  if (body.clientTime === undefined) return { at: now, flags: [] };
  const checked = clockTimeCheck({
    clientTimeMs: Date.parse(body.clientTime),
    clockOffsetMs: body.clockOffsetMs ?? null,
    serverNowMs: now.getTime(),
    offline: body.offline === true,
    maxAgeMs: offlineClockMaxAgeMs(),
  });
  if (!checked.ok) throw httpError(400, t(checked.message, 'id', checked.vars));
  // a tap the server can put on its own clock (kept on the phone, or with a measured offset) is recorded at its
  // corrected time: a call retried from the phone's queue after failing on the way keeps its tap's time; without
  // an offset, an entry sent at once is recorded at the server's clock
  const corrected = body.offline === true || body.clockOffsetMs !== undefined;
  return { at: corrected ? new Date(checked.atMs) : now, flags: checked.flags };
}

export function addFlags(p: PresenceRecord, flags: readonly PresenceFlag[]): void {
  const all = new Set([...(p.presenceFlags ?? []), ...flags]);
  if (all.size > 0) p.presenceFlags = PRESENCE_FLAGS.filter((f) => all.has(f));
}

function scheduleView(state: MockState, db: AttendanceState, s: ScheduleRecord): Schedule {
  const presence = activePresence(db, s.id);
  const permissions = state.domains.permission?.requests;
  let permission: { startTime: string; endTime: string; status: string } | undefined;
  if (permissions) {
    for (const r of permissions.values()) {
      if (r.scheduleId === s.id && r.status !== 'canceled') permission = r;
    }
  }
  const { start, end } = shiftInstants(s);
  return {
    id: s.id,
    scheduleDate: s.date,
    shiftName: s.shiftName,
    startTime: start,
    endTime: end,
    hasClockIn: presence?.clockIn != null,
    hasClockOut: presence?.clockOut != null,
    hasPermission: permission !== undefined,
    permissionStartTime: permission?.startTime ?? null,
    permissionEndTime: permission?.endTime ?? null,
    permissionApproved:
      permission === undefined || permission.status === 'pending' ? null : permission.status === 'approved',
    presenceClockIn: presence?.clockIn ?? null,
    presenceClockOut: presence?.clockOut ?? null,
    presenceType: presence?.presenceType ?? null,
    presenceApproved:
      presence === undefined || presence.status === 'pending' ? null : presence.status === 'approved',
    presenceId: presence?.id ?? null,
  };
}

/** Clock-in is for today's schedule, or yesterday's night shift still running. */
function clockableToday(s: ScheduleRecord, now: Date): boolean {
  const today = toJakartaDate(now);
  if (s.date === today) return true;
  return (
    s.date === addDays(today, -1) &&
    shiftInstants(s).end > `${today}T00:00:00+07:00` &&
    new Date(shiftInstants(s).end) > now
  );
}

export function newPresence(
  state: MockState,
  schedule: ScheduleRecord,
  fields: Pick<
    PresenceRecord,
    'presenceType' | 'status' | 'clockIn' | 'photo' | 'latitude' | 'longitude' | 'description'
  > &
    Partial<Pick<PresenceRecord, 'locationSignals'>>,
): PresenceRecord {
  const id = nextId(state, 'presence');
  const record: PresenceRecord = {
    id,
    employeeId: schedule.employeeId,
    scheduleId: schedule.id,
    scheduleDate: schedule.date,
    clockOut: null,
    rejectReason: null,
    ...fields,
  };
  state.domains.attendance.presences.set(id, record);
  return record;
}

/** Subordinate presence errors (SPEC §6: direct subordinates only, on their own schedule). */
export const SUBORDINATE_SCHEDULE_MESSAGES = {
  notFound: 'Jadwal bawahan tidak ditemukan',
  notTheirs: 'scheduleId: jadwal ini bukan jadwal karyawan tersebut',
} as const;

/**
 * The schedule a supervisor clocks a subordinate against: the caller must be the direct supervisor (403),
 * the schedule must exist (404) and be the subordinate's own (400: a scanned code or a form that mixes
 * one employee with another's schedule is refused, and nothing is recorded).
 */
function subordinateSchedule(
  state: MockState,
  db: AttendanceState,
  user: Employee,
  body: { subordinateId: number; scheduleId: number },
): ScheduleRecord {
  requireDirectSupervisor(state, user, body.subordinateId);
  const schedule = db.schedules.get(body.scheduleId);
  if (!schedule) throw httpError(404, SUBORDINATE_SCHEDULE_MESSAGES.notFound);
  if (schedule.employeeId !== body.subordinateId)
    throw httpError(400, SUBORDINATE_SCHEDULE_MESSAGES.notTheirs);
  return schedule;
}

/** A presence (and a remote request) lands on its schedule's day: a move there in a closed month is 409. */
const presenceHooks: ReviewHooks<PresenceRecord> = { days: (_state, p) => ({ from: p.scheduleDate }) };

export const attendanceDomain = defineDomain({
  name: 'attendance',
  seed({ faker, state, personas, employees, today, nextId }) {
    state.domains.attendance = seedAttendance({ faker, state, personas, employees, today, nextId });
  },
  register(app) {
    const e = attendanceEndpoints;

    route(app, e.scheduleToday, ({ state, user, now }) => {
      const db = attendanceDb(state, user);
      const s = scheduleOn(db, user.id, toJakartaDate(now));
      return s ? scheduleView(state, db, s) : null;
    });

    route(app, e.scheduleByDate, ({ state, user, input }) => {
      const db = attendanceDb(state, user);
      const s = scheduleOn(db, user.id, input.query.requestedDate);
      return s ? scheduleView(state, db, s) : null;
    });

    route(app, e.checkList, ({ state, user }) => {
      const db = attendanceDb(state, user);
      return { checkList: db.checkList.get(user.companyId) ?? [] };
    });

    route(app, e.clockIn, async (args) => {
      const { state, user, input, now } = args;
      const db = attendanceDb(state, user);
      const schedule = ownSchedule(db, user, input.body.scheduleId);
      const { at, flags } = clockTime(input.body, now);
      // evidence and device first: a refused call records nothing (DESIGN "Evidence")
      const photo = requireOwnEvidence(args, input.body.photo, { field: 'photo', kind: 'selfie', at });
      await requireSignedClock(db.gate, user.id, input.body, {
        type: 'clock-in',
        scheduleId: schedule.id,
        latitude: input.body.latitude,
        longitude: input.body.longitude,
        photoDigest: await photoDigestOf(storedFile(state, photo).bytes),
      });
      if (!clockableToday(schedule, at)) throw httpError(409, 'Jadwal ini bukan jadwal hari ini');
      requireOpenMonth(state, user.companyId, schedule.date);
      if (activePresence(db, schedule.id)) throw httpError(409, 'Anda sudah absen masuk untuk jadwal ini');
      const p = newPresence(state, schedule, {
        presenceType: 'self',
        status: 'approved',
        clockIn: toJakartaTimestamp(at),
        photo,
        latitude: input.body.latitude,
        longitude: input.body.longitude,
        description: null,
        ...(input.body.locationSignals ? { locationSignals: input.body.locationSignals } : {}),
      });
      addFlags(p, flags);
      return reply(presenceItem(state, p), 'Absen masuk berhasil');
    });

    route(app, e.clockOut, async ({ state, user, input, now }) => {
      const db = attendanceDb(state, user);
      const p = db.presences.get(input.body.presenceId);
      // someone else's presence answers as an unknown one (OWASP ASVS 5.0 V8.2.2)
      if (!p || p.employeeId !== user.id) throw httpError(404, 'Presensi tidak ditemukan');
      await requireSignedClock(db.gate, user.id, input.body, {
        type: 'clock-out',
        scheduleId: p.scheduleId,
        latitude: input.body.latitude,
        longitude: input.body.longitude,
        photoDigest: null,
      });
      if (p.status !== 'pending' && p.status !== 'approved')
        throw httpError(409, 'Presensi ini sudah tidak berlaku');
      if (!p.clockIn) throw httpError(409, 'Anda belum absen masuk');
      if (p.clockOut) throw httpError(409, 'Anda sudah absen keluar');
      requireOpenMonth(state, user.companyId, p.scheduleDate);
      const { at, flags } = clockTime(input.body, now);
      if (at.getTime() < Date.parse(p.clockIn))
        throw httpError(400, 'clientTime: tidak boleh sebelum jam masuk');
      p.clockOut = toJakartaTimestamp(at);
      addFlags(p, flags);
      return reply(presenceItem(state, p), 'Absen keluar berhasil');
    });

    route(app, e.registerDeviceKey, async ({ state, user, input, now, c }) => {
      const db = attendanceDb(state, user);
      const deviceName = deviceNameOf(c.req.header('user-agent'));
      const registered = await registerDeviceKey(
        db.gate,
        user.id,
        { publicKey: input.body.publicKey, deviceName },
        now,
        () => nextId(state, 'device-request'),
      );
      return registered.status === 'approved'
        ? {
            keyId: registered.record.keyId,
            registeredAt: registered.record.registeredAt,
            status: 'approved' as const,
            deviceName: registered.record.deviceName,
          }
        : {
            keyId: registered.request.keyId,
            registeredAt: registered.request.requestedAt,
            status: 'pending' as const,
            deviceName: registered.request.deviceName,
          };
    });

    /** A scanned code sent along is checked again (./attendance/gate.ts); its replay key, to mark once recorded. */
    const qrClaim = (
      db: AttendanceState,
      body: { subordinateId: number; scheduleId: number; qrCode?: string | undefined },
      type: 'clock-in' | 'clock-out',
    ) =>
      body.qrCode === undefined
        ? Promise.resolve(null)
        : checkQrClaim(db.gate, {
            subordinateId: body.subordinateId,
            scheduleId: body.scheduleId,
            type,
            qrCode: body.qrCode,
          });

    route(app, e.subordinateClockIn, async (args) => {
      const { state, user, input } = args;
      const db = attendanceDb(state, user);
      const schedule = subordinateSchedule(state, db, user, input.body);
      const photo = optionalOwnEvidence(args, input.body.photo, { field: 'photo' });
      const replayKey = await qrClaim(db, input.body, 'clock-in');
      requireOpenMonthOf(state, schedule.employeeId, schedule.date);
      if (activePresence(db, schedule.id))
        throw httpError(409, 'Karyawan sudah absen masuk untuk jadwal ini');
      const presenceType = input.body.presenceType ?? 'manual';
      const p = newPresence(state, schedule, {
        presenceType,
        status: presenceType === 'manual' ? 'pending' : 'approved',
        clockIn: input.body.clockIn,
        photo,
        latitude: input.body.latitude,
        longitude: input.body.longitude,
        description: `Absen ${presenceType === 'qr' ? 'QR' : 'manual'} oleh ${user.name}`,
      });
      if (replayKey) db.gate.usedCodes.add(replayKey);
      return reply(presenceItem(state, p), 'Absen karyawan success');
    });

    route(app, e.subordinateClockOut, async (args) => {
      const { state, user, input } = args;
      const db = attendanceDb(state, user);
      const schedule = subordinateSchedule(state, db, user, input.body);
      optionalOwnEvidence(args, input.body.photo, { field: 'photo' });
      const replayKey = await qrClaim(db, input.body, 'clock-out');
      requireOpenMonthOf(state, schedule.employeeId, schedule.date);
      const p = activePresence(db, schedule.id);
      if (!p?.clockIn) throw httpError(409, 'Karyawan belum absen masuk');
      if (p.clockOut) throw httpError(409, 'Karyawan sudah absen keluar');
      if (Date.parse(input.body.clockOut) < Date.parse(p.clockIn)) {
        throw httpError(400, 'clockOut: tidak boleh sebelum jam masuk');
      }
      p.clockOut = input.body.clockOut;
      if (replayKey) db.gate.usedCodes.add(replayKey);
      return reply(presenceItem(state, p), 'Absen karyawan success');
    });

    route(app, e.presenceHistoryMy, ({ state, user, input }) => {
      const db = attendanceDb(state, user);
      // presenceTypes (our extension) filters before paging, so every page is full
      const types = input.query.presenceTypes;
      const presences = types
        ? [...db.presences.values()].filter((p) => types.includes(p.presenceType))
        : db.presences.values();
      const page = myHistory(presences, user.id, (p) => p.scheduleDate, input.query);
      return { presences: page.items.map((p) => presenceItem(state, p)), pagination: page.pagination };
    });

    route(app, e.presenceHistorySubordinate, ({ state, user, input }) => {
      const db = attendanceDb(state, user);
      const types = input.query.presenceTypes;
      const presences = types
        ? [...db.presences.values()].filter((p) => types.includes(p.presenceType))
        : db.presences.values();
      const page = teamHistory(state, presences, user.id, (p) => p.scheduleDate, input.query);
      return { presences: page.items.map((p) => presenceItem(state, p)), pagination: page.pagination };
    });

    approvalRoutes(
      app,
      { approve: e.presenceApprove, reject: e.presenceReject, approveBulk: e.presenceApproveBulk },
      'Presensi',
      (state, user) => attendanceDb(state, user).presences,
      presenceHooks,
    );

    route(app, e.remoteRequest, (args) => {
      const { state, user, input } = args;
      const db = attendanceDb(state, user);
      const schedule = ownSchedule(db, user, input.body.scheduleId);
      const photo = requireOwnEvidence(args, input.body.photo, { field: 'photo' });
      if (schedule.date !== input.body.requestedDate) {
        throw httpError(400, `Tidak ada shift di tanggal ${input.body.requestedDate}`);
      }
      requireOpenMonth(state, user.companyId, schedule.date);
      if (activePresence(db, schedule.id)) throw httpError(409, 'Sudah ada presensi untuk jadwal ini');
      const p = newPresence(state, schedule, {
        presenceType: 'remote',
        status: 'pending',
        clockIn: null,
        photo,
        latitude: input.body.latitude,
        longitude: input.body.longitude,
        description: input.body.description,
      });
      return reply(presenceItem(state, p), 'Request Remote Success');
    });

    route(app, e.remoteCancel, ({ state, user, input, now }) => {
      const db = attendanceDb(state, user);
      const p = db.presences.get(input.params.id);
      const remote = p?.presenceType === 'remote' ? p : undefined;
      cancelGuarded(state, remote, user, 'Pengajuan remote', presenceHooks, now);
      return reply(null, 'Cancel remote success');
    });

    route(app, e.offices, ({ state, user }) => {
      attendanceDb(state, user);
      return {
        offices: officesOfCompany(state, user.companyId).map((o) => ({
          id: o.id,
          name: o.name,
          lat: o.lat,
          long: o.long,
        })),
      };
    });
  },
});
