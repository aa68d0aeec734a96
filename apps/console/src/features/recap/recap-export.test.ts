/**
 * The recap's .xlsx keeps text as text (OWASP "CSV injection" applies to spreadsheets too): a name that starts with
 * `=`, `+`, `-` or `@` is a text cell, read back exactly as written, never a formula; numbers stay numbers. The
 * sheets are written by write-excel-file (its Node build here, the browser one on the page) and read back by
 * read-excel-file.
 */
import { emptyRecapTotals } from '@upah/core/rules/month-recap';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { recapXlsxSheets } from './recap-xlsx';

const row = (id: number, name: string) => ({
  subordinateId: id,
  employeeId: id,
  employeeNumber: String(50_000 + id),
  department: null,
  workLocation: null,
  shift: null,
  name,
  days: { '2026-12-01': 'H' },
  totals: { ...emptyRecapTotals(), workdays: 1, present: 1 },
});

describe('the recap .xlsx: text stays text', () => {
  it('a name that looks like a formula is a text cell; the number columns are numbers', async () => {
    const names = ['=HYPERLINK("http://x","klik")', '+62811', '-Budi', '@SUM(A1)'];
    const sheets = recapXlsxSheets({
      month: '2026-12',
      rows: names.map((name, i) => row(i + 1, name)),
      leaveCategories: [{ code: 'CT', name: 'Cuti Tahunan' }],
      lang: 'id',
      close: null,
    });
    const buffer = await writeXlsxFile(sheets).toBuffer();
    const [rekap, harian] = await readXlsxFile(buffer);
    // two heading lines, the header, then the four rows: number, name as written, period, then numbers
    expect(rekap?.data.slice(3).map((r) => r.slice(0, 5))).toEqual([
      [1, '=HYPERLINK("http://x","klik")', '2026-12', 1, 1],
      [2, '+62811', '2026-12', 1, 1],
      [3, '-Budi', '2026-12', 1, 1],
      [4, '@SUM(A1)', '2026-12', 1, 1],
    ]);
    expect(harian?.data.slice(3).map((r) => r.slice(0, 4))).toEqual([
      [1, '=HYPERLINK("http://x","klik")', '2026-12', 'H'],
      [2, '+62811', '2026-12', 'H'],
      [3, '-Budi', '2026-12', 'H'],
      [4, '@SUM(A1)', '2026-12', 'H'],
    ]);
  });

  it('every cell of the sheets is typed: String for text, Number for numbers', () => {
    const [rekap] = recapXlsxSheets({
      month: '2026-12',
      rows: [row(7, '=1+2')],
      leaveCategories: [],
      lang: 'en',
      close: null,
    });
    const typed = (rekap?.data ?? [])
      .flat()
      .map((c) => [typeof c.value, c.type === String ? 'String' : 'Number']);
    expect(typed.filter(([value, type]) => (value === 'number') !== (type === 'Number'))).toEqual([]);
    expect(rekap?.data[3]?.[1]).toMatchObject({ value: '=1+2', type: String });
  });
});
