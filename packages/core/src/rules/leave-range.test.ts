/** DESIGN "Evidence" / OWASP ASVS 5.0 V2.2.1: a leave starts within a year and spans at most 90 days. */
import { describe, expect, it } from 'vitest';
import { leaveRangeCheck, leaveSpanDays } from './leave-range';

const TODAY = '2026-11-23';

describe('leave range', () => {
  it.each([
    ['2026-11-24', '2026-11-24', 1],
    ['2026-12-30', '2027-01-02', 4],
    ['2027-02-27', '2027-03-01', 3],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(leaveSpanDays(from, to)).toBe(days);
  });

  it.each([
    ['one day', '2026-11-24', '2026-11-24', true],
    ['90 days', '2026-12-01', '2027-02-28', true],
    ['91 days', '2026-12-01', '2027-03-01', false],
    ['ending a year ahead (366 days)', '2027-11-24', '2027-11-24', true],
    ['ending 367 days ahead', '2027-11-25', '2027-11-25', false],
    ['9999-12-31', '9999-12-31', '9999-12-31', false],
  ])('%s → ok %s', (_what, startAt, endAt, ok) => {
    expect(leaveRangeCheck({ startAt, endAt }, TODAY).ok).toBe(ok);
  });

  it('names the reason', () => {
    expect(leaveRangeCheck({ startAt: '2026-12-01', endAt: '2027-03-01' }, TODAY)).toEqual({
      ok: false,
      message: 'leaveTooLong',
      vars: { days: 90 },
    });
    expect(leaveRangeCheck({ startAt: '9999-12-31', endAt: '9999-12-31' }, TODAY)).toEqual({
      ok: false,
      message: 'leaveTooFarAhead',
    });
  });
});
