import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overallStatus } from './overall-status';
import { PROBE_KINDS, probeRegistry, runProbe } from './registry';
import { behaviours } from './testing/http-server';
import { startLoopbackLab, type LoopbackLab } from './testing/loopback-lab';

let lab: LoopbackLab;
beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite('hang.sitewarden.test', { https: behaviours.hang() });
});
afterAll(async () => lab.close());

describe('probe registry', () => {
  it('maps every kind to the probe of that kind', () => {
    expect(PROBE_KINDS.sort()).toEqual(['dns', 'http', 'security', 'ssl', 'whois']);
    for (const kind of PROBE_KINDS) expect(probeRegistry[kind].kind).toBe(kind);
  });

  it('answers error, without running the probe, for an invalid domain', async () => {
    const result = await runProbe('http', { domain: 'http://' }, lab.options);
    expect(result).toMatchObject({
      kind: 'http',
      status: 'error',
      message: 'Please enter a valid domain name',
      details: null,
    });
  });

  it('never lets a probe run past its deadline', async () => {
    // the hanging site would hold the probe for its 20 s HTTP timeout: ending well before proves the deadline did it,
    // with room for a loaded machine
    const options = { ...lab.options, timeouts: { ...lab.options.timeouts, httpMs: 20_000, probeMs: 300 } };
    const started = Date.now();
    const result = await runProbe('http', { domain: 'hang.sitewarden.test' }, options);
    expect(result).toMatchObject({
      status: 'error',
      message: 'The http check did not finish within 300 ms',
      details: null,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.durationMs).toBeGreaterThanOrEqual(299);
  });
});

describe('overallStatus', () => {
  it('follows SPEC §4 and counts error as warning', () => {
    expect(overallStatus(['healthy', 'critical', 'warning'])).toBe('critical');
    expect(overallStatus(['healthy', 'warning'])).toBe('warning');
    expect(overallStatus(['healthy', 'error'])).toBe('warning');
    expect(overallStatus(['healthy', 'healthy'])).toBe('healthy');
    expect(overallStatus([])).toBe('healthy');
  });
});
