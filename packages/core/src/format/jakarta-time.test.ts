import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlJakartaParts } from '../testing/intl-jakarta';
import { toJakartaTimestamp as formatTimestamp, jakartaDate, jakartaTime, parseJakarta } from './index';
import {
  addDays,
  addMonths,
  atJakarta,
  dayLabel,
  dayOfWeek,
  daysBetween,
  daysInRange,
  daysOfMonth,
  isDay,
  isMonth,
  isOnJakartaDay,
  isWeekend,
  jakartaClock,
  jakartaDay,
  jakartaDayRange,
  jakartaFields,
  jakartaMonth,
  minutesBetween,
  monthLabel,
  monthOfDay,
  monthRange,
  monthsBack,
  parseDay,
  parseInstant,
  parseMonth,
  startOfJakartaDay,
  todayInJakarta,
  toJakartaTimestamp,
  weekdayLabel,
} from './jakarta-time';

/** Instants are built from UTC ISO strings, so the test does not depend on the process zone. */
const at = (iso: string) => new Date(iso);

/** Random instants from 1970 to 2100 (Jakarta has been a fixed UTC+7 over that whole span). */
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

describe('jakartaDay: §9 dates are Jakarta calendar days', () => {
  it('the day turns at 17:00 UTC (00:00 +07:00), not at UTC midnight', () => {
    expect(jakartaDay(at('2026-11-22T16:59:59.999Z'))).toBe('2026-11-22');
    expect(jakartaDay(at('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(jakartaDay(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(jakartaDay(at('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
  });

  it('jakartaMonth and jakartaFields agree with Intl (Asia/Jakarta) for any instant 1970–2100', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const p = intlJakartaParts(date);
        expect(jakartaMonth(date)).toBe(`${p.year}-${p.month}`);
        const fields = jakartaFields(date);
        expect(fields && [fields.year, fields.month, fields.day, fields.hour, fields.minute]).toEqual(
          [p.year, p.month, p.day, p.hour, p.minute].map(Number),
        );
        // jakartaDay and jakartaClock are format's jakartaDate and jakartaTime (tested in index.test.ts).
        expect(`${jakartaDay(date)}T${jakartaClock(date)}`).toBe(
          `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`,
        );
      }),
    );
  });

  it("the wire strings are format's own functions (parseInstant reads the wire form first: below)", () => {
    expect(jakartaDay).toBe(jakartaDate);
    expect(jakartaClock).toBe(jakartaTime);
    expect(toJakartaTimestamp).toBe(formatTimestamp);
  });

  it('todayInJakarta is the Jakarta day at the given clock', () => {
    expect(todayInJakarta(at('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
    expect(todayInJakarta(at('2026-11-22T16:00:00Z').getTime())).toBe('2026-11-22');
    expect(todayInJakarta()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('jakartaFields gives the wall clock with month 1–12 and weekday 0 = Sunday', () => {
    expect(jakartaFields(at('2026-11-22T01:02:03Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 8,
      minute: 2,
      second: 3,
      weekday: 0,
    });
    expect(jakartaFields('nope')).toBeNull();
  });
});

describe('day boundaries and times of day', () => {
  it('startOfJakartaDay is 00:00 +07:00 of the day, from an instant or a day', () => {
    expect(startOfJakartaDay(at('2026-11-22T16:59:00Z'))?.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfJakartaDay(at('2026-11-22T17:00:00Z'))?.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(startOfJakartaDay('2026-11-22')?.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfJakartaDay('2026-02-29')).toBeNull();
  });

  it('jakartaDayRange is half-open [00:00, next 00:00) and isOnJakartaDay agrees with it', () => {
    const range = jakartaDayRange('2026-11-22');
    expect(range?.start.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(isOnJakartaDay(at('2026-11-21T17:00:00Z'), '2026-11-22')).toBe(true);
    expect(isOnJakartaDay(at('2026-11-22T16:59:59.999Z'), '2026-11-22')).toBe(true);
    expect(isOnJakartaDay(at('2026-11-22T17:00:00Z'), '2026-11-22')).toBe(false);
    expect(isOnJakartaDay(at('2026-11-22T05:00:00Z'), 'bukan')).toBe(false);
    expect(jakartaDayRange('x')).toBeNull();
  });

  it('atJakarta puts a wall-clock time on a Jakarta day', () => {
    expect(atJakarta('2026-11-23', '08:00')?.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(atJakarta('2026-11-23', '00:00')?.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(atJakarta('2026-11-23', '23:59:59')?.toISOString()).toBe('2026-11-23T16:59:59.000Z');
    for (const [day, time] of [
      ['2026-11-23', '24:00'],
      ['2026-11-23', '8:00'],
      ['2026-11-23', '08:60'],
      ['2026-11-31', '08:00'],
      ['23-11-2026', '08:00'],
    ] as const) {
      expect(atJakarta(day, time)).toBeNull();
    }
  });

  it('atJakarta and jakartaDay/jakartaClock are inverse for any whole-second instant', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
        expect(atJakarta(jakartaDay(whole), jakartaClock(whole))?.getTime()).toBe(whole.getTime());
      }),
    );
  });

  it('toJakartaTimestamp writes §9 fixed +07:00 and drops milliseconds', () => {
    expect(toJakartaTimestamp(at('2026-11-22T17:30:05.900Z'))).toBe('2026-11-23T00:30:05+07:00');
    expect(toJakartaTimestamp('x')).toBe('');
  });
});

describe('day arithmetic and ranges', () => {
  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-11-22', 1.5)).toBe('');
    expect(addDays('2026-11-31', 1)).toBe('');
  });

  it('daysBetween and addDays agree for any day and offset', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -800, max: 800 }), (date, n) => {
        const day = jakartaDay(date);
        const moved = addDays(day, n);
        expect(daysBetween(day, moved)).toBe(n);
        expect(addDays(moved, -n)).toBe(day);
      }),
    );
  });

  it('daysInRange lists both ends in order, [] when reversed or unreadable', () => {
    expect(daysInRange('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysInRange('2026-11-22', '2026-11-22')).toEqual(['2026-11-22']);
    expect(daysInRange('2026-11-23', '2026-11-22')).toEqual([]);
    expect(daysInRange('x', '2026-11-22')).toEqual([]);
    expect(daysBetween('2026-11-22', 'y')).toBeNaN();
  });

  it('dayOfWeek uses Date#getDay numbers in Jakarta; isWeekend is Saturday and Sunday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('2026-11-28')).toBe(6);
    // 2026-11-22T17:30Z is Monday 00:30 in Jakarta while still Sunday in UTC.
    expect(dayOfWeek(at('2026-11-22T17:30:00Z'))).toBe(1);
    expect(dayOfWeek('no')).toBeNaN();
    const week = daysInRange('2026-11-22', '2026-11-28');
    expect(week).toHaveLength(7);
    expect(week.map(isWeekend)).toEqual([true, false, false, false, false, false, true]);
    expect(isWeekend('no')).toBe(false);
  });
});

describe('months', () => {
  it('daysOfMonth has 28–31 days, leap years included', () => {
    const cases = [
      ['2026-01', 31],
      ['2026-02', 28],
      ['2028-02', 29],
      ['2100-02', 28],
      ['2000-02', 29],
      ['2026-04', 30],
      ['2026-12', 31],
    ] as const;
    for (const [month, length] of cases) {
      const days = daysOfMonth(month);
      expect(days).toHaveLength(length);
      expect(days[0]).toBe(`${month}-01`);
      expect(days.at(-1)).toBe(`${month}-${length}`);
      expect(monthRange(month)).toEqual({ first: `${month}-01`, last: `${month}-${length}` });
    }
    expect(daysOfMonth('2026-13')).toEqual([]);
    expect(monthRange('2026')).toBeNull();
  });

  it('every day of a month belongs to it and follows the one before', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const month = jakartaMonth(date);
        const days = daysOfMonth(month);
        expect(days.length).toBeGreaterThanOrEqual(28);
        days.forEach((day, i) => {
          expect(monthOfDay(day)).toBe(month);
          if (i > 0) expect(addDays(days[i - 1] ?? '', 1)).toBe(day);
        });
        expect(days).toContain(jakartaDay(date));
      }),
    );
  });

  it('addMonths and monthsBack cross years; monthsBack is newest first from the Jakarta month of now', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(addMonths('2026-00', 1)).toBe('');
    expect(monthsBack(3, at('2026-01-10T00:00:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
    // 31 January 20:00 UTC is already 1 February in Jakarta.
    expect(monthsBack(2, at('2026-01-31T20:00:00Z'))).toEqual(['2026-02', '2026-01']);
    expect(monthsBack(0, at('2026-01-10T00:00:00Z'))).toEqual([]);
    expect(monthsBack(12)).toHaveLength(12);
  });

  it('parseMonth and parseDay accept only real ones', () => {
    expect(parseMonth(' 2026-11 ')).toBe('2026-11');
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026/11', ''])
      expect(parseMonth(bad)).toBeNull();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay(' 2026-11-22')).toBe(false);
    for (const bad of ['2027-02-29', '2026-04-31', '2026-11-2', '2026-11-22T08:00', '22-11-2026', '']) {
      expect(parseDay(bad)).toBeNull();
    }
    expect(parseDay(42 as unknown as string)).toBeNull();
  });
});

describe('durations', () => {
  it('minutesBetween counts whole minutes toward zero', () => {
    expect(minutesBetween('2026-11-23T08:00:00+07:00', '2026-11-23T08:05:59+07:00')).toBe(5);
    expect(minutesBetween('2026-11-23T08:00:00+07:00', '2026-11-23T17:00:00+07:00')).toBe(540);
    expect(minutesBetween('2026-11-23T08:05:59+07:00', '2026-11-23T08:00:00+07:00')).toBe(-5);
    // Across midnight (a night shift).
    expect(minutesBetween(atJakarta('2026-11-23', '22:00') ?? 0, atJakarta('2026-11-24', '06:00') ?? 0)).toBe(
      480,
    );
    expect(minutesBetween('x', '2026-11-23')).toBeNaN();
  });
});

describe('names in id and en', () => {
  it('months and weekdays in Indonesian match Intl id-ID (Agu, not Agt)', () => {
    const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', ...options }).format(date);
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    for (const month of months) {
      const mid = atJakarta(`${month}-15`, '12:00') ?? new Date(Number.NaN);
      expect(monthLabel(month, 'id')).toBe(intl({ month: 'long', year: 'numeric' }, mid));
      expect(monthLabel(month, 'id', 'short')).toBe(`${intl({ month: 'short' }, mid)} 2026`);
    }
    expect(monthLabel('2026-08', 'id', 'short')).toBe('Agu 2026');
    expect(weekdayLabel('2026-11-23', 'id')).toBe('Senin');
    expect(weekdayLabel('2026-11-23', 'id', 'short')).toBe('Sen');
    expect(dayLabel('2026-11-22', 'id')).toBe('Minggu, 22 November 2026');
  });

  it('English names', () => {
    expect(monthLabel('2026-08', 'en')).toBe('August 2026');
    expect(monthLabel('2026-08', 'en', 'short')).toBe('Aug 2026');
    expect(weekdayLabel(at('2026-11-22T17:30:00Z'), 'en')).toBe('Monday');
    expect(weekdayLabel('2026-11-22', 'en', 'short')).toBe('Sun');
    expect(dayLabel('2026-11-22', 'en')).toBe('Sunday, 22 November 2026');
  });

  it('a language label never changes the other language or the wire format', () => {
    expect(monthLabel('2026-11', 'id')).toBe('November 2026');
    expect(weekdayLabel('2026-11-22', 'en')).toBe('Sunday');
    expect(weekdayLabel('2026-11-22', 'id')).toBe('Minggu');
    expect(jakartaDay('2026-11-22')).toBe('2026-11-22');
    expect(monthLabel('2026-13', 'id')).toBe('');
    expect(dayLabel('nope', 'en')).toBe('');
  });
});

describe('parseInstant: the wire form read first, digit by digit (SPEC §9)', () => {
  it('reads +07:00 stamps and the offset-less wall clock; checks the calendar', () => {
    expect(parseInstant('2026-10-14T07:05:59+07:00')?.toISOString()).toBe('2026-10-14T00:05:59.000Z');
    expect(parseInstant('2026-10-14T23:30:00')?.toISOString()).toBe('2026-10-14T16:30:00.000Z');
    expect(parseInstant('2028-02-29T08:00:00+07:00')?.toISOString()).toBe('2028-02-29T01:00:00.000Z');
    expect(parseInstant('2000-02-29T08:00:00+07:00')?.toISOString()).toBe('2000-02-29T01:00:00.000Z');
    for (const bad of [
      '2026-02-29T08:00:00+07:00',
      '2100-02-29T08:00:00+07:00',
      '2026-04-31T08:00:00+07:00',
      '2026-11-22T24:00:00+07:00',
      '2026-11-22T08:60:00+07:00',
      '2026-11-2xT08:00:00+07:00',
      '2026-00-10T08:00:00+07:00',
      '2026-11-22T08:00:00+07:0x',
    ])
      expect(parseInstant(bad), bad).toBeNull();
    // other forms go to format's general reader
    expect(parseInstant('2026-10-14T07:05:59+08:00')?.toISOString()).toBe('2026-10-13T23:05:59.000Z');
    expect(parseInstant('2026-10-14')?.toISOString()).toBe('2026-10-13T17:00:00.000Z');
    expect(parseInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it("(property) agrees with format's parseJakarta on stamps and on any text", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const stamp = formatTimestamp(d);
          expect(parseInstant(stamp)?.getTime()).toBe(parseJakarta(stamp)?.getTime());
          expect(parseInstant(stamp.slice(0, 19))?.getTime()).toBe(
            parseJakarta(stamp.slice(0, 19))?.getTime(),
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(parseInstant(text)?.getTime() ?? null).toBe(parseJakarta(text)?.getTime() ?? null);
      }),
    );
  });
});
