import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holidayLookup } from './calendar';
import {
  countTeamDay,
  type DayLeave,
  type DayPresence,
  type DayRequest,
  shiftWindow,
  TEAM_DAY_STATUSES,
  type TeamDayInput,
  teamDay,
} from './team-day';

const DATE = '2026-11-23';
const OFFICE = { startTime: '08:00:00', endTime: '17:00:00' };
const NIGHT = { startTime: '22:00', endTime: '06:00' };
const at = (time: string, date = DATE) => `${date}T${time}+07:00`;
const ms = (time: string, date = DATE) => Date.parse(at(time, date));

const clocked = (clockIn: string | null, clockOut: string | null = null, extra: Partial<DayPresence> = {}) =>
  ({ id: 1, status: 'approved', presenceType: 'self', clockIn, clockOut, ...extra }) as DayPresence;

function day(overrides: Partial<TeamDayInput> = {}) {
  return teamDay({
    date: DATE,
    shift: OFFICE,
    presences: [],
    requests: [],
    now: ms('12:00:00'),
    toleranceMinutes: 5,
    ...overrides,
  });
}

const leave = (status: DayRequest['status'], startAt = DATE, endAt = DATE): DayLeave => ({
  kind: 'leave',
  id: 7,
  status,
  startAt,
  endAt,
  category: 'CT',
});
const permission = (
  startTime: string,
  endTime: string,
  status: DayRequest['status'] = 'approved',
): DayRequest => ({
  kind: 'permission',
  id: 8,
  status,
  date: DATE,
  startTime,
  endTime,
});
const remote = (status: DayRequest['status']): DayRequest => ({ kind: 'remote', id: 9, status, date: DATE });

describe('team day: one status per subordinate and date (DESIGN "Team views and payroll")', () => {
  it.each([
    ['08:04:59', 'present', 0],
    ['08:05:00', 'present', 0],
    ['08:05:59', 'present', 0],
    ['08:06:00', 'late', 6],
    ['08:06:01', 'late', 6],
    ['08:45:30', 'late', 45],
    ['07:40:00', 'present', 0],
  ] as const)(
    'clock-in at %s with tolerance 5 → %s, %i late minutes (seconds never count)',
    (time, status, late) => {
      const out = day({ presences: [clocked(at(time))] });
      expect(out.status).toBe(status);
      expect(out.lateMinutes).toBe(late);
    },
  );

  it('tolerance 0: exactly at the start is present, one minute after is late by 1', () => {
    expect(day({ toleranceMinutes: 0, presences: [clocked(at('08:00:59'))] })).toMatchObject({
      status: 'present',
      lateMinutes: 0,
    });
    expect(day({ toleranceMinutes: 0, presences: [clocked(at('08:01:00'))] })).toMatchObject({
      status: 'late',
      lateMinutes: 1,
    });
  });

  it.each([
    ['07:59:59', 'not_started'],
    ['08:00:00', 'not_yet'],
    ['16:59:59', 'not_yet'],
    ['17:00:00', 'absent'],
  ] as const)(
    'no clock-in, now %s → %s (absent exactly at the shift end, not the next day)',
    (now, status) => {
      expect(day({ now: ms(now) }).status).toBe(status);
    },
  );

  it('no shift → off, even with an approved leave over the day off (the leave is still shown)', () => {
    const out = day({ shift: null, requests: [leave('approved', '2026-11-21', '2026-11-24')] });
    expect(out).toMatchObject({ status: 'off', leaveCategory: null, lateMinutes: 0 });
    expect(out.request).toMatchObject({ kind: 'leave' });
  });

  it('approved leave covering the date → leave with its category, before and after the shift', () => {
    for (const now of [ms('06:00:00'), ms('20:00:00')]) {
      const out = day({ now, requests: [leave('approved', '2026-11-22', '2026-11-24')] });
      expect(out).toMatchObject({ status: 'leave', leaveCategory: 'CT' });
    }
    expect(day({ requests: [leave('approved', '2026-11-24', '2026-11-25')] }).status).toBe('not_yet');
  });

  it('a pending leave excuses nothing: absent at the end, flagged pending-request and shown', () => {
    const out = day({ now: ms('17:00:00'), requests: [leave('pending')] });
    expect(out).toMatchObject({ status: 'absent', flags: ['pending-request'] });
    expect(out.request).toMatchObject({ kind: 'leave', status: 'pending' });
  });

  it('rejected and canceled requests and presences count for nothing', () => {
    const out = day({
      now: ms('17:00:00'),
      requests: [leave('rejected'), remote('canceled')],
      presences: [clocked(at('08:00:00'), null, { status: 'rejected' })],
    });
    expect(out).toMatchObject({ status: 'absent', flags: [], request: null, presence: null });
  });

  it('a clock-in on a day of approved leave shows present with the flag clocked-in-on-leave', () => {
    const out = day({ presences: [clocked(at('08:02:00'))], requests: [leave('approved')] });
    expect(out).toMatchObject({ status: 'present', flags: ['clocked-in-on-leave'], leaveCategory: null });
    expect(out.request).toMatchObject({ kind: 'leave' });
  });

  it('approved remote → remote; pending remote → by the clock with pending-request', () => {
    expect(day({ requests: [remote('approved')] }).status).toBe('remote');
    expect(day({ requests: [remote('pending')] })).toMatchObject({
      status: 'not_yet',
      flags: ['pending-request'],
    });
  });

  it('approved leave beats approved remote and permission', () => {
    const out = day({
      requests: [remote('approved'), permission('08:00:00', '17:00:00'), leave('approved')],
    });
    expect(out.status).toBe('leave');
  });

  it('approved permission over the whole shift → permission, also after the shift end', () => {
    expect(day({ now: ms('18:00:00'), requests: [permission('08:00:00', '17:00:00')] }).status).toBe(
      'permission',
    );
  });

  it('permission from the start until 10:00: permission until then, not_yet after, absent at the end', () => {
    const requests = [permission('07:30:00', '10:00:00')];
    expect(day({ now: ms('09:59:59'), requests }).status).toBe('permission');
    expect(day({ now: ms('10:00:00'), requests }).status).toBe('not_yet');
    expect(day({ now: ms('17:00:00'), requests }).status).toBe('absent');
  });

  it('permission from the start until 10:00: late counts from its end plus the tolerance', () => {
    const requests = [permission('08:00:00', '10:00:00')];
    expect(day({ requests, presences: [clocked(at('10:05:59'))] })).toMatchObject({
      status: 'present',
      lateMinutes: 0,
    });
    const late = day({ requests, presences: [clocked(at('10:06:00'))] });
    expect(late).toMatchObject({ status: 'late', lateMinutes: 6 });
    expect(late.request).toMatchObject({ kind: 'permission' });
  });

  it('a permission within the shift excuses no arrival: absent at the end when nobody came', () => {
    expect(day({ now: ms('17:00:00'), requests: [permission('10:00:00', '12:00:00')] }).status).toBe(
      'absent',
    );
  });

  it('early leave: whole minutes before the shift end; excused by an approved permission to the end', () => {
    expect(day({ presences: [clocked(at('07:55:00'), at('16:30:30'))] }).earlyLeaveMinutes).toBe(29);
    expect(day({ presences: [clocked(at('07:55:00'), at('17:00:00'))] }).earlyLeaveMinutes).toBe(0);
    expect(
      day({
        presences: [clocked(at('07:55:00'), at('15:00:00'))],
        requests: [permission('15:00:00', '17:00:00')],
      }).earlyLeaveMinutes,
    ).toBe(0);
    expect(
      day({
        presences: [clocked(at('07:55:00'), at('14:00:00'))],
        requests: [permission('15:00:00', '17:00:00')],
      }).earlyLeaveMinutes,
    ).toBe(180);
  });

  it('flags: no-clock-out only once the shift ended; the presence flags; outside the geofence; pending presence', () => {
    const open = clocked(at('08:00:00'), null, { flags: ['offline', 'clock-skew'], outsideGeofence: true });
    expect(day({ now: ms('16:59:59'), presences: [open] }).flags).toEqual([
      'offline',
      'clock-skew',
      'outside-geofence',
    ]);
    expect(day({ now: ms('17:00:00'), presences: [open] }).flags).toEqual([
      'no-clock-out',
      'offline',
      'clock-skew',
      'outside-geofence',
    ]);
    const manual = clocked(at('08:00:00'), at('17:00:00'), { status: 'pending', presenceType: 'manual' });
    expect(day({ presences: [manual] })).toMatchObject({ status: 'present', flags: ['pending-request'] });
  });

  describe('overnight shift 22:00–06:00 belongs to the day it starts', () => {
    it('the window ends the next morning', () => {
      const w = shiftWindow(DATE, NIGHT);
      expect(w.overnight).toBe(true);
      expect(w.endMs - w.startMs).toBe(8 * 3_600_000);
      expect(w.endMs).toBe(ms('06:00:00', '2026-11-24'));
    });

    it.each([
      [ms('21:59:59'), 'not_started'],
      [ms('23:59:59'), 'not_yet'],
      [ms('05:59:59', '2026-11-24'), 'not_yet'],
      [ms('06:00:00', '2026-11-24'), 'absent'],
    ] as const)('no clock-in at %i → %s', (now, status) => {
      expect(day({ shift: NIGHT, now }).status).toBe(status);
    });

    it('a clock-in after midnight is late by the minutes since 22:00', () => {
      const out = day({
        shift: NIGHT,
        now: ms('03:00:00', '2026-11-24'),
        presences: [clocked(at('00:10:00', '2026-11-24'))],
      });
      expect(out).toMatchObject({ status: 'late', lateMinutes: 130 });
    });

    it('a permission 01:00–06:00 is on the next morning: it excuses the early leave', () => {
      const out = day({
        shift: NIGHT,
        now: ms('07:00:00', '2026-11-24'),
        presences: [clocked(at('21:58:00'), at('01:00:00', '2026-11-24'))],
        requests: [permission('01:00:00', '06:00:00')],
      });
      expect(out).toMatchObject({ status: 'present', earlyLeaveMinutes: 0 });
    });
  });

  it('counts have every status as a key', () => {
    const counts = countTeamDay(['late', 'late', 'off']);
    expect(Object.keys(counts)).toEqual([...TEAM_DAY_STATUSES]);
    expect(counts).toMatchObject({ late: 2, off: 1, present: 0 });
  });
});

describe('team day properties (fast-check)', () => {
  const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const status = fc.constantFrom('approved', 'pending', 'rejected', 'canceled') as fc.Arbitrary<
    DayRequest['status']
  >;
  const input = fc.record({
    shift: fc.option(
      fc.tuple(minute, minute).filter(([a, b]) => a !== b),
      { nil: null },
    ),
    // clock-in/out and now as seconds from the day's midnight, over two days
    clockIn: fc.option(fc.integer({ min: 0, max: 2 * 86_400 - 1 }), { nil: null }),
    clockOut: fc.option(fc.integer({ min: 0, max: 8 * 3600 }), { nil: null }),
    presenceStatus: status,
    now: fc.integer({ min: -86_400, max: 3 * 86_400 }),
    tolerance: fc.integer({ min: 0, max: 60 }),
    leave: fc.option(fc.tuple(status, fc.integer({ min: -2, max: 0 }), fc.integer({ min: 0, max: 2 })), {
      nil: null,
    }),
    permission: fc.option(fc.tuple(status, minute, fc.integer({ min: 1, max: 600 })), { nil: null }),
    remote: fc.option(status, { nil: null }),
  });
  type Sample = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const midnight = ms('00:00:00');
  const iso = (seconds: number) => new Date(midnight + seconds * 1000).toISOString();

  const build = (v: Sample) => {
    const requests: DayRequest[] = [];
    if (v.leave) {
      const [s, before, after] = v.leave;
      const shift = (n: number) =>
        new Date(Date.parse(`${DATE}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
      requests.push({ ...leave(s), startAt: shift(before), endAt: shift(after) });
    }
    if (v.permission) {
      const [s, from, length] = v.permission;
      requests.push(permission(`${hhmm(from)}:00`, `${hhmm(Math.min(from + length, 24 * 60 - 1))}:00`, s));
    }
    if (v.remote) requests.push(remote(v.remote));
    const presences =
      v.clockIn === null
        ? []
        : [
            clocked(iso(v.clockIn), v.clockOut === null ? null : iso(v.clockIn + v.clockOut), {
              status: v.presenceStatus,
            }),
          ];
    return {
      date: DATE,
      shift: v.shift ? { startTime: hhmm(v.shift[0]), endTime: hhmm(v.shift[1]) } : null,
      presences,
      requests,
      now: midnight + v.now * 1000,
      toleranceMinutes: v.tolerance,
    };
  };

  it('every subordinate-day gets exactly one known status; lateMinutes > 0 iff late; off iff no shift', () => {
    fc.assert(
      fc.property(input, (v) => {
        const out = teamDay(build(v));
        expect(TEAM_DAY_STATUSES.filter((s) => s === out.status)).toHaveLength(1);
        expect(out.lateMinutes > 0).toBe(out.status === 'late');
        expect(out.status === 'off').toBe(v.shift === null);
        expect(Number.isInteger(out.lateMinutes) && Number.isInteger(out.earlyLeaveMinutes)).toBe(true);
        expect(out.earlyLeaveMinutes).toBeGreaterThanOrEqual(0);
        if (out.status === 'late') expect(out.lateMinutes).toBeGreaterThan(v.tolerance);
        expect(out.status === 'leave').toBe(out.leaveCategory !== null);
        expect(new Set(out.flags).size).toBe(out.flags.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('absent only once the shift has ended, and only without a clock-in; the runs reach absent days', () => {
    let absent = 0;
    let checked = 0;
    fc.assert(
      fc.property(input, (v) => {
        const built = build(v);
        const out = teamDay(built);
        checked++;
        if (out.status !== 'absent' || !built.shift) return;
        absent++;
        expect(built.now).toBeGreaterThanOrEqual(shiftWindow(DATE, built.shift).endMs);
        expect(out.presence?.clockIn ?? null).toBeNull();
      }),
      { numRuns: 2000 },
    );
    // the property was tested on absent days, not only on the others: at least 1 run in 50 gave one
    expect(checked).toBe(2000);
    expect(absent).toBeGreaterThanOrEqual(checked / 50);
  });

  it('a later clock-in is never less late (monotone in the clock-in)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 30 }),
        (a, b, tol) => {
          const [early, later] = a <= b ? [a, b] : [b, a];
          const late = (minutes: number) =>
            day({
              toleranceMinutes: tol,
              presences: [clocked(new Date(ms('07:00:00') + minutes * 60_000).toISOString())],
            }).lateMinutes;
          expect(late(later)).toBeGreaterThanOrEqual(late(early));
        },
      ),
    );
  });
});

describe('team day on a day of the company calendar (DESIGN "Time and calendar"; SKB 3 Menteri 2026)', () => {
  const calendar = holidayLookup([{ date: '2026-10-15', name: 'Ulang tahun perusahaan' }]);
  const onDate = (date: string, overrides: Partial<TeamDayInput> = {}) =>
    teamDay({
      date,
      shift: OFFICE,
      presences: [],
      requests: [],
      now: ms('20:00:00', date),
      toleranceMinutes: 5,
      holiday: calendar(date),
      ...overrides,
    });

  it.each([
    ['2026-12-24', 'collective', 'Natal'],
    ['2026-12-25', 'national', 'Natal'],
    ['2026-08-17', 'national', 'Hari Kemerdekaan RI'],
    ['2026-10-15', 'company', 'Ulang tahun perusahaan'],
  ] as const)(
    '%s, a shift, no clock-in, after the shift: holiday (%s %s), never absent',
    (date, kind, name) => {
      const out = onDate(date);
      expect(out.status).toBe('holiday');
      expect(out.holiday).toEqual({ kind, name });
      expect(out.lateMinutes).toBe(0);
    },
  );

  it.each([
    ['2026-12-23', 'absent'],
    ['2026-12-26', 'absent'],
    ['2026-08-18', 'absent'],
    ['2026-10-16', 'absent'],
  ] as const)('the day next to a holiday, %s, is an ordinary day: %s', (date, status) => {
    expect(onDate(date)).toMatchObject({ status, holiday: null });
  });

  it('before and during the shift a holiday is still the holiday (not "not yet")', () => {
    expect(onDate('2026-12-25', { now: ms('07:00:00', '2026-12-25') }).status).toBe('holiday');
    expect(onDate('2026-12-25', { now: ms('10:00:00', '2026-12-25') }).status).toBe('holiday');
  });

  it('no shift on a holiday: the holiday, not a plain day off', () => {
    expect(onDate('2026-12-25', { shift: null }).status).toBe('holiday');
    expect(onDate('2026-12-27', { shift: null }).status).toBe('off');
  });

  it('work on a holiday is present: never late, never early; hours worked counted', () => {
    const out = onDate('2026-12-25', {
      presences: [clocked(at('09:40:00', '2026-12-25'), at('13:10:30', '2026-12-25'))],
    });
    expect(out).toMatchObject({
      status: 'present',
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      workedMinutes: 210,
      holiday: { kind: 'national', name: 'Natal' },
    });
    // the same times on an ordinary day: late 100 minutes, 230 minutes early
    expect(
      onDate('2026-12-23', {
        presences: [clocked(at('09:40:00', '2026-12-23'), at('13:10:30', '2026-12-23'))],
      }),
    ).toMatchObject({ status: 'late', lateMinutes: 100, earlyLeaveMinutes: 229, workedMinutes: 210 });
  });

  it('a leave over a holiday is the holiday, with the leave shown as its request', () => {
    const over: DayLeave = { ...leave('approved', '2026-12-21', '2026-12-28'), id: 70 };
    expect(onDate('2026-12-25', { requests: [over] })).toMatchObject({
      status: 'holiday',
      leaveCategory: null,
      request: { id: 70 },
    });
    expect(onDate('2026-12-23', { requests: [over] })).toMatchObject({
      status: 'leave',
      leaveCategory: 'CT',
    });
  });

  it('a pending request on a holiday keeps its flag', () => {
    expect(
      onDate('2026-12-24', { requests: [{ kind: 'remote', id: 9, status: 'pending', date: '2026-12-24' }] }),
    ).toMatchObject({
      status: 'holiday',
      flags: ['pending-request'],
    });
  });

  it('(property) on a holiday the status is holiday or present, never absent, late or off', () => {
    const holidays = ['2026-12-24', '2026-12-25', '2026-08-17', '2026-10-15'];
    fc.assert(
      fc.property(
        fc.constantFrom(...holidays),
        fc.option(fc.integer({ min: 0, max: 24 * 60 - 1 })),
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.boolean(),
        fc.boolean(),
        (date, clockInMinute, nowMinute, withShift, withLeave) => {
          const startMs = Date.parse(`${date}T00:00:00+07:00`);
          const stamp = (minute: number) =>
            `${new Date(startMs + minute * 60_000 + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
          const out = onDate(date, {
            shift: withShift ? OFFICE : null,
            presences: clockInMinute === null ? [] : [clocked(stamp(clockInMinute))],
            requests: withLeave ? [leave('approved', date, date)] : [],
            now: startMs + nowMinute * 60_000,
          });
          expect(['holiday', 'present']).toContain(out.status);
          expect(out.status === 'present').toBe(withShift && clockInMinute !== null);
          expect(out.lateMinutes + out.earlyLeaveMinutes).toBe(0);
          expect(out.holiday).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});
