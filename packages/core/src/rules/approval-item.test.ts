import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemDetailEntry } from '../catalogue/labels-approval-item';
import { presenceTypeEntry } from '../catalogue/labels-presence-type';
import { approvalItemLine, approvalPeriod, formatDateIn } from './approval-item';

describe('approval item line (SPEC §2 approval tabs, §9 Jakarta dates)', () => {
  it('§9 presence: timestamps read as Jakarta times, a missing clock-out as a dash', () => {
    expect(
      approvalItemLine({
        date: '2026-11-22',
        from: '2026-11-22T08:00:00+07:00',
        to: null,
        detail: 'qr',
      }),
    ).toBe('22 Nov 2026 · 08.00 – – · qr');
  });

  it('§3 a presence type reads in words, and a period with neither end known is left out', () => {
    const item = { kind: 'presence', date: '2026-11-29', from: null, to: null, detail: 'remote' };
    expect(approvalItemLine(item, presenceTypeEntry(item.detail).id)).toBe('29 Nov 2026 · Remote');
    expect(itemDetailEntry({ kind: 'presence', detail: 'self' }).id).toBe('Absen sendiri');
    expect(itemDetailEntry({ kind: 'presence', detail: 'manual' }).en).toBe('Manual by supervisor');
    expect(itemDetailEntry({ kind: 'leave', detail: 'Cuti Tahunan' }).id).toBe('Cuti Tahunan');
    expect(presenceTypeEntry('unknown').id).toBe('unknown');
  });

  it('§9 leave: dates read as short dates, the day of a timestamp in Jakarta', () => {
    expect(approvalPeriod({ from: '2026-11-22', to: '2026-11-24' })).toBe('22 Nov 2026 – 24 Nov 2026');
    expect(
      approvalItemLine({
        date: '2026-11-21T23:30:00+00:00',
        from: '2026-11-22',
        to: '2026-11-22',
        detail: 'Cuti Tahunan',
      }),
    ).toBe('22 Nov 2026 · 22 Nov 2026 – 22 Nov 2026 · Cuti Tahunan');
  });

  it('§9 permission: clock times as HH.mm', () => {
    expect(approvalPeriod({ from: '09:00:00', to: '11:30' })).toBe('09.00 – 11.30');
  });

  it('§9 overtime types and a permission read in words, never the raw value (workday, offday, permission)', () => {
    expect(itemDetailEntry({ kind: 'overtime', detail: 'workday' })).toEqual({
      id: 'Lembur hari kerja',
      en: 'Workday overtime',
    });
    expect(itemDetailEntry({ kind: 'overtime', detail: 'offday' }).id).toBe('Lembur hari libur');
    expect(itemDetailEntry({ kind: 'permission', detail: 'permission' })).toEqual({
      id: 'Izin',
      en: 'Permission',
    });
    expect(itemDetailEntry({ kind: 'overtime', detail: 'holiday' }).id).toBe('holiday');
  });

  it('in English the dates name English months: 2 Dec 2026, never 2 Des 2026', () => {
    const leave = { date: '2026-12-02', from: '2026-12-02', to: '2026-12-04', detail: 'Annual leave' };
    expect(approvalItemLine(leave, leave.detail, 'en')).toBe(
      '2 Dec 2026 · 2 Dec 2026 – 4 Dec 2026 · Annual leave',
    );
    expect(approvalItemLine(leave)).toBe('2 Des 2026 · 2 Des 2026 – 4 Des 2026 · Annual leave');
  });

  it('dates in English name the month in English: 2 Dec 2026, never 2 Des 2026', () => {
    expect(formatDateIn('2026-12-02', 'short', 'en')).toBe('2 Dec 2026');
    expect(formatDateIn('2026-12-02', 'long', 'en')).toBe('2 December 2026');
    expect(formatDateIn('2026-12-02', 'full', 'en')).toBe('Wednesday, 2 December 2026');
    expect(formatDateIn('2026-08-17', 'short', 'en')).toBe('17 Aug 2026');
    expect(formatDateIn('2026-12-02', 'short', 'id')).toBe('2 Des 2026');
    expect(formatDateIn('kemarin', 'short', 'en')).toBe('');
    const enLong = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          expect(formatDateIn(d, 'full', 'en')).toBe(enLong.format(d).replace(/^(\w+) /, '$1, '));
        },
      ),
    );
  });
});
