import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { correctionEndpoints } from './attendance-correction';
import { monthCloseEndpoints } from './month-close';

describe('attendance correction and month close contract (extensions)', () => {
  it('a correction names its schedule, a clock-in and/or a clock-out (+07:00), a reason ≤ 500 and a photo or null', () => {
    const body = correctionEndpoints.create.body;
    const ok = {
      scheduleId: 12,
      clockIn: null,
      clockOut: '2026-11-20T17:05:00+07:00',
      reason: 'Lupa absen keluar',
      photo: null,
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, clockOut: null })).toEqual(['clockIn']);
    expect(failedFields(body, { ...ok, clockOut: '2026-11-20T10:05:00Z' })).toEqual(['clockOut']);
    expect(failedFields(body, { ...ok, reason: '  ' })).toEqual(['reason']);
    expect(body.safeParse({ ...ok, reason: 'a'.repeat(500) }).success).toBe(true);
    expect(failedFields(body, { ...ok, reason: 'a'.repeat(501) })).toEqual(['reason']);
    expect(correctionEndpoints.approveBulk.body.parse({ id: [1, 2] })).toEqual({ id: [1, 2] });
  });

  it('every correction call is a documented extension', () => {
    for (const e of Object.values(correctionEndpoints)) expect(e.doc).toMatch(/^Extension \(not in SPEC\)/);
    for (const e of Object.values(monthCloseEndpoints)) {
      expect(e.doc).toMatch(/^Extension \(not in SPEC\)/);
      expect(e.access.who).toBe('hr');
    }
  });

  it('a month to close is YYYY-MM; a reopening needs a reason', () => {
    expect(monthCloseEndpoints.close.body.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(failedFields(monthCloseEndpoints.close.body, { month: '2026-13' })).toEqual(['month']);
    expect(failedFields(monthCloseEndpoints.reopen.body, { month: '2026-11', reason: '' })).toEqual([
      'reason',
    ]);
  });
});
