/**
 * The hr persona's team (SPEC §6 Supervisor, at scale): 300 direct subordinates with schedules around today, and 5,000
 * pending items across the four approval queues (1,250 presences, leaves, overtimes and permissions),
 * so the approval screens and the console can be measured at month-end size.
 *
 * Seeded last, with a faker of its own, so every other domain's seeded data stays as it was. Fast on
 * purpose (it runs for every test app): faker only for the 300 employees, the items cycle fixed texts.
 */

import { isWeeklyRestDay } from '@upah/core/rules/calendar-day';
import { shiftWindow } from '@upah/core/rules/team-day';
import { COMPANY_IDS, HR_PENDING_PER_QUEUE, HR_TEAM_SIZE } from '../personas';
import { makeEmployee } from '../state/factories';
import { calendarOf, workPolicyOf } from '../state/queries';
import type { Employee } from '../state/types';
import { addDays } from '../time';
import type { ScheduleRecord } from './attendance/model';
import { scheduleFor } from './attendance/seed';
import { seededPeriodStart } from './ewa-limit';
import { defineDomain } from './types';

/** Days around today that get schedules: enough past days for the pending presences, today for scans. */
const FIRST_DAY = -8;
const LAST_DAY = 3;

/** 20 × 15 names: 300 distinct team members without faker's slow name generator. */
const FIRST_NAMES = [
  'Adi',
  'Bayu',
  'Cahya',
  'Dian',
  'Eka',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kurnia',
  'Lestari',
  'Mega',
  'Nanda',
  'Oki',
  'Putri',
  'Rizky',
  'Sari',
  'Tono',
  'Wulan',
];
const LAST_NAMES = [
  'Saputra',
  'Wijaya',
  'Lestari',
  'Pratama',
  'Nugroho',
  'Hidayat',
  'Kusuma',
  'Permana',
  'Setiawan',
  'Rahayu',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Halim',
  'Wibowo',
];

/** Departments of hr's company, in turn: a third in operations, the rest spread over five. */
const DEPARTMENTS = [
  'Operasional',
  'Gudang',
  'Operasional',
  'Keuangan',
  'Penjualan',
  'Operasional',
  'IT',
  'Logistik',
];

const DESCRIPTIONS = ['Lupa membawa ponsel', 'Acara keluarga', 'Stock opname gudang', 'Mengurus dokumen'];
const LEAVE_CATEGORIES = ['CT', 'CS', 'CD'];

const HOUR_MS = 3_600_000;
const JAKARTA_OFFSET_MS = 7 * HOUR_MS;

/** Epoch ms of a Jakarta date and HH:mm:ss (the +07:00 offset is fixed, SPEC §9). */
const jakartaMs = (date: string, time: string) => Date.parse(`${date}T${time}Z`) - JAKARTA_OFFSET_MS;
/** `YYYY-MM-DDTHH:mm:ss+07:00` without going through the general parser: 5,000 of them are made here. */
const stamp = (ms: number) => `${new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

export const hrTeamDomain = defineDomain({
  name: 'hr-team',
  seed({ faker, state, personas, today, nextId }) {
    const hr = personas.hr;
    const attendance = state.domains.attendance;
    const shift = attendance.masterShifts.find(
      (s) => s.companyId === COMPANY_IDS.main && s.shiftName === 'Shift Kantor',
    );
    const weekend = attendance.masterShifts.find(
      (s) => s.companyId === COMPANY_IDS.main && s.shiftName === 'Shift Akhir Pekan',
    );
    const days: string[] = [];
    for (let d = FIRST_DAY; d <= LAST_DAY; d++) days.push(addDays(today, d));
    const team: Employee[] = [];
    const schedulesOf = new Map<number, ScheduleRecord[]>();
    /** Each member's past weekly rest days, latest first. */
    const restDaysOf = new Map<number, string[]>();
    for (let i = 0; i < HR_TEAM_SIZE; i++) {
      const e = makeEmployee(faker, {
        id: nextId('employee', 100),
        companyId: COMPANY_IDS.main,
        officeId: 1 + (i % 3),
        supervisorId: hr.id,
        department: DEPARTMENTS[i % DEPARTMENTS.length] as string,
        name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`,
      });
      // A pay period like every other employee's (SPEC §1 limit): seeded after the general seed set the others'.
      e.ewaPeriodStart ||= seededPeriodStart(state, e, today);
      state.employees.set(e.id, e);
      team.push(e);
      // Office hours and a weekend shift, like the personas: today and the days ahead always have a schedule (the
      // e2e acts on today's shift); the past weekly rest days (the company's 5- or 6-day week) have none.
      attendance.assignments.set(
        e.id,
        [shift?.id, weekend?.id].filter((id): id is number => id !== undefined),
      );
      const own: ScheduleRecord[] = [];
      const { workWeek } = workPolicyOf(state, e);
      const restDays: string[] = [];
      restDaysOf.set(e.id, restDays);
      for (const date of days) {
        // past weekly rest days have no shift (today's and later days' stay: the e2e acts on today's shift)
        if (date < today && isWeeklyRestDay(date, workWeek)) {
          restDays.unshift(date);
          continue;
        }
        const schedule = scheduleFor(attendance, e.id, date, () => nextId('schedule'));
        if (!schedule) continue;
        attendance.schedules.set(schedule.id, schedule);
        own.push(schedule);
      }
      schedulesOf.set(e.id, own);
    }

    // Item n of a queue belongs to team member n % 300; its k-th item (k = n / 300) takes its k-th schedule.
    const slot = (n: number) => {
      const employee = team[n % team.length] as Employee;
      const k = Math.floor(n / team.length);
      const own = schedulesOf.get(employee.id) ?? [];
      // a hand-entered presence is for a past workday, never a holiday of the company's calendar
      const holidayOf = calendarOf(state, employee);
      const past = own.filter((s) => s.date < today && !holidayOf(s.date));
      return { employee, k, past, own };
    };

    for (let n = 0; n < HR_PENDING_PER_QUEUE; n++) {
      const { employee, k, past, own } = slot(n);
      const description = DESCRIPTIONS[n % DESCRIPTIONS.length] as string;

      // Presensi: a manual presence entered for a past day, waiting for approval.
      const day = past[past.length - 1 - (k % past.length)] as ScheduleRecord;
      // hand-entered times around the shift start: 12 minutes early to 7 late (6 and 7 are past the 5-minute
      // tolerance); the clock-out at the shift end plus 0–10 minutes
      const clockIn = jakartaMs(day.date, day.startTime) + ((n % 20) - 12) * 60_000;
      const clockOut = shiftWindow(day.date, day).endMs + ((n * 7) % 11) * 60_000;
      const presenceId = nextId('presence');
      attendance.presences.set(presenceId, {
        id: presenceId,
        employeeId: employee.id,
        scheduleId: day.id,
        scheduleDate: day.date,
        clockIn: stamp(clockIn),
        clockOut: stamp(clockOut),
        photo: null,
        status: 'pending',
        presenceType: 'manual',
        description: `Absen manual oleh atasan: ${description.toLowerCase()}`,
        rejectReason: null,
        latitude: -6.208763,
        longitude: 106.845599,
      });

      // Cuti: from next week on, one day each.
      const leaveId = nextId('leave');
      const startAt = addDays(today, 7 + k);
      state.domains.leave.requests.set(leaveId, {
        id: leaveId,
        employeeId: employee.id,
        leaveCategory: LEAVE_CATEGORIES[n % LEAVE_CATEGORIES.length] as string,
        startAt,
        endAt: startAt,
        description,
        photos: [],
        status: 'pending',
        rejectReason: null,
      });

      // Lembur: one to two hours after a shift (workday); one in ten on a past weekly rest day, 4–8 hours from
      // 08:00 with no shift that day (the recap's rest-day overtime waiting for approval).
      const work = own[k % own.length] as ScheduleRecord;
      const restDay = n % 10 === 9 ? restDaysOf.get(employee.id)?.[k % 2] : undefined;
      const end = jakartaMs(work.date, work.endTime);
      const restStart = restDay === undefined ? 0 : jakartaMs(restDay, '08:00:00');
      const overtimeId = nextId('overtime');
      state.domains.overtime.requests.set(overtimeId, {
        id: overtimeId,
        employeeId: employee.id,
        overtimeType: restDay === undefined ? 'workday' : 'offday',
        scheduleId: restDay === undefined ? work.id : null,
        startAt: stamp(restDay === undefined ? end : restStart),
        endAt:
          restDay === undefined
            ? stamp(end + (1 + (n % 2)) * HOUR_MS)
            : stamp(restStart + (4 + (n % 5)) * HOUR_MS),
        description,
        photos: [],
        status: 'pending',
        rejectReason: null,
      });

      // Izin: an hour or two during a shift.
      const hour = 9 + (n % 5);
      const permissionId = nextId('permission');
      state.domains.permission.requests.set(permissionId, {
        id: permissionId,
        employeeId: employee.id,
        scheduleId: work.id,
        scheduleDate: work.date,
        startTime: `${String(hour).padStart(2, '0')}:00:00`,
        endTime: `${String(hour + 1 + (n % 2)).padStart(2, '0')}:00:00`,
        description,
        photo: null,
        latitude: -6.208763,
        longitude: 106.845599,
        status: 'pending',
        rejectReason: null,
      });
    }
  },
  register() {},
});
