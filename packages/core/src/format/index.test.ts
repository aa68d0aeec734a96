import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { intlJakartaParts } from '../testing/intl-jakarta';
import { formatCount } from './count';
import {
  formatDate,
  formatDateTime,
  formatRupiah,
  formatThousands,
  formatTime,
  jakartaDate,
  jakartaHour,
  jakartaTime,
  parseJakarta,
  parseRupiahInput,
  toJakartaTimestamp,
} from './index';

/** Instants are always built from UTC ISO strings, so the test does not depend on the process zone. */
const at = (iso: string) => new Date(iso);

/** Random instants from 1970 to 2100 (Jakarta has been a fixed UTC+7 over that whole span). */
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', ...options });

describe('formatRupiah', () => {
  it('§9 currency: Rp with dot thousands separators', () => {
    expect(formatRupiah(1_000_000)).toBe('Rp 1.000.000');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(123_456_789)).toBe('Rp 123.456.789');
  });

  it('§9 currency: negatives put the minus before Rp', () => {
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
    expect(formatRupiah(-1)).toBe('-Rp 1');
  });

  it('§9 currency: fractions round half away from zero, and a rounded zero has no minus', () => {
    expect(formatRupiah(1234.5)).toBe('Rp 1.235');
    expect(formatRupiah(1234.49)).toBe('Rp 1.234');
    expect(formatRupiah(-0.5)).toBe('-Rp 1');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
    expect(formatRupiah(-0)).toBe('Rp 0');
  });

  it('§9 currency: NaN and ±Infinity are not amounts and show a dash', () => {
    expect(formatRupiah(Number.NaN)).toBe('-');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatRupiah(Number.NEGATIVE_INFINITY)).toBe('-');
  });

  it('§9 currency: amounts beyond 2^53 and 1e21 still group every three digits', () => {
    expect(formatRupiah(1e21)).toBe('Rp 1.000.000.000.000.000.000.000');
    expect(formatRupiah(2 ** 53)).toBe('Rp 9.007.199.254.740.992');
  });

  it('§9 currency (property): same digits and separators as Intl id-ID IDR, with a plain space', () => {
    const intlRupiah = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        (n) => {
          const expected = intlRupiah
            .format(n)
            .replace(/\u00a0/g, ' ')
            .replace(/^-Rp 0$/, 'Rp 0');
          expect(formatRupiah(n)).toBe(expected);
        },
      ),
    );
  });

  it('§9 currency: formatThousands groups without the currency', () => {
    expect(formatThousands(10_000)).toBe('10.000');
    expect(formatThousands(-2_500_000)).toBe('-2.500.000');
    expect(formatThousands(Number.NaN)).toBe('-');
  });

  it.each([
    [0, '0', '0'],
    [300, '300', '300'],
    [999, '999', '999'],
    [1_000, '1.000', '1,000'],
    [5_000, '5.000', '5,000'],
    [1_234_567, '1.234.567', '1,234,567'],
  ])('a count of %d people reads %s in Indonesian, %s in English', (n, id, en) => {
    expect(formatCount(n, 'id')).toBe(id);
    expect(formatCount(n, 'en')).toBe(en);
  });
});

describe('parseRupiahInput', () => {
  it('§9 currency: reads typed amounts with or without Rp and dots', () => {
    expect(parseRupiahInput('Rp 1.000.000')).toBe(1_000_000);
    expect(parseRupiahInput('1.000.000')).toBe(1_000_000);
    expect(parseRupiahInput('1000000')).toBe(1_000_000);
    expect(parseRupiahInput('  rp500.000 ')).toBe(500_000);
    expect(parseRupiahInput('IDR 75.000')).toBe(75_000);
    expect(parseRupiahInput('1.0000')).toBe(10_000);
    expect(parseRupiahInput('007')).toBe(7);
    expect(parseRupiahInput('0')).toBe(0);
  });

  it('§9 currency: an id-ID decimal comma is read only with a zero fraction (whole Rupiah)', () => {
    expect(parseRupiahInput('1.000,00')).toBe(1000);
    expect(parseRupiahInput('Rp 25.000,')).toBe(25_000);
    // '1,5' is not silently Rp 1 (it may mean 1,5 juta): refused everywhere
    expect(parseRupiahInput('1,5')).toBeNull();
    expect(parseRupiahInput('1.000,75')).toBeNull();
  });

  it('§9 currency: not an amount gives null', () => {
    for (const text of [
      '',
      '   ',
      'Rp',
      'Rp ',
      '-5000',
      '-Rp 5.000',
      'abc',
      '12abc',
      '1e5',
      '1,2,3',
      '1.000,5x',
      '+5',
    ]) {
      expect(parseRupiahInput(text), text).toBeNull();
    }
    expect(parseRupiahInput('99999999999999999999')).toBeNull();
    expect(parseRupiahInput(null as unknown as string)).toBeNull();
  });

  it('§9 currency (property): parsing what formatRupiah shows gives the amount back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseRupiahInput(formatRupiah(n))).toBe(n);
        expect(parseRupiahInput(formatThousands(n))).toBe(n);
      }),
    );
  });

  it('§9 currency (property): never throws, and any result is a safe non-negative integer', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseRupiahInput(text);
        expect(value === null || (Number.isSafeInteger(value) && value >= 0)).toBe(true);
      }),
    );
  });
});

describe('Jakarta dates and times', () => {
  it('§9 dates: 01:00 UTC on 22 November 2026 is 08:00 that day in Jakarta', () => {
    const d = at('2026-11-22T01:00:00Z');
    expect(formatDate(d)).toBe('22 November 2026');
    expect(formatDate(d, 'short')).toBe('22 Nov 2026');
    expect(formatDate(d, 'full')).toBe('Minggu, 22 November 2026');
    expect(formatTime(d)).toBe('08.00');
    expect(formatDateTime(d)).toBe('22 Nov 2026 08.00');
    expect(toJakartaTimestamp(d)).toBe('2026-11-22T08:00:00+07:00');
    expect(jakartaDate(d)).toBe('2026-11-22');
    expect(jakartaTime(d)).toBe('08:00:00');
    expect(jakartaHour(d)).toBe(8);
  });

  it('§9 dates: 17:00 UTC is already the next day in Jakarta (midnight), 16:59:59 is not', () => {
    expect(jakartaDate(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(toJakartaTimestamp(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01T00:00:00+07:00');
    expect(formatDate(at('2026-12-31T16:59:59Z'))).toBe('31 Desember 2026');
    expect(jakartaTime(at('2026-12-31T16:59:59Z'))).toBe('23:59:59');
    expect(jakartaHour(at('2026-12-31T16:59:59Z'))).toBe(23);
  });

  it('§9 dates: leap day and every id-ID month name', () => {
    expect(formatDate(at('2028-02-29T05:00:00Z'))).toBe('29 Februari 2028');
    expect(formatDate(at('2026-08-17T00:00:00Z'), 'short')).toBe('17 Agu 2026');
    expect(formatDate(at('2026-05-01T00:00:00Z'))).toBe('1 Mei 2026');
  });

  it('§9 timestamps: milliseconds are dropped, epoch numbers and offset strings are read', () => {
    expect(toJakartaTimestamp(at('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04T12:06:07+07:00');
    expect(toJakartaTimestamp(Date.UTC(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04T12:06:07+07:00');
    expect(toJakartaTimestamp('2026-03-04T12:06:07+07:00')).toBe('2026-03-04T12:06:07+07:00');
    expect(toJakartaTimestamp('2026-03-04T05:06:07Z')).toBe('2026-03-04T12:06:07+07:00');
    expect(toJakartaTimestamp('2026-03-04T00:06:07-05:00')).toBe('2026-03-04T12:06:07+07:00');
    expect(toJakartaTimestamp('2026-03-04T12:06:07.5+0700')).toBe('2026-03-04T12:06:07+07:00');
  });

  it('§9 dates: strings without an offset are Jakarta wall-clock (server dates and date-times)', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
    expect(toJakartaTimestamp('2026-11-22')).toBe('2026-11-22T00:00:00+07:00');
    expect(toJakartaTimestamp('2026-11-22 15:00:00')).toBe('2026-11-22T15:00:00+07:00');
    expect(formatDateTime('2026-11-22T15:30')).toBe('22 Nov 2026 15.30');
    expect(parseJakarta('2026-11-22 15:00:00')?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  it('§9 times: bare shift times are reformatted id-ID style', () => {
    expect(formatTime('08:00:00')).toBe('08.00');
    expect(formatTime('8:05')).toBe('08.05');
    expect(formatTime('23:59:59')).toBe('23.59');
    expect(formatTime('24:00')).toBe('');
  });

  it('§9 dates: unreadable input gives empty text or NaN, never a throw', () => {
    for (const bad of [
      '',
      'kemarin',
      '2026-02-30',
      '2026-13-01',
      '2026-11-22T25:00',
      Number.NaN,
      new Date('x'),
    ]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
      expect(toJakartaTimestamp(bad)).toBe('');
      expect(jakartaDate(bad)).toBe('');
      expect(jakartaTime(bad)).toBe('');
      expect(jakartaHour(bad)).toBeNaN();
      expect(parseJakarta(bad)).toBeNull();
    }
    expect(formatTime('kemarin')).toBe('');
  });

  it('§9 dates (property): date, time and weekday agree with Intl id-ID in Asia/Jakarta', () => {
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const full = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const time = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(instant, (d) => {
        expect(formatDate(d)).toBe(long.format(d));
        expect(formatDate(d, 'short')).toBe(short.format(d));
        expect(formatDate(d, 'full')).toBe(full.format(d));
        expect(formatTime(d)).toBe(time.format(d));
        const parts = intlJakartaParts(d);
        expect(toJakartaTimestamp(d)).toBe(
          `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+07:00`,
        );
        expect(jakartaHour(d)).toBe(Number(parts.hour));
      }),
    );
  });

  it('§9 timestamps (property): parsing a +07:00 timestamp gives the same second back', () => {
    fc.assert(
      fc.property(instant, (d) => {
        const stamp = toJakartaTimestamp(d);
        expect(parseJakarta(stamp)?.getTime()).toBe(Math.floor(d.getTime() / 1000) * 1000);
        expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
      }),
    );
  });

  describe('with the process in another time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['America/New_York', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
      '§9 dates: results are the same when the device zone is %s',
      (zone) => {
        const d = at('2026-11-22T16:30:00Z');
        process.env.TZ = zone;
        // The switch took effect: local getHours() now follows the new zone.
        const zoneHour = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hour: 'numeric',
          hourCycle: 'h23',
        });
        expect(d.getHours()).toBe(Number(zoneHour.format(d)));
        expect(formatDateTime(d)).toBe('22 Nov 2026 23.30');
        expect(toJakartaTimestamp(d)).toBe('2026-11-22T23:30:00+07:00');
        expect(toJakartaTimestamp('2026-11-22')).toBe('2026-11-22T00:00:00+07:00');
        expect(jakartaDate(at('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
      },
    );
  });
});
