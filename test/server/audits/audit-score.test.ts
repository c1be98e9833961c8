import { describe, expect, it } from 'vitest';
import type { CheckStatus, LighthouseResult, ScanResult } from '../../../src/server/engine';
import { AUDIT_WEIGHTS, overallAuditScore } from '../../../src/server/modules/audits/audit-score';

const check = (status: CheckStatus) => ({ status, message: status, details: null });
const scan = (s: Partial<Record<'dns' | 'ssl' | 'whois' | 'security' | 'performance', CheckStatus>>): ScanResult => ({
  domain: 'example.com',
  overallStatus: 'healthy',
  scannedAt: new Date().toISOString(),
  dns: check(s.dns ?? 'healthy'),
  ssl: check(s.ssl ?? 'healthy'),
  whois: check(s.whois ?? 'healthy'),
  security: check(s.security ?? 'healthy'),
  performance: { ...check(s.performance ?? 'healthy'), metrics: { loadTime: 100 } },
});
const lighthouse = (performance: number): LighthouseResult =>
  ({
    status: 'healthy',
    message: '',
    raw: null,
    durationMs: 0,
    waitedMs: 0,
    details: { scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 } },
  }) as unknown as LighthouseResult;

describe('audit score', () => {
  it('weighs security 30, ssl 25, dns 20, whois 10 and performance 15', () => {
    expect(Object.values(AUDIT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(overallAuditScore(scan({}), null)).toBe(100);
    expect(overallAuditScore(scan({ security: 'critical' }), null)).toBe(70);
    expect(overallAuditScore(scan({ ssl: 'critical' }), null)).toBe(75);
    expect(overallAuditScore(scan({ dns: 'warning' }), null)).toBe(92); // 20 x 60% = 12, 8 lost
    expect(overallAuditScore(scan({ whois: 'error' }), null)).toBe(95); // could not check: half marks
  });

  it('uses the Lighthouse performance score, and 0 when the site does not answer', () => {
    expect(overallAuditScore(scan({}), lighthouse(40))).toBe(91); // 85 + 15 x 0.4
    expect(overallAuditScore(scan({ performance: 'critical' }), lighthouse(90))).toBe(85);
  });
});
