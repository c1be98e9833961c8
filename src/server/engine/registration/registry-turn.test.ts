import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngineContext } from '../context';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { lookupRdap } from './rdap-client';
import { queryWhois } from './whois-client';

/**
 * Decision 070: a burst of registration lookups reaches one registry at its pace (here 2 a second, 4 at once), and
 * what would wait past the limit is not sent at all.
 */
describe('registry pace', () => {
  let lab: LoopbackLab;
  beforeAll(async () => {
    lab = await startLoopbackLab({ registryQueriesPerSecond: 2, registryWaitMs: 1_400 });
  });
  afterAll(() => lab.close());

  it('sends four queries at once, then two a second, and answers busy for the ones whose turn is too far', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `burst${i}.${LAB_SUFFIX}`);
    for (const domain of names) lab.addSite(domain, { expiresInDays: 200 });
    const ctx = getEngineContext(lab.options);
    const started = performance.now();
    const outcomes = await Promise.all(
      names.map(async (domain) => {
        const outcome = await lookupRdap(domain, ctx);
        return {
          status: outcome.status,
          reason: outcome.status === 'unavailable' ? outcome.reason : undefined,
          after: performance.now() - started,
        };
      }),
    );
    // the registry heard from this process six times: four at once, then one every 500 ms until the 1.4 s limit
    expect(lab.rdap.requests).toHaveLength(6);
    expect(outcomes.map((o) => o.status)).toEqual([
      'found',
      'found',
      'found',
      'found',
      'found',
      'found',
      ...Array(4).fill('unavailable'),
    ]);
    expect(outcomes[4]!.after).toBeGreaterThanOrEqual(490);
    expect(outcomes[5]!.after).toBeGreaterThanOrEqual(990);
    expect(outcomes[9]!.reason).toMatch(
      /^RDAP server 127\.0\.0\.1:\d+ is asked at most 2 times a second from here and is busy/,
    );

    // another server (the WHOIS one) has a line of its own
    const whois = await queryWhois(
      { host: '127.0.0.1', port: Number(lab.options.whoisServers!.test!.split(':')[1]), fromConfiguration: true },
      names[0]!,
      ctx,
    );
    expect(whois.ok).toBe(true);
  });
});
