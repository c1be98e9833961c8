import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { sqlStateOf } from '../../db/database-errors';
import { statusPages, type CustomDomainProof } from '../../db/schema/status-pages';
import type { Release, RivalClaim } from './custom-domain-proof';

/** A page's custom domain claim as the verifier reads it. */
export interface ClaimRow {
  id: string;
  host: string;
  token: string;
  verified: boolean;
  proof: CustomDomainProof | null;
  released: boolean;
}

/** How often claims are checked (decision 065): pending ones often in their first day, then hourly; held ones hourly. */
export const CLAIM_CHECKS = {
  /** A little under the job's 5 minutes, so a run a few seconds early still takes them. */
  freshPendingMs: 4 * 60_000,
  /** A little under an hour, for the same reason. */
  settledMs: 55 * 60_000,
  /** A claim is fresh for its first day. */
  freshForMs: 24 * 60 * 60_000,
} as const;

const claimColumns = {
  id: statusPages.id,
  host: statusPages.customDomain,
  token: statusPages.customDomainToken,
  verifiedAt: statusPages.customDomainVerifiedAt,
  proof: statusPages.customDomainProof,
  releasedAt: statusPages.customDomainReleasedAt,
};

type ClaimSelect = {
  id: string;
  host: string | null;
  token: string | null;
  verifiedAt: Date | null;
  proof: CustomDomainProof | null;
  releasedAt: Date | null;
};

const toClaim = (r: ClaimSelect): ClaimRow | undefined =>
  r.host && r.token
    ? {
        id: r.id,
        host: r.host,
        token: r.token,
        verified: r.verifiedAt !== null,
        proof: r.proof,
        released: r.releasedAt !== null,
      }
    : undefined;

/** What a check wrote: whether the page's served state changed, and the rivals it let go. */
export interface AppliedCheck {
  servedChanged: boolean;
  released: string[];
}

/**
 * The custom domain claims of status pages across the installation (decision 065): the verifier reads and writes
 * them for every workspace, as the host routing does; a page's own workspace reaches them through the pages service.
 */
export function createCustomDomainsRepository(db: Database) {
  return {
    async claim(pageId: string): Promise<ClaimRow | undefined> {
      const [row] = await db.select(claimColumns).from(statusPages).where(eq(statusPages.id, pageId)).limit(1);
      return row && toClaim(row);
    },

    /** The other pages claiming this name, served or not. */
    async rivals(host: string, exceptId: string): Promise<RivalClaim[]> {
      const rows = await db
        .select({
          id: statusPages.id,
          verifiedAt: statusPages.customDomainVerifiedAt,
          proof: statusPages.customDomainProof,
        })
        .from(statusPages)
        .where(and(eq(statusPages.customDomain, host), ne(statusPages.id, exceptId)));
      return rows.map((r) => ({ id: r.id, verified: r.verifiedAt !== null, proof: r.proof }));
    },

    /** Claims whose next check is due, least recently checked first. */
    async due(now: Date, limit: number): Promise<ClaimRow[]> {
      const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
      const rows = await queryRows<{
        id: string;
        host: string;
        token: string;
        verified_at: unknown;
        proof: CustomDomainProof | null;
        released_at: unknown;
      }>(
        db,
        sql`
          select id, custom_domain as host, custom_domain_token as token, custom_domain_verified_at as verified_at,
            custom_domain_proof as proof, custom_domain_released_at as released_at
          from status_pages
          where custom_domain is not null and custom_domain_token is not null
            and (custom_domain_checked_at is null
              or custom_domain_checked_at <= ${at(CLAIM_CHECKS.settledMs)}
              or (custom_domain_verified_at is null and custom_domain_claimed_at > ${at(CLAIM_CHECKS.freshForMs)}
                and custom_domain_checked_at <= ${at(CLAIM_CHECKS.freshPendingMs)}))
          order by custom_domain_checked_at nulls first, id
          limit ${limit}`,
      );
      return rows.map((r) => ({
        id: r.id,
        host: r.host,
        token: r.token,
        verified: r.verified_at !== null,
        proof: r.proof,
        released: r.released_at !== null,
      }));
    },

    /**
     * Stores a check's outcome for the claim as it was read (a claim changed meanwhile is left alone). Proven: the
     * rivals it outranks are let go first, in one transaction; a name another page proved at the same moment (the
     * unique index) leaves this one pending with `takenProblem`.
     */
    async apply(
      claim: ClaimRow,
      outcome:
        | { kind: 'verified'; proof: CustomDomainProof; release: Release[] }
        | { kind: 'pending'; problem: string; released: boolean; release: Release[] }
        | { kind: 'unchanged'; problem: string },
      now: Date,
      takenProblem: string,
    ): Promise<AppliedCheck> {
      const mine = and(eq(statusPages.id, claim.id), eq(statusPages.customDomain, claim.host));
      if (outcome.kind === 'unchanged') {
        await db
          .update(statusPages)
          .set({ customDomainCheckedAt: now, customDomainProblem: outcome.problem })
          .where(mine);
        return { servedChanged: false, released: [] };
      }
      const releaseRivals = async (tx: Pick<Database, 'update'>) => {
        const released: string[] = [];
        for (const rival of outcome.release) {
          const rows = await tx
            .update(statusPages)
            .set({
              customDomainVerifiedAt: null,
              customDomainProof: null,
              customDomainReleasedAt: now,
              customDomainProblem: rival.problem,
              customDomainCheckedAt: now,
            })
            .where(
              and(
                eq(statusPages.id, rival.id),
                eq(statusPages.customDomain, claim.host),
                isNotNull(statusPages.customDomainVerifiedAt),
              ),
            )
            .returning({ id: statusPages.id });
          released.push(...rows.map((r) => r.id));
        }
        return released;
      };
      if (outcome.kind === 'pending') {
        return db.transaction(async (tx) => {
          const released = await releaseRivals(tx);
          await tx
            .update(statusPages)
            .set({
              customDomainVerifiedAt: null,
              customDomainProof: null,
              customDomainCheckedAt: now,
              customDomainProblem: outcome.problem,
              ...(outcome.released ? { customDomainReleasedAt: now } : {}),
            })
            .where(mine);
          return { servedChanged: outcome.released, released };
        });
      }
      try {
        return await db.transaction(async (tx) => {
          const released = await releaseRivals(tx);
          await tx
            .update(statusPages)
            .set({
              customDomainVerifiedAt: sql`coalesce(${statusPages.customDomainVerifiedAt}, ${now.toISOString()}::timestamptz)`,
              customDomainProof: outcome.proof,
              customDomainCheckedAt: now,
              customDomainProblem: null,
              customDomainReleasedAt: null,
            })
            .where(mine);
          return { servedChanged: !claim.verified, released };
        });
      } catch (error) {
        if (sqlStateOf(error) !== '23505') throw error;
        await db
          .update(statusPages)
          .set({
            customDomainVerifiedAt: null,
            customDomainProof: null,
            customDomainCheckedAt: now,
            customDomainProblem: takenProblem,
          })
          .where(mine);
        return { servedChanged: claim.verified, released: [] };
      }
    },
  };
}

export type CustomDomainsRepository = ReturnType<typeof createCustomDomainsRepository>;
