import type { CheckStatus, LighthouseResult, ScanResult } from '../../engine';

/**
 * The overall audit score, 0-100: a weighted mean of one score per area.
 *
 *   security 30, ssl 25, dns 20, whois (registration) 10, performance 15
 *
 * Each area scores by its status: healthy 100, warning 60, critical 0, and 50 for 'error' (the check could not
 * run: neither a pass nor a failure). Performance uses the Lighthouse performance score (0-100) when there is
 * one, else its status; a site that does not answer at all scores 0 there whatever Lighthouse says.
 * Security and TLS weigh most because the audit is the Security Status card's "Run Full Audit".
 */
export const AUDIT_WEIGHTS = { security: 30, ssl: 25, dns: 20, whois: 10, performance: 15 } as const;

export const STATUS_POINTS: Record<CheckStatus, number> = { healthy: 100, warning: 60, critical: 0, error: 50 };

export type AuditArea = keyof typeof AUDIT_WEIGHTS;

export function areaScores(scan: ScanResult, lighthouse: LighthouseResult | null): Record<AuditArea, number> {
  const points = (status: CheckStatus | undefined): number => STATUS_POINTS[status ?? 'error'];
  const performanceStatus = scan.performance?.status;
  const lighthouseScore = lighthouse?.details?.scores.performance ?? null;
  return {
    security: points(scan.security?.status),
    ssl: points(scan.ssl?.status),
    dns: points(scan.dns?.status),
    whois: points(scan.whois?.status),
    performance: performanceStatus === 'critical' ? 0 : (lighthouseScore ?? points(performanceStatus)),
  };
}

export function overallAuditScore(scan: ScanResult, lighthouse: LighthouseResult | null): number {
  const scores = areaScores(scan, lighthouse);
  const total = (Object.keys(AUDIT_WEIGHTS) as AuditArea[]).reduce(
    (sum, area) => sum + AUDIT_WEIGHTS[area] * scores[area],
    0,
  );
  return Math.round(total / 100);
}
