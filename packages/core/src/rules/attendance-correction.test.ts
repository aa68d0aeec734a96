import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_REASON_MAX,
  type CorrectionInput,
  correctionCheck,
  correctionInstant,
  correctionWindow,
} from './attendance-correction';

/** Wednesday 2 December 2026, 10:00 in Jakarta. */
const NOW = Date.parse('2026-12-02T10:00:00+07:00');
const OFFICE = { startTime: '08:00:00', endTime: '17:00:00' };
const NIGHT = { startTime: '22:00:00', endTime: '06:00:00' };
const at = (date: string, time: string) => `${date}T${time}+07:00`;
const OFFICE_TIMES = (date: string) => ({ clockIn: at(date, '08:00:00'), clockOut: at(date, '17:00:00') });

function check(overrides: Partial<CorrectionInput> = {}) {
  return correctionCheck({
    date: '2026-11-20',
    shift: OFFICE,
    recorded: { clockIn: at('2026-11-20', '08:02:00'), clockOut: null },
    asked: { clockIn: null, clockOut: at('2026-11-20', '17:05:00') },
    reason: 'Lupa absen keluar, baterai habis',
    now: NOW,
    maxDays: 30,
    ...overrides,
  });
}

const refusal = (outcome: ReturnType<typeof correctionCheck>) =>
  outcome.ok ? 'ok' : [outcome.field, outcome.message, outcome.vars ?? null];

describe('attendance correction: which day may be corrected', () => {
  it('a forgotten clock-out of a past day: allowed, before and after kept', () => {
    expect(check()).toEqual({
      ok: true,
      before: { clockIn: '2026-11-20T08:02:00+07:00', clockOut: null },
      after: { clockIn: '2026-11-20T08:02:00+07:00', clockOut: '2026-11-20T17:05:00+07:00' },
    });
  });

  it('a future day is refused; today only once its shift has ended', () => {
    expect(refusal(check({ date: '2026-12-03', recorded: null }))).toEqual([
      'date',
      'correctionFutureDay',
      null,
    ]);
    // today 08:00–17:00 is still running at 10:00
    expect(refusal(check({ date: '2026-12-02', recorded: null }))).toEqual([
      'date',
      'correctionShiftNotOver',
      null,
    ]);
    // today 01:00–09:00 ended an hour ago
    expect(
      check({
        date: '2026-12-02',
        shift: { startTime: '01:00', endTime: '09:00' },
        recorded: { clockIn: at('2026-12-02', '01:00:00'), clockOut: null },
        asked: { clockIn: null, clockOut: at('2026-12-02', '09:00:00') },
      }).ok,
    ).toBe(true);
    // the night shift that started yesterday at 22:00 ends at 06:00 today: over at 10:00
    expect(
      check({
        date: '2026-12-01',
        shift: NIGHT,
        recorded: { clockIn: at('2026-12-01', '21:58:00'), clockOut: null },
        asked: { clockIn: null, clockOut: at('2026-12-02', '06:03:00') },
      }).ok,
    ).toBe(true);
    // …and still running at 05:00
    expect(
      refusal(
        check({
          date: '2026-12-01',
          shift: NIGHT,
          recorded: { clockIn: at('2026-12-01', '21:58:00'), clockOut: null },
          asked: { clockIn: null, clockOut: at('2026-12-02', '04:00:00') },
          now: Date.parse('2026-12-02T05:00:00+07:00'),
        }),
      ),
    ).toEqual(['date', 'correctionShiftNotOver', null]);
  });

  it('at most correctionMaxDays back: 30 days back is allowed, 31 refused (the limit named)', () => {
    const day = (date: string) =>
      check({
        date,
        recorded: { clockIn: at(date, '08:00:00'), clockOut: null },
        asked: { clockIn: null, clockOut: at(date, '17:00:00') },
      });
    expect(day('2026-11-02').ok).toBe(true);
    expect(refusal(day('2026-11-01'))).toEqual(['date', 'correctionTooOld', { days: 30 }]);
    expect(refusal(check({ maxDays: 7 }))).toEqual(['date', 'correctionTooOld', { days: 7 }]);
    expect(
      check({ date: '2026-11-25', maxDays: 7, recorded: null, asked: OFFICE_TIMES('2026-11-25') }).ok,
    ).toBe(true);
  });

  it('a day of a month closed for payroll is refused with the month in Indonesian', () => {
    const closed = (month: string) => month === '2026-11';
    expect(refusal(check({ isClosed: closed }))).toEqual(['date', 'monthClosed', { month: 'November 2026' }]);
    expect(check({ isClosed: (m) => m === '2026-10' }).ok).toBe(true);
  });

  it('a day without a shift has nothing to correct; an unreadable day is no day', () => {
    expect(refusal(check({ shift: null }))).toEqual([
      'date',
      'correctionNoShift',
      { date: '20 November 2026' },
    ]);
    expect(refusal(check({ date: '2026-02-30' }))).toEqual(['date', 'correctionDateRequired', null]);
    expect(refusal(check({ date: '' }))).toEqual(['date', 'correctionDateRequired', null]);
  });
});

describe('attendance correction: which times may be asked', () => {
  it('nothing asked, or a time off the shift day, is refused', () => {
    expect(refusal(check({ asked: { clockIn: null, clockOut: null } }))).toEqual([
      'clockIn',
      'correctionTimeRequired',
      null,
    ]);
    expect(refusal(check({ asked: { clockIn: at('2026-11-18', '08:00:00'), clockOut: null } }))).toEqual([
      'clockIn',
      'correctionTimeRequired',
      null,
    ]);
    expect(refusal(check({ asked: { clockIn: null, clockOut: 'kemarin sore' } }))).toEqual([
      'clockOut',
      'correctionTimeRequired',
      null,
    ]);
  });

  it('no clock-in recorded: the clock-in must be asked (a new presence)', () => {
    expect(refusal(check({ recorded: null }))).toEqual(['clockIn', 'correctionClockInRequired', null]);
    expect(check({ recorded: null, asked: OFFICE_TIMES('2026-11-20') })).toEqual({
      ok: true,
      before: { clockIn: null, clockOut: null },
      after: { clockIn: '2026-11-20T08:00:00+07:00', clockOut: '2026-11-20T17:00:00+07:00' },
    });
    // a clock-in alone is a presence without a clock-out
    expect(
      check({ recorded: null, asked: { clockIn: at('2026-11-20', '08:00:00'), clockOut: null } }).ok,
    ).toBe(true);
  });

  it('the clock-out must be after the clock-in: equal is refused, a minute later allowed', () => {
    const out = (time: string) => check({ asked: { clockIn: null, clockOut: at('2026-11-20', time) } });
    expect(refusal(out('08:01:00'))).toEqual(['clockOut', 'correctionOutBeforeIn', null]);
    expect(refusal(out('08:02:00'))).toEqual(['clockOut', 'correctionOutBeforeIn', null]);
    expect(out('08:03:00').ok).toBe(true);
    // a new clock-in after the recorded clock-out
    expect(
      refusal(
        check({
          recorded: OFFICE_TIMES('2026-11-20'),
          asked: { clockIn: at('2026-11-20', '17:30:00'), clockOut: null },
        }),
      ),
    ).toEqual(['clockOut', 'correctionOutBeforeIn', null]);
  });

  it('a corrected time later than now is refused', () => {
    expect(
      refusal(
        check({
          date: '2026-12-02',
          shift: { startTime: '01:00', endTime: '09:00' },
          recorded: { clockIn: at('2026-12-02', '01:00:00'), clockOut: null },
          asked: { clockIn: null, clockOut: at('2026-12-02', '10:00:01') },
        }),
      ),
    ).toEqual(['clockOut', 'correctionTimeInFuture', null]);
  });

  it('the times already recorded are no correction', () => {
    expect(
      refusal(
        check({
          recorded: OFFICE_TIMES('2026-11-20'),
          asked: { clockIn: '2026-11-20T01:00:00Z', clockOut: null },
        }),
      ),
    ).toEqual(['clockIn', 'correctionNoChange', null]);
  });

  it('a reason is required, at most 500 characters', () => {
    expect(refusal(check({ reason: '   ' }))).toEqual(['reason', 'reasonRequired', null]);
    expect(check({ reason: 'a'.repeat(CORRECTION_REASON_MAX) }).ok).toBe(true);
    expect(refusal(check({ reason: 'a'.repeat(CORRECTION_REASON_MAX + 1) }))).toEqual([
      'reason',
      'reasonTooLong',
      { max: 500 },
    ]);
  });
});

describe('attendance correction: a typed time on the shift day', () => {
  it('an office shift 08:00–17:00: its day runs from 00:30 to 00:30 the next night', () => {
    expect(correctionInstant('2026-11-20', OFFICE, '17:05')).toBe('2026-11-20T17:05:00+07:00');
    expect(correctionInstant('2026-11-20', OFFICE, '00:30')).toBe('2026-11-20T00:30:00+07:00');
    expect(correctionInstant('2026-11-20', OFFICE, '00:29')).toBe('2026-11-21T00:29:00+07:00');
    expect(correctionInstant('2026-11-20', OFFICE, '08:00:30')).toBe('2026-11-20T08:00:30+07:00');
  });

  it('a night shift 22:00–06:00 (SPEC: it belongs to the day it starts): 14:00 to 14:00 the next day', () => {
    expect(correctionInstant('2026-11-30', NIGHT, '21:50')).toBe('2026-11-30T21:50:00+07:00');
    expect(correctionInstant('2026-11-30', NIGHT, '05:50')).toBe('2026-12-01T05:50:00+07:00');
    expect(correctionInstant('2026-11-30', NIGHT, '14:00')).toBe('2026-11-30T14:00:00+07:00');
    expect(correctionInstant('2026-11-30', NIGHT, '13:59')).toBe('2026-12-01T13:59:00+07:00');
    // the last day of the year: the clock-out is on 1 January
    expect(correctionInstant('2026-12-31', NIGHT, '06:10')).toBe('2027-01-01T06:10:00+07:00');
  });

  it('a blank or unreadable time is none', () => {
    expect(correctionInstant('2026-11-20', OFFICE, '')).toBeNull();
    expect(correctionInstant('2026-11-20', OFFICE, '24:00')).toBeNull();
    expect(correctionInstant('2026-11-20', OFFICE, '8.00')).toBeNull();
    expect(correctionInstant('2026-13-01', OFFICE, '08:00')).toBeNull();
  });

  it('property: the instant is the typed wall time, inside the shift day, and the rule allows exactly out > in', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const date = fc.constantFrom('2026-11-20', '2026-11-29', '2026-11-30', '2026-12-01');
    fc.assert(
      fc.property(
        fc.tuple(minute, minute).filter(([a, b]) => a !== b),
        minute,
        minute,
        date,
        ([start, end], typedIn, typedOut, day) => {
          const shift = { startTime: clock(start), endTime: clock(end) };
          const window = correctionWindow(day, shift);
          const inAt = correctionInstant(day, shift, clock(typedIn));
          const outAt = correctionInstant(day, shift, clock(typedOut));
          if (!window || !inAt || !outAt) return false;
          for (const [typed, instant] of [
            [typedIn, inAt],
            [typedOut, outAt],
          ] as const) {
            const ms = Date.parse(instant);
            if (!(ms >= window.fromMs && ms < window.toMs)) return false;
            if (instant.slice(11, 16) !== clock(typed)) return false;
          }
          const outcome = correctionCheck({
            date: day,
            shift,
            recorded: null,
            asked: { clockIn: inAt, clockOut: outAt },
            reason: 'Lupa absen',
            now: Date.parse('2026-12-10T12:00:00+07:00'),
            maxDays: 30,
          });
          return outcome.ok === Date.parse(outAt) > Date.parse(inAt);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: any text never throws and is refused unless it is a day with a shift', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (date, clockIn, clockOut) => {
        const outcome = correctionCheck({
          date,
          shift: OFFICE,
          recorded: null,
          asked: { clockIn, clockOut },
          reason: 'x',
          now: NOW,
          maxDays: 30,
        });
        return !outcome.ok;
      }),
    );
  });
});
