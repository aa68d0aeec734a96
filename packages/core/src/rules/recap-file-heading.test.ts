import { describe, expect, it } from 'vitest';
import { closeLine, momentLabel } from './recap-file-heading';
import { recapFileHeading } from './recap-sheet';

const CLOSE = {
  month: '2026-11',
  closedAt: '2026-12-01T09:10:00+07:00',
  closedBy: 'Ratna Kusumawati',
  closedById: 16,
};

describe('the month close line of the recap and its files', () => {
  it('"Ditutup {tanggal} oleh {nama}" in both languages, Jakarta time', () => {
    expect(closeLine(CLOSE, 'id')).toBe('Ditutup 1 Des 2026 09.10 oleh Ratna Kusumawati');
    expect(closeLine(CLOSE, 'en')).toBe('Closed 1 Dec 2026 09.10 by Ratna Kusumawati');
    // 23:30 UTC on 31 December is 06:30 on 1 January in Jakarta
    expect(momentLabel('2026-12-31T23:30:00Z', 'id')).toBe('1 Jan 2027 06.30');
    expect(momentLabel('kemarin', 'id')).toBe('');
  });

  it('an open month says so; the files carry the line under their title, every month', () => {
    expect(closeLine(null, 'id')).toBe('Belum ditutup untuk penggajian');
    expect(recapFileHeading({ month: '2026-11', sheet: 'summary', lang: 'en', close: null })).toEqual([
      ['Attendance recap November 2026'],
      ['Not closed for payroll yet'],
    ]);
    expect(recapFileHeading({ month: '2026-11', sheet: 'daily', lang: 'id', close: CLOSE })).toEqual([
      ['Rekap harian November 2026'],
      ['Ditutup 1 Des 2026 09.10 oleh Ratna Kusumawati'],
    ]);
  });
});
