import { describe, expect, it } from 'vitest';
import { parseWhoisDate, readWhoisDate } from './whois-dates';

const iso = (raw: string, order?: 'dmy' | 'mdy'): string | null => parseWhoisDate(raw, order)?.toISOString() ?? null;

describe('readWhoisDate: the shapes registries write', () => {
  it.each([
    // ISO, with and without zone; hour-only zones; fractions
    ['2024-08-25T23:59:59.0Z', '2024-08-25T23:59:59.000Z'],
    ['2019-12-04 00:00:00+02', '2019-12-03T22:00:00.000Z'],
    ['2002-12-04 00:00:00+0200', '2002-12-03T22:00:00.000Z'],
    ['2020-09-13T21:00:00.00-07:00', '2020-09-14T04:00:00.000Z'],
    ['2007-06-29T00:00:00+12:00', '2007-06-28T12:00:00.000Z'],
    ['2002-10-15 00:00:00.000000', '2002-10-15T00:00:00.000Z'],
    // '(UTC+8)' suffixes (.tw), '(JST)' (.jp), '(GMT+0:00)' (.kz)
    ['2026-11-09 23:59:59 (UTC+8)', '2026-11-09T15:59:59.000Z'],
    ['2026-11-09 (UTC+8)', '2026-11-09T00:00:00.000Z'],
    ['2019/06/01 01:05:07 (JST)', '2019-05-31T16:05:07.000Z'],
    ['1999-06-07 20:00:00 (GMT+0:00)', '1999-06-07T20:00:00.000Z'],
    // Y/M/D variants: .jp, .pl, .kr
    ['2020/05/31', '2020-05-31T00:00:00.000Z'],
    ['2020.09.18 14:00:00', '2020-09-18T14:00:00.000Z'],
    ['2015. 03. 02.', '2015-03-02T00:00:00.000Z'],
    // YYYYMMDD (.br, .hr), with a time (.at, .ua OK-UNTIL) and trailing text
    ['20200518', '2020-05-18T00:00:00.000Z'],
    ['19990518 #153979', '1999-05-18T00:00:00.000Z'],
    ['20110908 11:22:36', '2011-09-08T11:22:36.000Z'],
    ['20140903121852', '2014-09-03T12:18:52.000Z'],
    // Month names in many shapes
    ['Mon Apr 25 23:59:59 GMT 2016', '2016-04-25T23:59:59.000Z'],
    ['31 Jan 2017 22:12:44 UTC', '2017-01-31T22:12:44.000Z'],
    ['07 Oct 2014 10:02 WAT', '2014-10-07T09:02:00.000Z'],
    ['7th April, 2018', '2018-04-07T00:00:00.000Z'],
    ['May 22 2014', '2014-05-22T00:00:00.000Z'],
    ['April 7, 2018', '2018-04-07T00:00:00.000Z'],
    ['Tue Dec 12 2000', '2000-12-12T00:00:00.000Z'],
    ['2014-Aug-22.', '2014-08-22T00:00:00.000Z'],
    ['22-aug-2014', '2014-08-22T00:00:00.000Z'],
    ['26-Mar-2001', '2001-03-26T00:00:00.000Z'],
    ['14-Sep-2020.', '2020-09-14T00:00:00.000Z'],
    ['2002-10-22 17:48:23 CLST', '2002-10-22T20:48:23.000Z'],
    // Dotted dates are day-first everywhere (.fi, .cz, .ru)
    ['1.9.2023', '2023-09-01T00:00:00.000Z'],
    ['31.7.2020 10:18:46', '2020-07-31T10:18:46.000Z'],
    ['15.03.2025', '2025-03-15T00:00:00.000Z'],
    // 12-hour clocks
    ['2020-01-02 11:30:00 PM', '2020-01-02T23:30:00.000Z'],
  ])('%s', (raw, expected) => {
    expect(iso(raw)).toBe(expected);
  });

  it('reads all-numeric dates in the order the registry uses, and drops them when the order is unknown', () => {
    expect(iso('05/11/2020', 'dmy')).toBe('2020-11-05T00:00:00.000Z');
    expect(iso('05-11-2020', 'dmy')).toBe('2020-11-05T00:00:00.000Z');
    expect(iso('05/11/2020', 'mdy')).toBe('2020-05-11T00:00:00.000Z');
    expect(iso('28/02/2020 23:59:59', 'dmy')).toBe('2020-02-28T23:59:59.000Z');
    // Unambiguous whatever the registry's habit: 31 is not a month.
    expect(iso('03/31/2025', 'dmy')).toBe('2025-03-31T00:00:00.000Z');
    expect(iso('31/03/2025', 'mdy')).toBe('2025-03-31T00:00:00.000Z');
    expect(iso('05/11/2020')).toBeNull();
    expect(iso('31/03/2025')).toBeNull();
    expect(iso('04/04/2025')).toBe('2025-04-04T00:00:00.000Z');
  });

  it('reads a placeholder year as "never expires", not as an error or a date', () => {
    expect(readWhoisDate('2999-12-31')).toEqual({ kind: 'never' });
    expect(readWhoisDate('9999-12-31T23:59:59Z')).toEqual({ kind: 'never' });
    expect(readWhoisDate('31.12.9999')).toEqual({ kind: 'never' });
    expect(readWhoisDate('2500-01-01')).toBeNull();
  });

  it('drops a time in a zone it cannot place instead of guessing the day', () => {
    // IST is India, Ireland or Israel: near midnight the UTC day depends on which.
    expect(iso('2020-01-01 23:30:00 IST')).toBeNull();
    expect(iso('2020-01-01 23:30:00 XYZT')).toBeNull();
    // A date with no time keeps its calendar day; ordinary words after it are not zones.
    expect(iso('2020-01-01 IST')).toBe('2020-01-01T00:00:00.000Z');
    expect(iso('2020-01-01 10:00:00 by registrar')).toBe('2020-01-01T10:00:00.000Z');
  });

  it.each([
    '2026-02-30',
    '2023-02-29',
    '13/13/2020',
    'tomorrow',
    '13 August',
    '1900-01-01',
    'before Aug-1996',
    '',
    '-',
    '2020-01-01 25:00:00',
    '2020-01-01 10:00 +99',
    'Foo 12 2020',
  ])('rejects %j', (raw) => {
    expect(iso(raw, 'dmy')).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
  });
});
