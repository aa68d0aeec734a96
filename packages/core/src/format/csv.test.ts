import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM } from './csv';

/** A small RFC 4180 reader, only for checking what buildCsv wrote. */
function parseCsv(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('recap CSV (Unduh CSV): UTF-8 with a BOM, header row, comma or semicolon', () => {
  it('starts with the BOM and ends every line with CRLF, one line per row', () => {
    const csv = buildCsv([
      ['Nama', 'Hadir'],
      ['Adi Saputra', 20],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nama,Hadir\r\nAdi Saputra,20\r\n`);
    expect(csv.slice(1).split('\r\n')).toHaveLength(3);
  });

  it('quotes a field with the separator, a quote, a line break or edge spaces; doubles quotes', () => {
    const csv = buildCsv([['Siregar, Budi', 'kata "cepat"', 'dua\nbaris', ' spasi', 'biasa']]);
    expect(csv).toBe(`${CSV_BOM}"Siregar, Budi","kata ""cepat""","dua\nbaris"," spasi",biasa\r\n`);
  });

  it('with ; a comma in a name needs no quotes and decimals use a comma (Excel, Indonesian locale)', () => {
    const csv = buildCsv(
      [
        ['Siregar, Budi', 3.5, 12, 0.25],
        ['a;b', -1.5, 0, null],
      ],
      ';',
    );
    expect(csv).toBe(`${CSV_BOM}Siregar, Budi;3,5;12;0,25\r\n"a;b";-1,5;0;\r\n`);
  });

  it('decimals use a point with the comma separator; float noise and non-finite numbers are cleaned', () => {
    expect(buildCsv([[0.1 + 0.2, Number.NaN, undefined, 7.5]])).toBe(`${CSV_BOM}0.3,,,7.5\r\n`);
  });

  it('OWASP CSV injection: a text cell starting with = + - @ tab or CR is written as text with a quote before it', () => {
    const csv = buildCsv([
      [
        '=HYPERLINK("http://x","klik")',
        '+62811',
        '-Budi',
        '@SUM(A1)',
        '\tTab',
        '\rCR',
        'Budi-Santoso',
        'a=b',
      ],
    ]);
    expect(csv).toBe(
      `${CSV_BOM}"'=HYPERLINK(""http://x"",""klik"")","'+62811","'-Budi","'@SUM(A1)","'\tTab","'\rCR",Budi-Santoso,a=b\r\n`,
    );
  });

  it('numbers are never neutralised: a negative number stays a number', () => {
    expect(buildCsv([[-5, -1.25]], ';')).toBe(`${CSV_BOM}-5;-1,25\r\n`);
  });

  it('(property) reading the file back gives the same text fields, with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom<',' | ';'>(',', ';'),
        (rows, sep) => {
          const csv = buildCsv(rows, sep);
          expect(csv.startsWith(CSV_BOM)).toBe(true);
          // a text cell that a spreadsheet would read as a formula comes back with a quote before it
          const shown = rows.map((row) => row.map((f) => (/^[=+\-@\t\r]/.test(f) ? `'${f}` : f)));
          expect(parseCsv(csv.slice(1), sep)).toEqual(shown);
        },
      ),
    );
  });
});
