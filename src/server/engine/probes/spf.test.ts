import { describe, expect, it } from 'vitest';
import { analyseSpf, parseSpf } from './spf';

describe('parseSpf', () => {
  it('counts the terms that cost DNS lookups', () => {
    const parsed = parseSpf(
      'v=spf1 a mx ptr exists:%{i}.x.example include:_spf.example.com ip4:192.0.2.0/24 ip6:2001:db8::/32 -all',
    );
    expect(parsed.lookups).toBe(5);
    expect(parsed.problems).toEqual([]);
    expect(parsed.allQualifier).toBe('-');
  });

  it('ignores redirect when all is present, counts it otherwise', () => {
    expect(parseSpf('v=spf1 redirect=_spf.example.com').lookups).toBe(1);
    expect(parseSpf('v=spf1 -all redirect=_spf.example.com').lookups).toBe(0);
  });

  it('reports malformed terms', () => {
    expect(parseSpf('v=spf1 ip4:999.1.1.1 include: foo -all').problems).toEqual([
      "'ip4:999.1.1.1' is not a valid IPv4 address or range",
      "'include:' needs a domain",
      "'foo' is not a valid SPF term",
    ]);
  });
});

describe('analyseSpf', () => {
  it('follows includes and stops once the limit is exceeded', async () => {
    const zone: Record<string, string> = {
      'a.example': 'v=spf1 include:b.example include:c.example mx a -all',
      'b.example': 'v=spf1 a mx ptr -all',
      'c.example': 'v=spf1 include:d.example a mx -all',
      'd.example': 'v=spf1 a mx exists:x.example -all',
    };
    const result = await analyseSpf(['v=spf1 include:a.example -all'], async (name) =>
      zone[name] ? [zone[name]] : null,
    );
    // 1 + (2 includes + mx + a) + (a mx ptr) + (include a mx) = 11: d.example is not needed to know.
    expect(result.lookupCount).toBe(11);
    expect(result.includes).toEqual(['a.example', 'b.example', 'c.example']);
    expect(result.lookupLimitExceeded).toBe(true);
    expect(result.valid).toBe(false);
  });

  it('flags two SPF records', async () => {
    const result = await analyseSpf(['v=spf1 -all', 'v=spf1 mx -all'], async () => null);
    expect(result.recordCount).toBe(2);
    expect(result.problems).toContain('more than one SPF record');
  });
});
