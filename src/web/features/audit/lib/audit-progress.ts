/**
 * SPEC §4 audit progress: while running, the displayed progress starts at 10 and rises 5 per second up to 90; it is
 * 100 on completion and 0 on failure. Checklist steps show done at 10, 30, 50, 70 and 90.
 */
import { useEffect, useState } from 'react';
import type { AuditStatusValue } from '../../../../shared/contracts/audits';

export const AUDIT_PROGRESS_START = 10;
export const AUDIT_PROGRESS_STEP = 5;
export const AUDIT_PROGRESS_CAP = 90;
export const AUDIT_PROGRESS_TICK_MS = 1000;

export const AUDIT_STEPS: ReadonlyArray<{ label: string; doneAt: number }> = [
  { label: 'DNS Security Check', doneAt: 10 },
  { label: 'SSL Certificate Validation', doneAt: 30 },
  { label: 'WHOIS Information', doneAt: 50 },
  { label: 'Security Vulnerabilities', doneAt: 70 },
  { label: 'Performance Analysis', doneAt: 90 },
];

/** The progress shown for an audit; undefined (not read yet) counts as running. */
export function useAuditProgress(status: AuditStatusValue | undefined): number {
  const [running, setRunning] = useState(AUDIT_PROGRESS_START);
  const isRunning = status === undefined || status === 'running';

  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => {
      setRunning((value) => Math.min(value + AUDIT_PROGRESS_STEP, AUDIT_PROGRESS_CAP));
    }, AUDIT_PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  if (status === 'completed') return 100;
  if (status === 'failed') return 0;
  return running;
}

/** SPEC §8.4 'Audit Complete' description. */
export function auditCompleteDescription(score: number): string {
  const verdict =
    score < 50 ? ' Critical issues found!' : score < 75 ? ' Some improvements recommended.' : ' Your domain is secure!';
  return `Security score: ${score}/100${verdict}`;
}

export const AUDIT_ERROR_FALLBACK = 'An error occurred during the audit';
export const AUDIT_START_FALLBACK = 'Failed to start security audit';
export const NO_DOMAIN_MESSAGE = 'Please add a domain before running a security audit.';
