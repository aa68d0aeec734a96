/**
 * The plant's days, from the first day of the previous month to two weeks ahead: a schedule on every working day
 * (Monday to Saturday, the plant's 6-day week; Sunday is the weekly rest day), the shift by the department's
 * rotation (week by week: morning, afternoon and, for three-shift departments, night 23:00–07:00, which belongs to
 * the day it starts). On past days most clock in at the gate on time, some are late by 6–40 minutes, a few absent,
 * on leave (annual, sick with a doctor's note, bereavement) or on permission; clock-outs at the shift end plus a few
 * minutes, a handful early or missing; overtime after a shift or on a Sunday, mostly approved. Today: whoever has
 * come in by the seed's instant. Ahead: leaves and permissions, pending or approved. A few hand-entered presences
 * of yesterday wait for approval.
 *
 * One generator per member (mulberry32, seeded from the plant's seed and the member's index) and ids from the
 * plant's own ranges: the same seed and instant give the same days, whenever they are laid.
 */
import type { PresenceType } from '@upah/core/contract/attendance';
import type { RequestStatus } from '@upah/core/contract/common';
import { generator } from '../../seed/random';
import type { MockState, Office } from '../../state/types';
import { addDays, weekday } from '../../time';
import type { MasterShiftRecord, PresenceRecord, ScheduleRecord } from '../attendance/model';
import { firstDayOfPreviousMonth } from '../team-day/seed';
import type { PlantMember } from './people';

/** The first id of each kind of record the plant lays: ranges of their own, far above the seeded ones. */
export const PLANT_FIRST_RECORD_ID = 20_000_001;

const DAY_S = 86_400;
const MINUTE_S = 60;
const DAYS_AHEAD = 14;

const OVERTIME_TEXTS = ['Kejar target ekspor', 'Lembur produksi pesanan', 'Stock opname gudang'];
const PERMISSION_TEXTS = [
  'Mengurus dokumen di kelurahan',
  'Mengantar anak ke puskesmas',
  'Kontrol ke dokter',
];
const LEAVES = [
  { code: 'CT', description: 'Pulang kampung' },
  { code: 'CT', description: 'Acara keluarga' },
  { code: 'CT', description: 'Menikahkan adik' },
  { code: 'CS', description: 'Demam, surat dokter terlampir' },
  { code: 'CD', description: 'Keluarga berduka' },
] as const;
const REJECT_REASONS = ['Target produksi minggu ini', 'Kuota lembur bulan ini habis'];

/** The plant's three shifts (master shifts of its company), by name. */
export interface PlantShifts {
  readonly morning: MasterShiftRecord;
  readonly afternoon: MasterShiftRecord;
  readonly night: MasterShiftRecord;
}

export interface PlantDaysInput {
  readonly state: MockState;
  readonly members: readonly PlantMember[];
  readonly shifts: PlantShifts;
  readonly offices: ReadonlyMap<number, Office>;
  /** The plant's seed (from MOCK_SEED) and the instant of the reset. */
  readonly seed: number;
  readonly now: Date;
  readonly today: string;
}

const secondsOf = (time: string) =>
  Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8) || 0);
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const clock = (s: number) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;

export function layPlantDays(input: PlantDaysInput): void {
  const { state, members, shifts, offices, now, today } = input;
  const attendance = state.domains.attendance;
  const nowMs = now.getTime();
  // the days once, with one more for the night shift's clock-out
  const days: string[] = [];
  const last = addDays(today, DAYS_AHEAD + 1);
  for (let date = firstDayOfPreviousMonth(today); date <= last; date = addDays(date, 1)) days.push(date);
  const midnight = days.map((d) => Date.parse(`${d}T00:00:00+07:00`));
  const weekdays = days.map((d) => weekday(d));
  /** Monday-based week number of each day: the rotation moves on each Monday. */
  const weeks = midnight.map((ms) => Math.floor((ms / 1000 / DAY_S + 3) / 7));
  const todayIndex = days.indexOf(today);
  const lastScheduled = days.length - 2;
  /** `YYYY-MM-DDTHH:mm:ss+07:00` of `seconds` after the midnight of day `index` (past midnight: the next day). */
  const stamp = (index: number, seconds: number) => {
    const s = Math.round(seconds);
    const carry = Math.floor(s / DAY_S);
    return `${days[index + carry]}T${clock(s - carry * DAY_S)}+07:00`;
  };
  const msAt = (index: number, seconds: number) => (midnight[index] ?? Number.NaN) + seconds * 1000;

  let ids = PLANT_FIRST_RECORD_ID;
  const nextId = () => ids++;
  const rotation = {
    day: [shifts.morning],
    two: [shifts.morning, shifts.afternoon],
    three: [shifts.morning, shifts.afternoon, shifts.night],
  } as const;

  members.forEach((member, memberIndex) => {
    const { employee: e, department, group } = member;
    const rnd = generator((input.seed ^ Math.imul(memberIndex + 1, 2_654_435_761)) >>> 0);
    const pattern = rotation[department.pattern];
    attendance.assignments.set(
      e.id,
      pattern.map((s) => s.id),
    );
    const office = offices.get(e.officeId) ?? { lat: -6.3, long: 107.15 };
    /** Where a phone clocked in: within 200 m of the member's office (a gate or hand entry: the office). */
    const near = (base: number, type: PresenceType) =>
      type === 'self' ? Math.round((base + rnd.next() * 0.0018) * 1e6) / 1e6 : base;
    const schedules: (ScheduleRecord | undefined)[] = [];
    for (let i = 0; i <= lastScheduled; i++) {
      if (weekdays[i] === 0) continue; // Sunday, the weekly rest day
      const shift = pattern[(group + (weeks[i] ?? 0)) % pattern.length] ?? shifts.morning;
      const range = shift.detail.timeRange[0];
      if (!range) continue;
      const schedule: ScheduleRecord = {
        id: nextId(),
        employeeId: e.id,
        date: days[i] as string,
        masterShiftId: shift.id,
        shiftName: shift.shiftName,
        startTime: range.startTime,
        endTime: range.endTime,
      };
      attendance.schedules.set(schedule.id, schedule);
      schedules[i] = schedule;
    }

    const presence = (
      i: number,
      s: ScheduleRecord,
      type: PresenceType,
      clockIn: number | null,
      clockOut: number | null,
      status: RequestStatus = 'approved',
    ) => {
      const id = nextId();
      const record: PresenceRecord = {
        id,
        employeeId: e.id,
        scheduleId: s.id,
        scheduleDate: s.date,
        clockIn: clockIn === null ? null : stamp(i, clockIn),
        clockOut: clockOut === null ? null : stamp(i, clockOut),
        photo: type === 'manual' ? null : `/files/seed-${type === 'qr' ? 'gerbang' : 'selfie'}-${id}.jpg`,
        status,
        presenceType: type,
        description:
          type === 'qr'
            ? 'Absen QR di gerbang'
            : type === 'manual'
              ? 'Absen manual oleh atasan: lupa membawa kartu'
              : null,
        rejectReason: null,
        latitude: near(office.lat, type),
        longitude: near(office.long, type),
      };
      attendance.presences.set(id, record);
    };
    const leave = (from: number, to: number, status: RequestStatus) => {
      const kind = rnd.pick(LEAVES);
      const id = nextId();
      state.domains.leave.requests.set(id, {
        id,
        employeeId: e.id,
        leaveCategory: kind.code,
        startAt: days[from] as string,
        endAt: days[to] as string,
        description: kind.description,
        photos: kind.code === 'CS' ? [`/files/seed-surat-dokter-${id}.jpg`] : [],
        status,
        rejectReason: null,
      });
    };
    const permission = (s: ScheduleRecord, from: number, to: number, status: RequestStatus) => {
      const id = nextId();
      state.domains.permission.requests.set(id, {
        id,
        employeeId: e.id,
        scheduleId: s.id,
        scheduleDate: s.date,
        startTime: clock(from % DAY_S),
        endTime: clock(to % DAY_S),
        description: rnd.pick(PERMISSION_TEXTS),
        photo: null,
        latitude: office.lat,
        longitude: office.long,
        status,
        rejectReason: null,
      });
    };
    const overtime = (
      i: number,
      s: ScheduleRecord | null,
      from: number,
      hours: number,
      status: RequestStatus,
    ) => {
      const id = nextId();
      state.domains.overtime.requests.set(id, {
        id,
        employeeId: e.id,
        overtimeType: s ? 'workday' : 'offday',
        scheduleId: s?.id ?? null,
        startAt: stamp(i, from),
        endAt: stamp(i, from + hours * 3600),
        description: rnd.pick(OVERTIME_TEXTS),
        photos: [],
        status,
        rejectReason: status === 'rejected' ? rnd.pick(REJECT_REASONS) : null,
      });
    };
    const decided = (): RequestStatus => {
      const r = rnd.next();
      return r < 0.8 ? 'approved' : r < 0.92 ? 'pending' : 'rejected';
    };

    let leaveUntil = -1;
    for (let i = 0; i < todayIndex; i++) {
      const s = schedules[i];
      if (!s) {
        // Sunday: now and then a rest-day shift of overtime from 07:00
        if (rnd.next() < 0.04)
          overtime(i, null, 7 * 3600, rnd.int(5, 7), rnd.next() < 0.85 ? 'approved' : 'pending');
        continue;
      }
      if (i <= leaveUntil) continue;
      const start = secondsOf(s.startTime);
      let end = secondsOf(s.endTime);
      if (end <= start) end += DAY_S;
      const roll = rnd.next();
      if (roll < 0.012) {
        leaveUntil = Math.min(todayIndex - 1, i + rnd.int(0, 2));
        leave(i, leaveUntil, 'approved');
        continue;
      }
      if (department.pattern === 'day' && roll < 0.03) {
        presence(i, s, 'remote', null, null);
        continue;
      }
      if (roll < 0.046) {
        // absent; yesterday's now and then entered by hand, waiting for approval
        if (i === todayIndex - 1 && rnd.next() < 0.3)
          presence(
            i,
            s,
            'manual',
            start - rnd.int(0, 10) * MINUTE_S,
            end + rnd.int(0, 10) * MINUTE_S,
            'pending',
          );
        continue;
      }
      let clockIn: number;
      if (roll < 0.066) {
        // permission: half for the whole shift, half for its first two hours
        const whole = rnd.next() < 0.5;
        const until = whole ? end : start + 2 * 3600;
        permission(s, start, until, 'approved');
        if (whole) continue;
        clockIn = until + rnd.int(-10, 4) * MINUTE_S;
      } else if (roll < 0.186) {
        clockIn = start + rnd.int(6, 40) * MINUTE_S + rnd.int(0, 59);
      } else {
        clockIn = start - rnd.int(0, 25) * MINUTE_S + rnd.int(0, 59);
      }
      const out = rnd.next();
      let clockOut: number | null =
        out < 0.003
          ? null
          : out < 0.011
            ? end - rnd.int(1, 60) * MINUTE_S
            : end + rnd.int(0, 12) * MINUTE_S + rnd.int(0, 59);
      // a night shift that started yesterday may still be running at the seed's instant
      if (clockOut !== null && msAt(i, clockOut) > nowMs) clockOut = null;
      presence(i, s, rnd.next() < 0.7 ? 'qr' : 'self', clockIn, clockOut);
      if (clockOut !== null && clockOut >= end && rnd.next() < 0.06) {
        const from = end + rnd.int(0, 2) * 15 * MINUTE_S;
        if (msAt(i, from + 3 * 3600) <= nowMs) overtime(i, s, from, rnd.int(1, 3), decided());
      }
    }

    // Today: whoever has come in by the seed's instant.
    const todays = schedules[todayIndex];
    if (todays) {
      const start = secondsOf(todays.startTime);
      const roll = rnd.next();
      const clockIn =
        roll < 0.06
          ? null
          : roll < 0.18
            ? start + rnd.int(6, 40) * MINUTE_S + rnd.int(0, 59)
            : start - rnd.int(0, 25) * MINUTE_S + rnd.int(0, 59);
      if (clockIn !== null && msAt(todayIndex, clockIn) <= nowMs)
        presence(todayIndex, todays, rnd.next() < 0.7 ? 'qr' : 'self', clockIn, null);
    }

    // Ahead: one in thirty has a leave coming (pending or approved), one in two hundred a permission.
    if (rnd.next() < 0.033) {
      const from = todayIndex + rnd.int(1, DAYS_AHEAD - 2);
      leave(from, from + rnd.int(0, 2), rnd.next() < 0.6 ? 'pending' : 'approved');
    }
    if (rnd.next() < 0.005) {
      const i = todayIndex + rnd.int(1, DAYS_AHEAD);
      const s = schedules[i];
      if (s) {
        const from = secondsOf(s.startTime) + 3 * 3600;
        permission(s, from, from + 2 * 3600, 'pending');
      }
    }
  });
}
