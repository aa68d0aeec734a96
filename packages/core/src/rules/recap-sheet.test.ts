import { describe, expect, it } from 'vitest';
import type { RecapRow } from '../contract/recap';
import { emptyRecapTotals } from './month-recap';
import {
  RECAP_HEADING_LINES,
  recapDailySheet,
  recapFileHeading,
  recapFileName,
  recapLeaveCategories,
  recapSummarySheet,
} from './recap-sheet';

const CATEGORIES = [
  { code: 'CT', name: 'Cuti Tahunan' },
  { code: 'CS', name: 'Cuti Sakit' },
];

const row = (id: number, name: string, extra: Partial<RecapRow['totals']> = {}, days = {}): RecapRow => ({
  subordinateId: id,
  employeeId: id,
  employeeNumber: String(50_000 + id),
  department: null,
  workLocation: null,
  shift: null,
  name,
  days,
  totals: { ...emptyRecapTotals(), ...extra },
});

describe('recap files payroll imports: number, name, period first; the same columns every month', () => {
  const rows = [
    row(17, 'Adi', {
      workdays: 20,
      present: 19,
      late: 2,
      lateMinutes: 31,
      workedHours: 151.5,
      leave: { CT: 1 },
    }),
    row(18, 'Budi', { workdays: 20, holidayNational: 1, holidayCollective: 1 }),
  ];

  it('the summary header: number, name, period, then what each column counts (Indonesian)', () => {
    const header =
      recapSummarySheet({ month: '2026-12', rows, leaveCategories: CATEGORIES, lang: 'id' })[0] ?? [];
    expect(header.slice(0, 5)).toEqual([
      'No. Karyawan',
      'Nama',
      'Periode',
      'Hari kerja',
      'Hadir (termasuk terlambat)',
    ]);
    expect(header.slice(11, 13)).toEqual(['Cuti Tahunan (CT)', 'Cuti Sakit (CS)']);
    expect(header).toContain('Terlambat (menit)');
    expect(header).toContain('Jam kerja (jam)');
    expect(header).toHaveLength(26);
  });

  it('rows: the employee number, the name, the period, then the numbers; a category nobody used is 0', () => {
    const [, adi, budi] = recapSummarySheet({
      month: '2026-12',
      rows,
      leaveCategories: CATEGORIES,
      lang: 'en',
    });
    expect(adi).toEqual([
      17,
      'Adi',
      '2026-12',
      20,
      19,
      2,
      31,
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      151.5,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(budi).toEqual([
      18,
      'Budi',
      '2026-12',
      20,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
  });

  it('a month where nobody took leave has the same header as one where everybody did', () => {
    const none = recapSummarySheet({
      month: '2026-11',
      rows: [row(1, 'A')],
      leaveCategories: CATEGORIES,
      lang: 'id',
    });
    const all = recapSummarySheet({
      month: '2026-12',
      rows: [row(1, 'A', { leave: { CT: 2, CS: 1 } })],
      leaveCategories: CATEGORIES,
      lang: 'id',
    });
    expect(none[0]).toEqual(all[0]);
  });

  it('a code a row counts that the category list lacks still gets its column (a number is never dropped)', () => {
    expect(recapLeaveCategories(CATEGORIES, [row(1, 'A', { leave: { CX: 2 } })])).toEqual([
      ...CATEGORIES,
      { code: 'CX', name: 'CX' },
    ]);
  });

  it('English headers', () => {
    const header = recapSummarySheet({ month: '2026-12', rows, leaveCategories: CATEGORIES, lang: 'en' })[0];
    expect(header?.slice(0, 5)).toEqual([
      'Employee no.',
      'Name',
      'Period',
      'Workdays',
      'Present (late included)',
    ]);
    expect(header).toContain('Hours worked (h)');
    expect(header).toContain('Late (minutes)');
  });

  it('the daily grid: number, name, period, then the day of month 1…31 with each code, blank after today', () => {
    const days = { '2026-12-01': 'H', '2026-12-24': 'CB', '2026-12-25': 'LN' };
    const sheet = recapDailySheet({ month: '2026-12', rows: [row(17, 'Adi', {}, days)], lang: 'id' });
    expect(sheet[0]?.slice(0, 5)).toEqual(['No. Karyawan', 'Nama', 'Periode', 1, 2]);
    expect(sheet[0]).toHaveLength(3 + 31);
    const cells = sheet[1] ?? [];
    expect(cells.slice(0, 4)).toEqual([17, 'Adi', '2026-12', 'H']);
    expect(cells[3 + 23]).toBe('CB');
    expect(cells[3 + 24]).toBe('LN');
    expect(cells[3 + 25]).toBe('');
    expect(cells.filter((c) => c === '')).toHaveLength(28);
  });

  it('the heading lines: always two, the title and whether the month is closed for payroll', () => {
    expect(recapFileHeading({ month: '2026-12', sheet: 'summary', lang: 'id', close: null })).toEqual([
      ['Rekap absensi Desember 2026'],
      ['Belum ditutup untuk penggajian'],
    ]);
    const close = {
      month: '2026-12',
      closedAt: '2027-01-05T14:00:00+07:00',
      closedBy: 'Hana',
      closedById: 9,
    };
    expect(recapFileHeading({ month: '2026-12', sheet: 'daily', lang: 'en', close })).toEqual([
      ['Daily attendance December 2026'],
      ['Closed 5 Jan 2027 14.00 by Hana'],
    ]);
    expect(RECAP_HEADING_LINES).toBe(2);
  });

  it('file names', () => {
    expect(recapFileName('2026-12', 'xlsx')).toBe('rekap-absensi-2026-12.xlsx');
    expect(recapFileName('2026-12', 'csv', 'daily')).toBe('rekap-harian-2026-12.csv');
  });
});
