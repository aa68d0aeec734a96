/**
 * Attendance seed (docs/ARCHITECTURE.md "Demo personas"): master shifts per company, schedules for every employee from two weeks
 * before to two weeks after today (Asia/Jakarta), two weeks of presence history, remote requests and
 * manual presences in every status, and pending manual presences for each direct subordinate of the
 * supervisor persona.
 */
import type { Faker } from '@faker-js/faker';
import type { PresenceType } from '@upah/core/contract/attendance';
import type { RequestStatus } from '@upah/core/contract/common';
import type { PersonaKey } from '../../personas';
import { directSubordinates } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';
import { addDays, fromJakarta, toJakartaTimestamp, weekday } from '../../time';
import { emptyGateState } from './gate';
import type { AttendanceState, MasterShiftRecord, PresenceRecord, ScheduleRecord } from './model';

export const SCHEDULE_WINDOW_DAYS = 14;

const SHIFT_TEMPLATES = [
  {
    shiftName: 'Shift Kantor',
    timeRange: [{ days: [1, 2, 3, 4, 5, 6], startTime: '08:00:00', endTime: '18:00:00' }],
  },
  {
    shiftName: 'Shift Pagi',
    timeRange: [
      { days: [1, 2, 3, 4, 5], startTime: '06:00:00', endTime: '14:00:00' },
      { days: [6], startTime: '06:00:00', endTime: '11:00:00' },
    ],
  },
  {
    shiftName: 'Shift Siang',
    timeRange: [{ days: [1, 2, 3, 4, 5, 6], startTime: '14:00:00', endTime: '22:00:00' }],
  },
  {
    shiftName: 'Shift Malam',
    timeRange: [{ days: [1, 2, 3, 4, 5], startTime: '22:00:00', endTime: '06:00:00' }],
  },
  {
    shiftName: 'Shift Akhir Pekan',
    timeRange: [{ days: [0, 6], startTime: '08:00:00', endTime: '16:00:00' }],
  },
] as const;

const CHECK_LIST = [
  'Seragam kerja lengkap',
  'Kartu identitas karyawan dibawa',
  'Kondisi badan sehat',
  'Sepatu keselamatan dipakai',
];

export interface AttendanceSeedInput {
  faker: Faker;
  state: MockState;
  personas: Readonly<Record<PersonaKey, Employee>>;
  employees: readonly Employee[];
  today: string;
  nextId(kind: string, start?: number): number;
}

const photoUrl = (kind: string, n: number) => `/files/seed-${kind}-${n}.jpg`;

export function seedAttendance(input: AttendanceSeedInput): AttendanceState {
  const { faker, state, personas, today, nextId } = input;
  const db: AttendanceState = {
    masterShifts: [],
    assignments: new Map(),
    schedules: new Map(),
    presences: new Map(),
    checkList: new Map(),
    gate: emptyGateState(),
  };
  for (const company of state.companies.values()) {
    for (const t of SHIFT_TEMPLATES) {
      const shift: MasterShiftRecord = {
        id: nextId('masterShift'),
        companyId: company.id,
        shiftName: t.shiftName,
        detail: {
          timeRange: t.timeRange.map((r) => ({
            days: [...r.days],
            startTime: r.startTime,
            endTime: r.endTime,
          })),
        },
      };
      db.masterShifts.push(shift);
    }
    db.checkList.set(
      company.id,
      CHECK_LIST.map((name, i) => ({ id: i + 1, name })),
    );
  }
  const shiftsOf = (companyId: number, names: string[]) =>
    names.flatMap((name) =>
      db.masterShifts.filter((s) => s.companyId === companyId && s.shiftName === name).map((s) => s.id),
    );

  // Personas work office hours and have a weekend shift, so every day of a demo has a schedule.
  for (const e of input.employees) {
    const names = e.personaKey
      ? ['Shift Kantor', 'Shift Akhir Pekan']
      : [faker.helpers.arrayElement(['Shift Kantor', 'Shift Pagi', 'Shift Siang', 'Shift Malam'])];
    db.assignments.set(e.id, shiftsOf(e.companyId, names));
  }
  for (const e of input.employees) {
    for (let d = -SCHEDULE_WINDOW_DAYS; d <= SCHEDULE_WINDOW_DAYS; d++) {
      const date = addDays(today, d);
      const schedule = scheduleFor(db, e.id, date, () => nextId('schedule'));
      if (schedule) db.schedules.set(schedule.id, schedule);
    }
  }

  const addPresence = (
    schedule: ScheduleRecord,
    presenceType: PresenceType,
    status: RequestStatus,
    options: { clockOut?: boolean; description?: string | null; rejectReason?: string | null } = {},
  ) => {
    const id = nextId('presence');
    const start = fromJakarta(schedule.date, schedule.startTime).getTime();
    const clockIn =
      presenceType === 'remote' ? null : start - faker.number.int({ min: -10, max: 25 }) * 60_000;
    const hours = presenceType === 'remote' ? 0 : faker.number.int({ min: 8, max: 10 });
    const record: PresenceRecord = {
      id,
      employeeId: schedule.employeeId,
      scheduleId: schedule.id,
      scheduleDate: schedule.date,
      clockIn: clockIn === null ? null : toJakartaTimestamp(new Date(clockIn)),
      clockOut:
        clockIn === null || options.clockOut === false
          ? null
          : toJakartaTimestamp(
              new Date(clockIn + hours * 3_600_000 + faker.number.int({ min: 0, max: 50 }) * 60_000),
            ),
      photo: presenceType === 'manual' ? null : photoUrl('selfie', id),
      status,
      presenceType,
      description: options.description ?? null,
      rejectReason: options.rejectReason ?? null,
      latitude: -6.2 + faker.number.float({ min: -0.01, max: 0.01, fractionDigits: 6 }),
      longitude: 106.84 + faker.number.float({ min: -0.01, max: 0.01, fractionDigits: 6 }),
    };
    db.presences.set(id, record);
    return record;
  };

  const pastSchedules = (employeeId: number) =>
    [...db.schedules.values()]
      .filter(
        (s) =>
          s.employeeId === employeeId && s.date < today && s.date >= addDays(today, -SCHEDULE_WINDOW_DAYS),
      )
      .sort((a, b) => b.date.localeCompare(a.date));

  const subordinates = new Set(directSubordinates(state, personas.supervisor.id).map((e) => e.id));
  const reasons = ['Lokasi di luar radius kantor', 'Foto tidak jelas', 'Tidak sesuai jadwal'];

  for (const e of input.employees) {
    const past = pastSchedules(e.id);
    past.forEach((schedule, index) => {
      // the most recent day of a supervisor's subordinate: a manual entry waiting for approval (SPEC §4)
      if (subordinates.has(e.id) && index === 0) {
        addPresence(schedule, 'manual', 'pending', {
          description: 'Absen manual oleh atasan: lupa membawa ponsel',
        });
      } else if (subordinates.has(e.id) && index === 1) {
        addPresence(schedule, 'manual', faker.helpers.arrayElement(['approved', 'rejected'] as const), {
          description: 'Absen manual oleh atasan',
        });
      } else if (faker.number.int({ min: 1, max: 10 }) <= 9) {
        addPresence(schedule, 'self', 'approved');
      }
    });
  }

  // Remote requests of the employee persona in every status (SPEC §4), one per day.
  const employee = personas.employee;
  const freeDay = (from: number, step: number) => {
    for (let d = from; Math.abs(d) <= SCHEDULE_WINDOW_DAYS; d += step) {
      const s = [...db.schedules.values()].find(
        (x) => x.employeeId === employee.id && x.date === addDays(today, d),
      );
      if (s && ![...db.presences.values()].some((p) => p.scheduleId === s.id)) return s;
    }
    return undefined;
  };
  const remote = (schedule: ScheduleRecord | undefined, status: RequestStatus) => {
    if (!schedule) return;
    addPresence(schedule, 'remote', status, {
      description: faker.helpers.arrayElement([
        'Kunjungan ke klien di Bekasi',
        'Dinas luar ke gudang Cikarang',
        'Rapat vendor di Bandung',
      ]),
      rejectReason: status === 'rejected' ? faker.helpers.arrayElement(reasons) : null,
    });
  };
  remote(freeDay(1, 1), 'pending');
  remote(freeDay(3, 1), 'canceled');
  for (const status of ['approved', 'rejected', 'canceled'] as const) {
    const day = pastSchedules(employee.id).find(
      (s) => ![...db.presences.values()].some((p) => p.scheduleId === s.id && p.presenceType !== 'self'),
    );
    if (!day) continue;
    for (const [id, p] of db.presences) if (p.scheduleId === day.id) db.presences.delete(id);
    remote(day, status);
  }
  return db;
}

/** The schedule of an employee on a date from their assigned master shifts, or undefined on a day off. */
export function scheduleFor(
  db: AttendanceState,
  employeeId: number,
  date: string,
  newId: () => number,
  preferredShiftId?: number,
): ScheduleRecord | undefined {
  const day = weekday(date);
  const ids = preferredShiftId !== undefined ? [preferredShiftId] : (db.assignments.get(employeeId) ?? []);
  for (const shiftId of ids) {
    const shift = db.masterShifts.find((s) => s.id === shiftId);
    const range = shift?.detail.timeRange.find((r) => r.days.includes(day));
    if (shift && range) {
      return {
        id: newId(),
        employeeId,
        date,
        masterShiftId: shift.id,
        shiftName: shift.shiftName,
        startTime: range.startTime,
        endTime: range.endTime,
      };
    }
  }
  return undefined;
}
