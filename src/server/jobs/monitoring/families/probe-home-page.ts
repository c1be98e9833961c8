import { runProbe, type ProbeResultOf } from '../../../engine';
import type { ProbeKind } from '../../../engine/types';
import type { FamilyCheck } from '../family';

/**
 * The first step of the DNS, TLS, registration and security families: their probe against the domain, its result
 * recorded as it came (the probe's duration as the response time). The family's rules and side writes follow.
 */
export async function probeHomePage<K extends ProbeKind>(check: FamilyCheck, kind: K): Promise<ProbeResultOf<K>> {
  const result = await runProbe(kind, { domain: check.domain.name, httpOnly: check.domain.httpOnly }, check.engine);
  check.record({
    status: result.status,
    message: result.message,
    details: result.details as Record<string, unknown> | null,
    responseTime: result.durationMs,
  });
  return result;
}
