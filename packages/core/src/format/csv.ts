/**
 * CSV text for spreadsheets (the month recap's "Unduh CSV"): UTF-8 with a byte order mark, so Excel reads
 * the characters right; CRLF line ends (RFC 4180); comma by default, or `;` for Excel in an Indonesian
 * locale, where the decimal mark is a comma, so with `;` numbers are written with a decimal comma.
 * A field is quoted when it holds the separator, a quote, a line break or white space at either end;
 * quotes inside are doubled. Pure: the caller turns the text into a Blob.
 *
 * CSV injection (OWASP "CSV Injection"): a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return would be read by Excel or LibreOffice as a formula. Such a cell is written with a single quote before it
 * and inside double quotes (`"'=1+2"`), so the spreadsheet shows it as text. Numbers are numbers: -5 stays -5.
 */

export type CsvSeparator = ',' | ';';
export type CsvCell = string | number | null | undefined;

/** U+FEFF: the UTF-8 byte order mark Excel looks for. */
export const CSV_BOM = '\uFEFF';

function numberText(value: number, separator: CsvSeparator): string {
  if (!Number.isFinite(value)) return '';
  // Up to 6 decimals without float noise, no exponent for the sizes a recap holds.
  const text = String(Math.round(value * 1e6) / 1e6);
  return separator === ';' ? text.replace('.', ',') : text;
}

/** The first characters that make a spreadsheet read a text cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell, separator: CsvSeparator): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return numberText(cell, separator);
  const formula = FORMULA_START.test(cell);
  const text = formula ? `'${cell}` : cell;
  const needsQuotes =
    formula || text.includes(separator) || /["\r\n]/.test(text) || (text !== '' && text.trim() !== text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-terminated line per row (the header is the first row). */
export function buildCsv(rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  let out = CSV_BOM;
  for (const row of rows) out += `${row.map((cell) => cellText(cell, separator)).join(separator)}\r\n`;
  return out;
}
