import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tr } from '../catalogue/index';
import {
  companyDayCheck,
  holidayLookup,
  holidayName,
  isCalendarDate,
  isCalendarYearKnown,
  isWeeklyRestDay,
  nationalCalendar,
  yearCalendar,
} from './calendar';

const COMPANY_DAY = { date: '2026-10-15', name: 'Ulang tahun perusahaan' };

describe('national calendar 2026 (SKB Menteri Agama, Menaker, PANRB No. 1497, 2 and 5 of 2025)', () => {
  const calendar = nationalCalendar(2026);
  const national = calendar?.days.filter((d) => d.kind === 'national').map((d) => d.date);
  const collective = calendar?.days.filter((d) => d.kind === 'collective').map((d) => d.date);

  it('names the decree as its source', () => {
    expect(yearCalendar(2026, []).source).toBe(
      'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, dan Nomor 5 Tahun 2025 tentang Hari Libur Nasional dan Cuti Bersama Tahun 2026',
    );
  });

  it('holds 17 national holidays, each on its date', () => {
    expect(national).toEqual([
      '2026-01-01',
      '2026-01-16',
      '2026-02-17',
      '2026-03-19',
      '2026-03-21',
      '2026-03-22',
      '2026-04-03',
      '2026-04-05',
      '2026-05-01',
      '2026-05-14',
      '2026-05-27',
      '2026-05-31',
      '2026-06-01',
      '2026-06-16',
      '2026-08-17',
      '2026-08-25',
      '2026-12-25',
    ]);
  });

  it('holds 8 days of cuti bersama', () => {
    expect(collective).toEqual([
      '2026-02-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
      '2026-05-15',
      '2026-05-28',
      '2026-12-24',
    ]);
  });

  it.each([
    ['2026-12-24', 'collective', 'Natal'],
    ['2026-12-25', 'national', 'Natal'],
    ['2026-08-17', 'national', 'Hari Kemerdekaan RI'],
    ['2026-03-20', 'collective', 'Idul Fitri'],
    ['2026-03-21', 'national', 'Idul Fitri 1447 H'],
    ['2026-03-22', 'national', 'Idul Fitri 1447 H'],
    ['2026-03-23', 'collective', 'Idul Fitri'],
    ['2026-03-24', 'collective', 'Idul Fitri'],
    ['2026-01-01', 'national', 'Tahun Baru 2026 Masehi'],
  ] as const)('%s is %s: %s', (date, kind, name) => {
    expect(holidayLookup([])(date)).toEqual({ date, kind, name });
  });

  it.each([
    '2026-12-23',
    '2026-12-26',
    '2026-08-16',
    '2026-08-18',
    '2026-03-25',
    '2026-12-31',
    '2025-12-25',
    '2027-01-01',
  ])('%s is no holiday', (date) => {
    expect(holidayLookup([])(date)).toBeNull();
  });

  it('names in English where asked; a company day keeps the name HR gave it', () => {
    expect(holidayName({ date: '2026-12-25', kind: 'national', name: 'Natal' }, 'en')).toBe('Christmas');
    expect(holidayName({ date: '2026-08-17', kind: 'national', name: 'x' }, 'id')).toBe(
      'Hari Kemerdekaan RI',
    );
    expect(holidayName({ ...COMPANY_DAY, kind: 'company' }, 'en')).toBe('Ulang tahun perusahaan');
  });
});

describe('a company calendar of a year', () => {
  it('2026: the 25 national days and the company day, by date; the company day is LP-kind "company"', () => {
    const year = yearCalendar(2026, [COMPANY_DAY, { date: '2027-01-02', name: 'Next year' }]);
    expect(year.days).toHaveLength(26);
    expect(year.days.find((d) => d.date === '2026-10-15')).toEqual({ ...COMPANY_DAY, kind: 'company' });
    expect(year.days.map((d) => d.date)).toEqual([...year.days.map((d) => d.date)].sort());
  });

  it('a year with no national calendar says so (source null), never guesses, and keeps its company days', () => {
    expect(isCalendarYearKnown(2026)).toBe(true);
    expect(isCalendarYearKnown(2025)).toBe(false);
    expect(isCalendarYearKnown(2027)).toBe(false);
    expect(yearCalendar(2027, [])).toEqual({ year: 2027, source: null, days: [] });
    expect(yearCalendar(2027, [{ date: '2027-01-02', name: 'Rapat tahunan' }]).days).toEqual([
      { date: '2027-01-02', kind: 'company', name: 'Rapat tahunan' },
    ]);
  });

  it('a company day is found by the lookup; a national day wins over a company day of the same date', () => {
    const lookup = holidayLookup([COMPANY_DAY, { date: '2026-12-25', name: 'Bukan ini' }]);
    expect(lookup('2026-10-15')).toEqual({ ...COMPANY_DAY, kind: 'company' });
    expect(lookup('2026-12-25')?.kind).toBe('national');
    expect(lookup('2026-10-16')).toBeNull();
  });
});

describe('HR adds a company day: the checks', () => {
  const existing = [COMPANY_DAY];
  it.each([
    [{ date: '2026-13-01', name: 'X' }, 'date', 'Tanggal tidak valid'],
    [{ date: '2026-02-30', name: 'X' }, 'date', 'Tanggal tidak valid'],
    [{ date: '26-10-16', name: 'X' }, 'date', 'Tanggal tidak valid'],
    [{ date: '2026-10-16', name: '   ' }, 'name', 'Nama hari libur wajib diisi'],
    [{ date: '2026-10-16', name: 'x'.repeat(61) }, 'name', 'Nama hari libur paling banyak 60 karakter'],
    [
      { date: '2026-12-25', name: 'Natal kantor' },
      'national',
      'Tanggal 2026-12-25 sudah libur nasional atau cuti bersama: Natal',
    ],
    [
      { date: '2026-12-24', name: 'Natal kantor' },
      'national',
      'Tanggal 2026-12-24 sudah libur nasional atau cuti bersama: Natal',
    ],
    [{ date: '2026-10-15', name: 'Lagi' }, 'conflict', 'Tanggal 2026-10-15 sudah menjadi libur perusahaan'],
  ] as const)('%o → %s: %s', (input, reason, text) => {
    const out = companyDayCheck({ ...input, companyDays: existing });
    expect(out).toMatchObject({ ok: false, reason });
    if (!out.ok) expect(tr(out.text, 'id', out.vars)).toBe(text);
  });

  it('the refusal in English', () => {
    const out = companyDayCheck({ date: '2026-12-25', name: 'N', companyDays: existing });
    if (out.ok) throw new Error('accepted');
    expect(tr(out.text, 'en', out.vars)).toBe(
      '2026-12-25 is already a national holiday or collective leave: Natal',
    );
  });

  it('a good day comes back trimmed; 60 characters is the longest name', () => {
    expect(companyDayCheck({ date: '2026-10-16', name: '  Rapat  ', companyDays: existing })).toEqual({
      ok: true,
      day: { date: '2026-10-16', name: 'Rapat' },
    });
    expect(companyDayCheck({ date: '2026-10-16', name: 'x'.repeat(60), companyDays: [] }).ok).toBe(true);
  });

  it('(property) never throws; accepts only real dates, and only a date that is no holiday yet', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (date, name) => {
        const out = companyDayCheck({ date, name, companyDays: existing });
        if (out.ok) {
          expect(isCalendarDate(date)).toBe(true);
          expect(holidayLookup(existing)(date)).toBeNull();
        }
      }),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const date = d.toISOString().slice(0, 10);
          const out = companyDayCheck({ date, name: 'Hari X', companyDays: [] });
          expect(out.ok).toBe(holidayLookup([])(date) === null);
        },
      ),
    );
  });
});

describe('weekly rest days (PP 35/2021 art. 31)', () => {
  it.each([
    ['2026-12-26', 5, true], // Saturday
    ['2026-12-26', 6, false],
    ['2026-12-27', 5, true], // Sunday
    ['2026-12-27', 6, true],
    ['2026-12-25', 5, false], // Friday
    ['not-a-date', 5, false],
  ] as const)('%s in a %i-day week: rest day %s', (date, week, rest) => {
    expect(isWeeklyRestDay(date, week)).toBe(rest);
  });
});
