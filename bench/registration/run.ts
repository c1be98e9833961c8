/**
 * Registration parsing against the WHOIS corpus (test/fixtures/registration/whois): expiry, created and registrar
 * read right / wrong / not at all, not-registered and throttle replies recognised, by TLD; and the parse time.
 * Run: npx tsx bench/registration/run.ts [--wrong] (lists every wrong or missed case)
 */
import { performance } from 'node:perf_hooks';
import { parseWhois } from '../../src/server/engine/registration/whois-parser';
import { figures, loadCorpus, scoreCorpus, type CaseResult, type Tally } from './whois-corpus';

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const line = (name: string, t: Tally): string =>
  `${name.padEnd(10)} ${String(t.samples).padStart(4)} samples  right ${t.right} (${percent(t.right, t.samples)})  wrong ${t.wrong} (${percent(t.wrong, t.samples)})  not parsed ${t.notParsed}`;

const results = scoreCorpus();
const f = figures(results);
console.log(`WHOIS corpus: ${results.length} answers, ${new Set(results.map((r) => r.tld)).size} TLDs`);
console.log(line('expiry', f.expiry));
console.log(line('created', f.created));
console.log(line('registrar', f.registrar));
console.log(
  `registered read as "not registered": ${f.registeredReadAsNotRegistered.length} ${f.registeredReadAsNotRegistered.join(' ')}`,
);
console.log(
  `not registered recognised: ${f.notRegistered.recognised}/${f.notRegistered.samples} (${percent(f.notRegistered.recognised, f.notRegistered.samples)}) ${f.notRegistered.missed.join(' ')}`,
);
console.log(
  `throttle replies read as unknown: ${f.throttled.unknown}/${f.throttled.samples} ${f.throttled.missed.join(' ')}`,
);

// By TLD: samples with an expiry, right, wrong, not parsed.
const byTld = new Map<string, CaseResult[]>();
for (const r of results) byTld.set(r.tld, [...(byTld.get(r.tld) ?? []), r]);
const rows = [...byTld.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([tld, list]) => {
    const e = list.filter((r) => r.expiry !== null);
    return `${tld}:${e.filter((r) => r.expiry === 'right').length}/${e.length}${e.some((r) => r.expiry === 'wrong') ? '!' : ''}`;
  });
console.log(`expiry right by TLD (right/samples, ! = a wrong date): ${rows.join(' ')}`);

if (process.argv.includes('--wrong')) {
  for (const r of results) {
    const bad = (['expiry', 'created', 'registrar'] as const).filter((k) => r[k] === 'wrong' || r[k] === 'not parsed');
    const outcomeWrong =
      r.expected.outcome !== 'invalid' &&
      (r.expected.outcome === 'throttled' ? r.outcome !== 'unknown' : r.outcome !== r.expected.outcome);
    if (bad.length === 0 && !outcomeWrong) continue;
    console.log(
      `${r.file}: expected ${r.expected.outcome} exp ${r.expected.expiresAt} cre ${r.expected.createdAt} reg ${r.expected.registrar}; got ${r.outcome} exp ${r.got.expiresAt} cre ${r.got.createdAt} reg ${r.got.registrar}`,
    );
  }
}

// Parse time: every answer, many times over.
const corpus = loadCorpus();
const rounds = 50;
const start = performance.now();
for (let i = 0; i < rounds; i += 1) for (const c of corpus) parseWhois(c.text, c.expected.domain);
const perAnswer = (performance.now() - start) / (rounds * corpus.length);
console.log(`parse time: ${(perAnswer * 1000).toFixed(1)} µs an answer (mean over ${rounds * corpus.length})`);
