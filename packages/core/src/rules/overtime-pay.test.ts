import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mondayOf,
  type OvertimeDayKind,
  overtimeCapWarning,
  overtimeDayKind,
  overtimeEquivalentHours,
  type WorkWeek,
} from './overtime-pay';

const eq = (hours: number, dayKind: OvertimeDayKind, workWeek: WorkWeek) =>
  overtimeEquivalentHours({ hours, dayKind, workWeek });

describe('PP 35/2021 art. 31(1) workday overtime: 1.5× the first hour, 2× each further hour', () => {
  it.each([
    [0.25, 0.375],
    [0.5, 0.75],
    [1, 1.5],
    [1.5, 2.5],
    [2, 3.5],
    [3, 5.5],
    [4, 7.5],
  ])('%s h on a workday is %s equivalent hours (both week kinds)', (hours, expected) => {
    expect(eq(hours, 'workday', 5)).toBe(expected);
    expect(eq(hours, 'workday', 6)).toBe(expected);
  });
});

describe('PP 35/2021 art. 31(2)–(3) rest day or public holiday', () => {
  it.each([
    // 6-day week: 1–7 2×, 8th 3×, 9th–11th 4×
    [6, 0.25, 0.5],
    [6, 1, 2],
    [6, 1.5, 3],
    [6, 2, 4],
    [6, 7, 14],
    [6, 7.5, 15.5],
    [6, 8, 17],
    [6, 8.25, 18],
    [6, 9, 21],
    [6, 11, 29],
    // 5-day week: 1–8 2×, 9th 3×, 10th–12th 4×
    [5, 0.25, 0.5],
    [5, 1, 2],
    [5, 1.5, 3],
    [5, 2, 4],
    [5, 8, 16],
    [5, 8.5, 17.5],
    [5, 9, 19],
    [5, 10, 23],
    [5, 11, 27],
    [5, 12, 31],
  ] as const)('%s-day week: %s h on a rest day is %s equivalent hours', (week, hours, expected) => {
    expect(eq(hours, 'restday', week)).toBe(expected);
  });

  it.each([
    [1, 2],
    [5, 10],
    [5.5, 11.5],
    [6, 13],
    [7, 17],
    [9, 25],
  ])(
    '6-day week, holiday on the shortest workday: %s h is %s (1–5 2×, 6th 3×, 7th–9th 4×)',
    (hours, expected) => {
      expect(eq(hours, 'holidayShortestWorkday', 6)).toBe(expected);
    },
  );

  it('a 5-day week has no shortest workday: a holiday then follows the 5-day bands', () => {
    expect(eq(9, 'holidayShortestWorkday', 5)).toBe(eq(9, 'restday', 5));
  });

  it('hours past the last band keep 4× (the cap warns, hours worked are not dropped)', () => {
    expect(eq(12, 'restday', 6)).toBe(33);
    expect(eq(13, 'restday', 5)).toBe(35);
  });

  it('no overtime, negative or unreadable hours are worth 0', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(eq(bad, 'workday', 5)).toBe(0);
      expect(eq(bad, 'restday', 6)).toBe(0);
    }
  });
});

describe('PP 35/2021 overtime properties', () => {
  const hoursArb = fc.double({ min: 0, max: 14, noNaN: true });
  const weekArb = fc.constantFrom<WorkWeek>(5, 6);
  const kindArb = fc.constantFrom<OvertimeDayKind>('workday', 'restday', 'holidayShortestWorkday');

  it('(property) on a workday the equivalent is at least 1.5 × the hours', () => {
    fc.assert(
      fc.property(hoursArb, weekArb, (h, w) => {
        expect(eq(h, 'workday', w)).toBeGreaterThanOrEqual(h * 1.5 - 1e-6);
      }),
    );
  });

  it('(property) more hours never give fewer equivalent hours, on any day kind', () => {
    fc.assert(
      fc.property(hoursArb, hoursArb, weekArb, kindArb, (a, b, w, k) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(eq(hi, k, w)).toBeGreaterThanOrEqual(eq(lo, k, w));
      }),
    );
  });

  it('(property) a rest day pays at least 2× and at most 4× the hours', () => {
    fc.assert(
      fc.property(hoursArb, weekArb, (h, w) => {
        const e = eq(h, 'restday', w);
        expect(e).toBeGreaterThanOrEqual(h * 2 - 1e-6);
        expect(e).toBeLessThanOrEqual(h * 4 + 1e-6);
      }),
    );
  });
});

describe('PP 35/2021 art. 26 caps: a warning past 4 h a day or 18 h a week on workdays', () => {
  it('3 h approved plus 1 h more is exactly 4 h: no warning; 1.5 h more passes the day cap', () => {
    const approved = [{ date: '2026-11-17', hours: 3 }];
    expect(overtimeCapWarning({ date: '2026-11-17', hours: 1, approved })).toBeNull();
    expect(overtimeCapWarning({ date: '2026-11-17', hours: 1.5, approved })).toEqual({
      dayHours: 4.5,
      weekHours: 4.5,
      overDay: true,
      overWeek: false,
    });
  });

  it('the week is Monday to Sunday: 16 h Mon–Thu plus 3 h on Friday passes 18; last week does not count', () => {
    const approved = [
      { date: '2026-11-15', hours: 4 }, // Sunday of the week before
      { date: '2026-11-16', hours: 4 },
      { date: '2026-11-17', hours: 4 },
      { date: '2026-11-18', hours: 4 },
      { date: '2026-11-19', hours: 4 },
    ];
    const w = overtimeCapWarning({ date: '2026-11-20', hours: 3, approved });
    expect(w).toEqual({ dayHours: 3, weekHours: 19, overDay: false, overWeek: true });
    expect(overtimeCapWarning({ date: '2026-11-20', hours: 2, approved })).toBeNull();
  });

  it('a bad date gives no warning rather than a wrong one', () => {
    expect(overtimeCapWarning({ date: 'kemarin', hours: 9, approved: [] })).toBeNull();
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('PP 35/2021 art. 31: the kind of day an overtime falls on (the company calendar decides)', () => {
  it.each([
    // date, request's kind, a holiday?, week, kind
    ['2026-12-25', 'workday', true, 5, 'restday'], // Natal, a Friday
    ['2026-12-25', 'workday', true, 6, 'restday'],
    ['2026-12-24', 'workday', true, 5, 'restday'], // cuti bersama
    ['2026-03-21', 'offday', true, 6, 'holidayShortestWorkday'], // Idul Fitri on a Saturday, 6-day week
    ['2026-03-21', 'offday', true, 5, 'restday'],
    ['2026-12-23', 'workday', false, 5, 'workday'],
    ['2026-12-26', 'offday', false, 6, 'restday'],
    ['2026-12-26', 'workday', false, 6, 'workday'],
  ] as const)('%s %s, holiday %s, %i-day week → %s', (date, overtimeType, holiday, workWeek, kind) => {
    expect(overtimeDayKind({ date, overtimeType, holiday, workWeek })).toBe(kind);
  });

  it('6 hours on a holiday that is the shortest workday: 5 × 2 + 3 = 13; on another holiday 6 × 2 = 12', () => {
    expect(overtimeEquivalentHours({ hours: 6, dayKind: 'holidayShortestWorkday', workWeek: 6 })).toBe(13);
    expect(overtimeEquivalentHours({ hours: 6, dayKind: 'restday', workWeek: 6 })).toBe(12);
  });
});
