import { describe, expect, it } from 'vitest';
import { figures, scoreCorpus } from '../../../bench/registration/whois-corpus';

// Real registry answers (test/fixtures/registration/whois, sources in its README) against the issue #14 bars.
describe('WHOIS answers of real registries', () => {
  const results = scoreCorpus();
  const f = figures(results);

  it('never reads a registered domain as "not registered"', () => {
    expect(f.registeredReadAsNotRegistered).toEqual([]);
  });

  it('reads every throttle reply as unknown', () => {
    expect(f.throttled.missed).toEqual([]);
  });

  it('recognises at least 95% of "no such domain" answers', () => {
    expect(f.notRegistered.recognised / f.notRegistered.samples).toBeGreaterThanOrEqual(0.95);
  });

  it('gives the right expiry date for at least 98% of answers that carry one, and a wrong one for at most 0.5%', () => {
    const wrong = results
      .filter((r) => r.expiry === 'wrong')
      .map((r) => `${r.file}: ${r.got.expiresAt} instead of ${r.expected.expiresAt}`);
    expect(f.expiry.right / f.expiry.samples).toBeGreaterThanOrEqual(0.98);
    expect(f.expiry.wrong / f.expiry.samples, wrong.join('\n')).toBeLessThanOrEqual(0.005);
  });

  it('reads the created date and the registrar of nearly every answer that carries them', () => {
    expect(f.created.wrong).toBe(0);
    expect(f.created.right / f.created.samples).toBeGreaterThanOrEqual(0.95);
    expect(f.registrar.right / f.registrar.samples).toBeGreaterThanOrEqual(0.95);
  });
});
