import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import { claimMessages, judgeClaim, lookUpProof } from './custom-domain-proof';
import { createCustomDomainsRepository, type ClaimRow } from './custom-domains.repository';

/** The maintenance job that checks the claims (modules/housekeeping/housekeeping-jobs.ts schedules it every 5 minutes). */
export const CUSTOM_DOMAINS_JOB = 'status-page-domains';
export const CUSTOM_DOMAINS_EVERY_MS = 5 * 60_000;
/** Claims checked per run; the rest wait for the next one (least recently checked first). */
const PER_RUN = 200;
/** Names checked at once (two DNS questions per claim). */
const AT_ONCE = 20;

export interface CustomDomainVerifierDeps {
  db: Database;
  /** The probes' engine options: the same resolver (DNS_SERVERS) and timeouts. */
  engine: EngineOptions;
  /** PUBLIC_URL: a CNAME to its host name points a name here. */
  publicUrl: string;
  /** Tells every process's host map and page cache when a name starts or stops being served. */
  feed?: Pick<ChangeFeed, 'publish'>;
  now?: () => Date;
}

/**
 * Checks status pages' custom domain claims (decision 065): on demand ("Verify now") and from the maintenance job,
 * pending claims every few minutes in their first day and hourly after, proven ones hourly. A proven name is served
 * (public-status/custom-domains.ts reads the proven ones); one whose proof is gone is let go.
 */
export function createCustomDomainVerifier({
  db,
  engine,
  publicUrl,
  feed,
  now = () => new Date(),
}: CustomDomainVerifierDeps) {
  const repo = createCustomDomainsRepository(db);
  const ownHost = new URL(publicUrl).hostname.toLowerCase();

  async function check(claim: ClaimRow): Promise<boolean> {
    const [found, rivals] = await Promise.all([
      lookUpProof(engine, claim.host, claim.token, ownHost),
      repo.rivals(claim.host, claim.id),
    ]);
    const verdict = judgeClaim(claim, found, rivals, ownHost);
    const applied = await repo.apply(claim, verdict, now(), claimMessages.taken(claim.host));
    for (const pageId of [...(applied.servedChanged ? [claim.id] : []), ...applied.released]) {
      await feed?.publish({ type: 'status-page', pageId });
    }
    return applied.servedChanged;
  }

  return {
    /** Checks one page's claim now; false when it claims nothing. */
    async verifyPage(pageId: string): Promise<boolean> {
      const claim = await repo.claim(pageId);
      if (!claim) return false;
      await check(claim);
      return true;
    },

    /**
     * The job: every claim whose check is due. Claims of one name are checked one after the other (each reads what
     * the one before decided: a name let go is no longer held), different names side by side.
     */
    async runDue(): Promise<{ checked: number; changed: number }> {
      const claims = await repo.due(now(), PER_RUN);
      const byHost = new Map<string, ClaimRow[]>();
      for (const claim of claims) byHost.set(claim.host, [...(byHost.get(claim.host) ?? []), claim]);
      const groups = [...byHost.values()];
      let changed = 0;
      for (let i = 0; i < groups.length; i += AT_ONCE) {
        const outcomes = await Promise.all(
          groups.slice(i, i + AT_ONCE).map(async (group) => {
            let n = 0;
            for (const claim of group) if (await check(claim)) n++;
            return n;
          }),
        );
        changed += outcomes.reduce((a, b) => a + b, 0);
      }
      return { checked: claims.length, changed };
    },
  };
}

export type CustomDomainVerifier = ReturnType<typeof createCustomDomainVerifier>;
