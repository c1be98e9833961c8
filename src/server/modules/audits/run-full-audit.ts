import { errorMessage } from '../../engine/net/deadline';
import {
  runScan,
  SCAN_CHECK_TYPES,
  type EngineOptions,
  type LighthouseResult,
  type LighthouseTarget,
  type ScanResult,
} from '../../engine';
import { buildAuditReport } from './audit-report';
import type { AuditRunRepository } from './audits.repository';

export const INTERRUPTED_BY_RESTART = 'The audit was interrupted by a restart.';
export const INTERRUPTED_BY_SHUTDOWN = 'The audit was interrupted because the server shut down.';

export interface FullAuditDeps {
  repo: AuditRunRepository;
  engineOptions: EngineOptions;
  /** Lighthouse on the audited page (mobile), in the workspace's turn with the process's Lighthouse scheduler. */
  lighthouse(target: LighthouseTarget, signal: AbortSignal | undefined): Promise<LighthouseResult>;
  signal?: AbortSignal;
  log?(error: unknown, message: string): void;
}

class AuditFailure extends Error {}

/**
 * The full audit job: every probe and Lighthouse on the domain, the report and score, the Lighthouse rows,
 * then completed; or failed with a reason the client shows. A plain async function of the audit id so a queue
 * worker can run it later. Never throws: whatever goes wrong is recorded on the audit.
 */
export async function runFullAudit(auditId: string, deps: FullAuditDeps): Promise<void> {
  try {
    const audit = await deps.repo.load(auditId);
    if (!audit || audit.status !== 'running') return;
    const scan = await runScan({ domain: audit.domainName, checkTypes: SCAN_CHECK_TYPES }, deps.engineOptions);
    throwIfCancelled(deps.signal);
    refusedTarget(scan);
    // Lighthouse audits the page the HTTP check ended on (after redirects), else https://domain/.
    const url = scan.performance?.details?.finalUrl ?? undefined;
    const lighthouse = await deps.lighthouse({ domain: scan.domain, url }, deps.signal);
    throwIfCancelled(deps.signal);
    await deps.repo.complete(auditId, audit.domainId, buildAuditReport(scan, lighthouse), scan, lighthouse);
  } catch (error) {
    const reason =
      error instanceof AuditFailure ? error.message : `The audit could not be completed: ${errorMessage(error)}`;
    if (!(error instanceof AuditFailure)) deps.log?.(error, 'full audit failed');
    await deps.repo
      .fail(auditId, reason)
      .catch((failError: unknown) => deps.log?.(failError, 'could not record the failed audit'));
  }
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AuditFailure(INTERRUPTED_BY_SHUTDOWN);
}

/** When the SSRF guard refuses the site itself, nothing meaningful was checked: the audit fails and says why. */
function refusedTarget(scan: ScanResult): void {
  const error = scan.performance?.details?.error;
  if (error?.kind === 'refused') throw new AuditFailure(error.message);
}
