import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../../paths';
import { parseRdapDomain } from './rdap-parser';

interface Expectation {
  registrar: string | null;
  expiresAt: string | null;
  createdAt: string | null;
}

const DIR = fromProjectRoot('test/fixtures/registration/rdap');
const expectations = JSON.parse(readFileSync(join(DIR, 'expectations.json'), 'utf8')) as Record<string, Expectation>;
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'expectations.json');

describe('RDAP corpus (real registry answers, test/fixtures/registration/rdap)', () => {
  it('has an expectation for every answer and an answer for every expectation', () => {
    expect(files.sort()).toEqual(Object.keys(expectations).sort());
  });

  it('reads registrar, expiry and creation date right for every answer', () => {
    const tally = { registrar: 0, expiresAt: 0, createdAt: 0 };
    const mismatches: string[] = [];
    for (const file of files) {
      const parsed = parseRdapDomain(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
      const got: Expectation = {
        registrar: parsed?.registrar ?? null,
        expiresAt: parsed?.expiresAt?.slice(0, 10) ?? null,
        createdAt: parsed?.createdAt?.slice(0, 10) ?? null,
      };
      const want = expectations[file];
      for (const key of ['registrar', 'expiresAt', 'createdAt'] as const) {
        if (got[key] === want?.[key]) tally[key]++;
        else mismatches.push(`${file} ${key}: expected ${String(want?.[key])}, got ${String(got[key])}`);
      }
    }
    console.info(
      `RDAP corpus: ${files.length} answers; registrar ${tally.registrar}/${files.length}, expiry ${tally.expiresAt}/${files.length}, created ${tally.createdAt}/${files.length}`,
    );
    expect(mismatches).toEqual([]);
  });
});
