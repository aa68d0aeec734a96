/**
 * Past days of the hr persona's and the supervisor persona's teams (DESIGN "Team views and payroll"), from the
 * first day of the previous month to yesterday, so the team board and the month recap have real months to show:
 * the company's weekly rest days (Sunday, and Saturday for a 5-day week) have no shift; most arrive on time, some
 * late by 6–40 minutes (past the 5-minute tolerance), a few absent, on leave (annual, sick with a doctor's note
 * photo, bereavement), on permission for the first two hours, remote; clock-outs at the shift end plus a few
 * minutes, a handful of early leaves (1–60 minutes) and missed clock-outs a month per team; one in eight of hr's
 * team worked night shifts (22:00–06:00) before the recent days.
 *
 * Nobody is seeded at work, on leave or absent on a day of the company's calendar (libur nasional, cuti bersama):
 * those days stay the holiday the team-day rule makes them, today included.
 *
 * Seeded after hr-team with a faker of its own, so nothing seeded before changes: it adds schedules only before
 * the days the attendance seeds already hold, and presences and requests only on past days that have no
 * presence. The personas (employee, gate-1…3) get presences on those older days only, never requests; they keep
 * their weekend shift today and ahead, and today is never touched (the e2e clocks people in today). Of the past
 * days the attendance seed holds, a rest day's schedule is taken away when nothing but a plain self clock-in is on
 * it (a request or another presence keeps it: a worked rest day), and the clock-ins it made end at the shift end
 * plus a few minutes. Deterministic by MOCK_SEED.
 */
import type { PresenceType } from '@upah/core/contract/attendance';
import { isWeeklyRestDay } from '@upah/core/rules/calendar-day';
import { shiftWindow } from '@upah/core/rules/team-day';
import { generator } from '../../seed/random';
import { calendarOf, workPolicyOf } from '../../state/queries';
import { addDays } from '../../time';
import type { PresenceRecord, ScheduleRecord } from '../attendance/model';
import { scheduleFor } from '../attendance/seed';
import type { LeaveRecord } from '../leave';
import type { PermissionRecord } from '../permission';
import type { SeedContext } from '../types';

const MINUTE = 60_000;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
/** Seconds into the day of `HH:mm:ss`. */
const secondsOf = (time: string) =>
  Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8) || 0);
/** `YYYY-MM-DDTHH:mm:ss+07:00` without the general parser (thousands are made here). */
const stamp = (ms: number) => `${new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

/** Early leaves and missed clock-outs a team shows in a month (a handful each, whatever its size). */
const EARLY_LEAVES_PER_TEAM_MONTH = 5;
const MISSED_CLOCK_OUTS_PER_TEAM_MONTH = 4;
const WORKDAYS_PER_MONTH = 22;

/** The first day of the month before `today`'s. */
export function firstDayOfPreviousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const prev = new Date(Date.UTC(y, m - 2, 1));
  return prev.toISOString().slice(0, 10);
}

const LEAVES = [
  { code: 'CT', weight: 7, description: 'Pulang kampung' },
  { code: 'CS', weight: 2, description: 'Demam, surat dokter terlampir' },
  { code: 'CD', weight: 1, description: 'Keluarga berduka' },
] as const;
const LEAVE_WEIGHT = LEAVES.reduce((n, l) => n + l.weight, 0);
/** The leave kind at `ticket` (1…LEAVE_WEIGHT) of the weighted list. */
function leaveKind(ticket: number): (typeof LEAVES)[number] {
  let left = ticket;
  for (const kind of LEAVES) {
    left -= kind.weight;
    if (left <= 0) return kind;
  }
  return LEAVES[0];
}
const REMOTE_TEXTS = [
  'Kunjungan ke klien di Bekasi',
  'Rapat vendor di Bandung',
  'Dinas luar ke gudang Cikarang',
];
const PERMISSION_TEXTS = ['Mengurus dokumen di kelurahan', 'Mengantar anak ke dokter', 'Perbaikan kendaraan'];

export function seedTeamDays({ faker, state, personas, today, now, nextId }: SeedContext): void {
  const attendance = state.domains.attendance;
  const first = firstDayOfPreviousMonth(today);
  const yesterday = addDays(today, -1);
  // the days once (date arithmetic per employee-day would cost more than everything else here)
  const days: string[] = [];
  for (let date = first; date <= yesterday; date = addDays(date, 1)) days.push(date);
  const midnightMs = new Map([...days, today].map((d) => [d, Date.parse(`${d}T00:00:00+07:00`)]));
  const jakartaMs = (date: string, time: string) =>
    (midnightMs.get(date) ?? Number.NaN) + secondsOf(time) * 1000;
  const hr = personas.hr.id;
  const supervisor = personas.supervisor.id;
  const members = [...state.employees.values()]
    .filter((e) => e.supervisorId === hr || e.supervisorId === supervisor)
    .sort((a, b) => a.id - b.id);
  const memberIds = new Set(members.map((e) => e.id));

  const schedulesOf = new Map<number, Map<string, ScheduleRecord>>();
  for (const s of attendance.schedules.values()) {
    if (!memberIds.has(s.employeeId)) continue;
    const own = schedulesOf.get(s.employeeId) ?? new Map<string, ScheduleRecord>();
    schedulesOf.set(s.employeeId, own);
    own.set(s.date, s);
  }
  const withPresence = new Set<number>();
  /** Past schedules with a request, or a presence other than a plain approved self clock-in, on them. */
  const referenced = new Set<number>();
  const plainPresences = new Map<number, PresenceRecord[]>();
  /** Past clock-ins with a clock-out that the attendance seeds made (8–10 hours, whatever the shift). */
  const timedPresences = new Map<number, PresenceRecord[]>();
  for (const p of attendance.presences.values()) {
    if (!memberIds.has(p.employeeId)) continue;
    withPresence.add(p.scheduleId);
    if (p.scheduleDate < today && p.clockIn !== null && p.clockOut !== null && p.presenceType !== 'remote') {
      const list = timedPresences.get(p.scheduleId) ?? [];
      list.push(p);
      timedPresences.set(p.scheduleId, list);
    }
    if (p.presenceType === 'self' && p.status === 'approved' && p.scheduleDate < today) {
      const list = plainPresences.get(p.scheduleId) ?? [];
      list.push(p);
      plainPresences.set(p.scheduleId, list);
    } else referenced.add(p.scheduleId);
  }
  for (const r of state.domains.overtime.requests.values())
    if (r.scheduleId !== null && memberIds.has(r.employeeId)) referenced.add(r.scheduleId);
  for (const r of state.domains.permission.requests.values())
    if (memberIds.has(r.employeeId)) referenced.add(r.scheduleId);
  const teamSize = (supervisorId: number) => members.filter((m) => m.supervisorId === supervisorId).length;
  const monthlyRate = (perTeam: number, supervisorId: number) =>
    perTeam / Math.max(1, teamSize(supervisorId) * WORKDAYS_PER_MONTH);
  const rates = new Map(
    [hr, supervisor].map((id) => [
      id,
      {
        early: monthlyRate(EARLY_LEAVES_PER_TEAM_MONTH, id),
        missed: monthlyRate(MISSED_CLOCK_OUTS_PER_TEAM_MONTH, id),
      },
    ]),
  );
  const night = attendance.masterShifts.find(
    (s) => s.companyId === personas.hr.companyId && s.shiftName === 'Shift Malam',
  );
  const officeOf = (officeId: number) => state.offices.get(officeId) ?? { lat: -6.208763, long: 106.845599 };

  members.forEach((e, index) => {
    const rnd = generator(faker.number.int({ min: 1, max: 2 ** 31 - 1 }));
    const own = schedulesOf.get(e.id) ?? new Map<string, ScheduleRecord>();
    const held = [...own.keys()].sort();
    const firstHeld = held[0] ?? today;
    const persona = e.personaKey !== null;
    const nightShift = e.supervisorId === hr && index % 8 === 7 ? night?.id : undefined;
    const { workWeek } = workPolicyOf(state, e);
    const holidayOf = calendarOf(state, e);
    const rate = rates.get(e.supervisorId ?? hr) ?? { early: 0, missed: 0 };
    /** A clock-out at the shift end plus a few minutes (and seconds). */
    const onTimeOut = (s: ScheduleRecord) =>
      shiftWindow(s.date, s).endMs + rnd.int(0, 12) * MINUTE + rnd.int(0, 59) * 1000;
    for (const s of [...own.values()]) {
      if (s.date >= today) continue;
      if (isWeeklyRestDay(s.date, workWeek) && !referenced.has(s.id)) {
        // A rest day: no shift (the attendance seed gave every assigned weekday one).
        for (const p of plainPresences.get(s.id) ?? []) attendance.presences.delete(p.id);
        attendance.schedules.delete(s.id);
        own.delete(s.date);
        withPresence.delete(s.id);
        continue;
      }
      for (const p of timedPresences.get(s.id) ?? [])
        p.clockOut = stamp(Math.max(onTimeOut(s), Date.parse(p.clockIn ?? p.clockOut ?? '')));
    }

    // Schedules before the days the attendance seeds hold (their assignment; nights for the rotation).
    const added = new Set<string>();
    for (const date of days) {
      if (date >= firstHeld) break;
      if (isWeeklyRestDay(date, workWeek)) continue;
      const s = scheduleFor(attendance, e.id, date, () => nextId('schedule'), nightShift);
      if (!s) continue;
      attendance.schedules.set(s.id, s);
      own.set(date, s);
      added.add(date);
    }

    let leaveUntil = '';
    for (const [dayIndex, date] of days.entries()) {
      const s = own.get(date);
      if (date <= leaveUntil || holidayOf(date)) continue; // nobody is seeded at work on a holiday
      if (!s || withPresence.has(s.id)) continue;
      if (persona && !added.has(date)) continue;
      const roll = rnd.next();
      if (!persona && roll < 0.015) {
        // A leave of one to three calendar days over days nobody clocked in.
        const length = rnd.int(1, 3);
        let end = date;
        for (let i = 1; i < length; i++) {
          const next = days[dayIndex + i];
          const ns = next === undefined ? undefined : own.get(next);
          if (next === undefined || (ns && withPresence.has(ns.id))) break;
          end = next;
        }
        const kind = leaveKind(rnd.int(1, LEAVE_WEIGHT));
        const id = nextId('leave');
        const record: LeaveRecord = {
          id,
          employeeId: e.id,
          leaveCategory: kind.code,
          startAt: date,
          endAt: end,
          description: kind.description,
          photos: kind.code === 'CS' ? [`/files/seed-surat-dokter-${id}.jpg`] : [],
          status: 'approved',
          rejectReason: null,
        };
        state.domains.leave.requests.set(id, record);
        leaveUntil = end;
        continue;
      }
      if (!persona && roll < 0.035) {
        addPresence(s, 'remote', null, null, {
          description: rnd.pick(REMOTE_TEXTS),
          photo: `/files/seed-remote-${e.id}.jpg`,
        });
        continue;
      }
      if (roll < 0.065) continue; // absent: no clock-in, nothing that excuses it
      const start = jakartaMs(s.date, s.startTime);
      const end = shiftWindow(s.date, s).endMs;
      let clockIn: number;
      if (!persona && roll < 0.085) {
        // Permission: half for the whole shift (no clock-in), half for the first two hours, then in.
        const wholeShift = rnd.next() < 0.5;
        const permissionId = nextId('permission');
        const until = wholeShift ? end : start + 120 * MINUTE;
        const permission: PermissionRecord = {
          id: permissionId,
          employeeId: e.id,
          scheduleId: s.id,
          scheduleDate: s.date,
          startTime: s.startTime,
          endTime: stamp(until).slice(11, 19),
          description: rnd.pick(PERMISSION_TEXTS),
          photo: null,
          latitude: officeOf(e.officeId).lat,
          longitude: officeOf(e.officeId).long,
          status: 'approved',
          rejectReason: null,
        };
        state.domains.permission.requests.set(permissionId, permission);
        if (wholeShift) continue;
        clockIn = until + rnd.int(-10, 4) * MINUTE;
      } else if (roll < 0.2) {
        clockIn = start + rnd.int(6, 40) * MINUTE + rnd.int(0, 59) * 1000; // late
      } else {
        clockIn = start - rnd.int(0, 25) * MINUTE + rnd.int(0, 59) * 1000;
      }
      const out = rnd.next();
      const clockOut =
        out < rate.missed
          ? null // forgot to clock out
          : out < rate.missed + rate.early
            ? end - rnd.int(1, 60) * MINUTE // left early
            : onTimeOut(s);
      const gate = rnd.next() < 0.15;
      addPresence(s, gate ? 'qr' : 'self', clockIn, clockOut, {
        description: gate ? 'Absen QR di gerbang' : null,
        photo: `/files/seed-${gate ? 'gerbang' : 'selfie'}-${s.id}.jpg`,
        // one self clock-in in twenty from 2–4 km away: outside the 1 km of every office
        far: !gate && rnd.next() < 0.05,
      });
    }

    // Today, for hr's team only (the supervisor's team is clocked in by the e2e): whoever has come in by now.
    const todays = own.get(today);
    if (!persona && e.supervisorId === hr && todays && !withPresence.has(todays.id) && !holidayOf(today)) {
      const start = jakartaMs(today, todays.startTime);
      const roll = rnd.next();
      const clockIn =
        roll < 0.06
          ? null
          : roll < 0.18
            ? start + rnd.int(6, 40) * MINUTE + rnd.int(0, 59) * 1000
            : start - rnd.int(0, 25) * MINUTE + rnd.int(0, 59) * 1000;
      if (clockIn !== null && clockIn <= now.getTime()) {
        const gate = rnd.next() < 0.15;
        addPresence(todays, gate ? 'qr' : 'self', clockIn, null, {
          description: gate ? 'Absen QR di gerbang' : null,
          photo: `/files/seed-${gate ? 'gerbang' : 'selfie'}-${todays.id}.jpg`,
        });
      }
    }

    function addPresence(
      s: ScheduleRecord,
      presenceType: PresenceType,
      clockIn: number | null,
      clockOut: number | null,
      extra: { description: string | null; photo: string; far?: boolean },
    ) {
      const office = officeOf(e.officeId);
      const spread = extra.far ? 0.02 + rnd.next() * 0.015 : rnd.next() * 0.0025;
      const id = nextId('presence');
      const record: PresenceRecord = {
        id,
        employeeId: e.id,
        scheduleId: s.id,
        scheduleDate: s.date,
        clockIn: clockIn === null ? null : stamp(clockIn),
        clockOut: clockOut === null ? null : stamp(Math.max(clockOut, clockIn ?? clockOut)),
        photo: extra.photo,
        status: 'approved',
        presenceType,
        description: extra.description,
        rejectReason: null,
        latitude: Number((office.lat + spread).toFixed(6)),
        longitude: Number((office.long + spread / 2).toFixed(6)),
      };
      attendance.presences.set(id, record);
      withPresence.add(s.id);
    }
  });
}
