/** CSV as RFC 4180 writes it, safe to open in a spreadsheet. */

export type CsvValue = string | number | boolean | null | undefined;

/** A spreadsheet would run a cell that starts like a formula (CSV injection); a leading quote keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ending in CRLF as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A name fit for Content-Disposition: letters, digits, dot, dash and underscore only. */
export function csvFilename(parts: readonly string[]): string {
  const base = parts
    .map((p) =>
      p
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.csv`;
}
