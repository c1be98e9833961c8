import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseScan } from './insights-rules';
import { runScan, SCAN_CHECK_TYPES } from './scan';
import { rr } from './testing/dns-server';
import { behaviours } from './testing/http-server';
import { startLoopbackLab, type LoopbackLab } from './testing/loopback-lab';

let lab: LoopbackLab;

beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite('healthy.sitewarden.test', { expiresInDays: 300 });
  // A neglected site: expiring certificate, no headers, no mail records, one nameserver, registration ending soon.
  lab.addSite(lab.pki.hostFor('expiring-20'), {
    https: behaviours.bare(),
    http: behaviours.ok(),
    records: { [lab.pki.hostFor('expiring-20')]: [rr.a('127.0.0.1'), rr.ns('ns1.healthy.sitewarden.test')] },
    expiresInDays: 12,
  });
  lab.addSite('down.sitewarden.test', { https: behaviours.status(503), expiresInDays: 300 });
});
afterAll(async () => lab.close());

describe('runScan', () => {
  it('runs every check in parallel and is healthy for a well-run site', async () => {
    const scan = await runScan(
      { domain: 'https://Healthy.Sitewarden.test/', checkTypes: SCAN_CHECK_TYPES },
      lab.options,
    );
    expect(scan.domain).toBe('healthy.sitewarden.test');
    expect(scan.overallStatus).toBe('healthy');
    for (const check of [scan.dns, scan.ssl, scan.whois, scan.security, scan.performance])
      expect(check?.status).toBe('healthy');
    expect(scan.performance?.metrics.loadTime).toBeGreaterThan(0);
    expect(scan.performance?.metrics.tcpConnection).toBeGreaterThan(0);
    expect(scan.performance?.message).toMatch(/^Loaded in \d+ ms \(first byte after \d+ ms\)$/);

    const insights = analyseScan(scan);
    expect(insights).toMatchObject({ score: 100, engine: 'rules', issues: [], recommendations: [] });
    expect(insights.summary).toBe('No issues found for healthy.sitewarden.test: all 5 checks passed.');
  });

  it('returns only the selected checks', async () => {
    const scan = await runScan({ domain: 'healthy.sitewarden.test', checkTypes: ['dns', 'performance'] }, lab.options);
    expect(Object.keys(scan).sort()).toEqual(['dns', 'domain', 'overallStatus', 'performance', 'scannedAt']);
  });

  it('rates a neglected site warning and a failing one critical, and the insights explain why', async () => {
    const scan = await runScan({ domain: lab.pki.hostFor('expiring-20'), checkTypes: SCAN_CHECK_TYPES }, lab.options);
    expect(scan.ssl?.status).toBe('warning');
    expect(scan.security?.status).toBe('warning');
    expect(scan.whois?.status).toBe('warning');
    expect(scan.dns?.status).toBe('warning');
    expect(scan.overallStatus).toBe('warning');

    const insights = analyseScan(scan);
    expect(insights.score).toBeLessThan(50);
    const titles = insights.issues.map((i) => i.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'TLS certificate expires in 20 days',
        'Missing Strict-Transport-Security header',
        'Only one nameserver',
        'No SPF record',
        'Domain registration expires soon',
      ]),
    );
    const hsts = insights.recommendations.find((r) => r.action.startsWith('Send Strict-Transport-Security'));
    expect(hsts?.citation.url).toBe('https://www.rfc-editor.org/rfc/rfc6797');
    expect(insights.recommendations[0]?.priority).toBe('high');
    for (const rec of insights.recommendations) expect(rec.citation.quote.length).toBeGreaterThan(20);

    const down = await runScan({ domain: 'down.sitewarden.test', checkTypes: ['performance', 'whois'] }, lab.options);
    expect(down.performance).toMatchObject({
      status: 'critical',
      message: 'Server error 503 (Service Unavailable)',
      metrics: { loadTime: null },
    });
    expect(down.overallStatus).toBe('critical');
  });

  it('answers error for every selected check when the domain is invalid', async () => {
    const scan = await runScan({ domain: 'not a domain', checkTypes: ['dns', 'ssl'] }, lab.options);
    expect(scan.dns).toEqual({ status: 'error', message: 'Please enter a valid domain name', details: null });
    expect(scan.ssl?.status).toBe('error');
    expect(scan.overallStatus).toBe('warning');
  });
});
