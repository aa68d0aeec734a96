import { describe, expect, it } from 'vitest';
import { monthCloseCheck, monthsOfDays, openMonthCheck, reopenReasonCheck } from './month-close';

describe('month close (DESIGN "Payroll closes months")', () => {
  it('the months a day or a period touches', () => {
    expect(monthsOfDays('2026-11-30')).toEqual(['2026-11']);
    expect(monthsOfDays('2026-11-28', '2027-01-02')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOfDays('2026-12-02', '2026-11-30')).toEqual([]);
    expect(monthsOfDays('bukan tanggal')).toEqual([]);
  });

  it('a write on a day of a closed month is refused, naming the month in Indonesian', () => {
    const closed = (m: string) => m === '2026-11';
    expect(openMonthCheck(closed, '2026-11-30')).toEqual({
      ok: false,
      message: 'monthClosed',
      vars: { month: 'November 2026' },
    });
    expect(openMonthCheck(closed, '2026-12-01')).toEqual({ ok: true });
    // a leave from 28 November to 2 December touches the closed month
    expect(openMonthCheck(closed, '2026-11-28', '2026-12-02').ok).toBe(false);
    expect(openMonthCheck((m) => m === '2026-08', '2026-08-17')).toEqual({
      ok: false,
      message: 'monthClosed',
      vars: { month: 'Agustus 2026' },
    });
  });

  it('a month closes once it has ended in Jakarta', () => {
    // 30 November 23:59 in Jakarta: November is still running
    expect(monthCloseCheck('2026-11', Date.parse('2026-11-30T23:59:59+07:00'))).toEqual({
      ok: false,
      message: 'monthNotOver',
      vars: { month: 'November 2026' },
    });
    // one second later (17:00 UTC) it is December in Jakarta
    expect(monthCloseCheck('2026-11', Date.parse('2026-11-30T17:00:00Z'))).toEqual({ ok: true });
    expect(monthCloseCheck('2026-12', Date.parse('2026-12-31T23:50:00+07:00')).ok).toBe(false);
    expect(monthCloseCheck('2026-12', Date.parse('2027-01-01T00:00:00+07:00')).ok).toBe(true);
    expect(monthCloseCheck('2026-13', Date.parse('2027-01-01T00:00:00+07:00'))).toEqual({
      ok: false,
      message: 'monthFormat',
    });
  });

  it('reopening needs a reason of at most 500 characters', () => {
    expect(reopenReasonCheck('  ')).toEqual({ ok: false, message: 'reasonRequired' });
    expect(reopenReasonCheck('Koreksi lembur Budi')).toEqual({ ok: true });
    expect(reopenReasonCheck('a'.repeat(500))).toEqual({ ok: true });
    expect(reopenReasonCheck('a'.repeat(501))).toEqual({
      ok: false,
      message: 'reasonTooLong',
      vars: { max: 500 },
    });
  });
});
