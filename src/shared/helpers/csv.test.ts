import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, csvRow } from './csv';

describe('CSV escaping', () => {
  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 99.5, -3])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,99.5,-3\r\n',
    );
  });

  it('keeps text that looks like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('makes a safe file name', () => {
    expect(csvFilename(['sitewarden', 'Example.COM', '7d', '2025-01-31'])).toBe(
      'sitewarden-example.com-7d-2025-01-31.csv',
    );
    expect(csvFilename(['a b/../c"'])).toBe('a-b-..-c.csv');
  });
});
