import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseWhois } from '../../src/server/engine/registration/whois-parser';

/** One answer of test/fixtures/registration/whois/expectations.json (format in that folder's README). */
export interface WhoisExpectation {
  domain: string;
  outcome: 'registered' | 'not-registered' | 'throttled' | 'invalid';
  expiresAt: string | null;
  createdAt: string | null;
  registrar: string | null;
  statuses?: string[];
  unsure?: string[];
}

export type Verdict = 'right' | 'wrong' | 'not parsed';

export interface CaseResult {
  file: string;
  tld: string;
  expected: WhoisExpectation;
  /** What the parser said the domain is: registered, not-registered or unknown (throttled, unparseable). */
  outcome: 'registered' | 'not-registered' | 'unknown';
  expiry: Verdict | null;
  created: Verdict | null;
  registrar: Verdict | null;
  got: { expiresAt: string | null; createdAt: string | null; registrar: string | null };
}

export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../test/fixtures/registration/whois');

export function loadCorpus(dir = CORPUS_DIR): Array<{ file: string; text: string; expected: WhoisExpectation }> {
  const expectations = JSON.parse(readFileSync(path.join(dir, 'expectations.json'), 'utf8')) as Record<
    string,
    WhoisExpectation
  >;
  return Object.entries(expectations).map(([file, expected]) => ({
    file,
    text: readFileSync(path.join(dir, file), 'utf8'),
    expected,
  }));
}

const day = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);
const comparable = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function dateVerdict(expected: string | null, got: string | null, unsure: boolean): Verdict | null {
  if (expected === null || expected === 'never' || unsure) return null;
  if (got === null) return 'not parsed';
  return day(got) === expected ? 'right' : 'wrong';
}

export function scoreCase(file: string, text: string, expected: WhoisExpectation): CaseResult {
  const parsed = parseWhois(text, expected.domain);
  const data = parsed.kind === 'parsed' ? parsed.data : null;
  const got = {
    expiresAt: data?.expiresAt ?? null,
    createdAt: data?.createdAt ?? null,
    registrar: data?.registrar ?? null,
  };
  const unsure = new Set(expected.unsure ?? []);
  const registrarVerdict: Verdict | null =
    expected.registrar === null || unsure.has('registrar')
      ? null
      : got.registrar === null
        ? 'not parsed'
        : comparable(got.registrar) === comparable(expected.registrar)
          ? 'right'
          : 'wrong';
  return {
    file,
    tld: file.split('/')[0] ?? '',
    expected,
    outcome: parsed.kind === 'parsed' ? 'registered' : parsed.kind === 'not-found' ? 'not-registered' : 'unknown',
    expiry: dateVerdict(expected.expiresAt, got.expiresAt, unsure.has('expiresAt')),
    created: dateVerdict(expected.createdAt, got.createdAt, unsure.has('createdAt')),
    registrar: registrarVerdict,
    got,
  };
}

export interface Tally {
  samples: number;
  right: number;
  wrong: number;
  notParsed: number;
}

export function tally(verdicts: Array<Verdict | null>): Tally {
  const counted = verdicts.filter((v): v is Verdict => v !== null);
  return {
    samples: counted.length,
    right: counted.filter((v) => v === 'right').length,
    wrong: counted.filter((v) => v === 'wrong').length,
    notParsed: counted.filter((v) => v === 'not parsed').length,
  };
}

export interface CorpusFigures {
  expiry: Tally;
  created: Tally;
  registrar: Tally;
  /** Registered answers read as "not registered": false critical alerts. */
  registeredReadAsNotRegistered: string[];
  notRegistered: { samples: number; recognised: number; missed: string[] };
  throttled: { samples: number; unknown: number; missed: string[] };
}

export function figures(results: CaseResult[]): CorpusFigures {
  const of = (outcome: WhoisExpectation['outcome']): CaseResult[] =>
    results.filter((r) => r.expected.outcome === outcome);
  const notRegistered = of('not-registered');
  const throttled = of('throttled');
  return {
    expiry: tally(of('registered').map((r) => r.expiry)),
    created: tally(of('registered').map((r) => r.created)),
    registrar: tally(of('registered').map((r) => r.registrar)),
    registeredReadAsNotRegistered: of('registered')
      .filter((r) => r.outcome === 'not-registered')
      .map((r) => r.file),
    notRegistered: {
      samples: notRegistered.length,
      recognised: notRegistered.filter((r) => r.outcome === 'not-registered').length,
      missed: notRegistered.filter((r) => r.outcome !== 'not-registered').map((r) => r.file),
    },
    throttled: {
      samples: throttled.length,
      unknown: throttled.filter((r) => r.outcome === 'unknown').length,
      missed: throttled.filter((r) => r.outcome !== 'unknown').map((r) => r.file),
    },
  };
}

export function scoreCorpus(dir = CORPUS_DIR): CaseResult[] {
  return loadCorpus(dir).map(({ file, text, expected }) => scoreCase(file, text, expected));
}
