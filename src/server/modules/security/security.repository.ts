import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';
import type { BlocklistLookup, DomainSecurityFacts, StoredCheck } from './security-summary';

interface FactsRow {
  id: string;
  name: string;
  check_type: 'security' | 'ssl' | 'dns';
  status: string | null;
  message: string | null;
  blocklists: BlocklistLookup[] | null;
  checked_at: Date | string | null;
  valid_to: Date | string | null;
  is_valid: boolean | null;
  cert_checked: Date | string | null;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** The latest stored security, TLS and DNS results of the workspace's active domains. */
export function createSecurityRepository(db: Database) {
  const active = (ws: Workspace) => and(scope(domains, ws), eq(domains.isActive, true));

  return {
    async activeDomainIds(ws: Workspace): Promise<string[]> {
      const rows = await db.select({ id: domains.id }).from(domains).where(active(ws));
      return rows.map((r) => r.id);
    },

    /**
     * One lateral lookup per domain and check kind on the (domain, type, time) index. Checks come from the
     * monitoring engine (probe details at the top of `details`) or from the scanner (under `details.details`).
     */
    async facts(ws: Workspace): Promise<DomainSecurityFacts[]> {
      const rows = await queryRows<FactsRow>(
        db,
        sql`
        select ${domains.id} as id, ${domains.name} as name, t.check_type, c.status, c.details->>'message' as message,
          case when t.check_type = 'security' then coalesce(c.details->'dnsbl', c.details->'details'->'dnsbl') end as blocklists,
          c.checked_at, sc.valid_to, sc.is_valid, sc.last_checked as cert_checked
        from ${domains}
        cross join (values ('security'), ('ssl'), ('dns')) as t(check_type)
        left join lateral (
          select d.status, d.details, d.checked_at from domain_checks d
          where d.domain_id = ${domains.id} and d.check_type = t.check_type
          order by d.checked_at desc limit 1
        ) c on true
        left join ssl_certificates sc on sc.domain_id = ${domains.id}
        where ${active(ws)}
        order by ${domains.name}
      `,
      );
      const byId = new Map<string, DomainSecurityFacts>();
      for (const row of rows) {
        const facts =
          byId.get(row.id) ??
          ({
            id: row.id,
            name: row.name,
            security: null,
            ssl: null,
            dns: null,
            certificate: row.cert_checked
              ? { validTo: date(row.valid_to), isValid: row.is_valid === true, lastChecked: date(row.cert_checked)! }
              : null,
          } satisfies DomainSecurityFacts);
        byId.set(row.id, facts);
        if (row.status === null || row.checked_at === null) continue;
        const check: StoredCheck = { status: row.status, message: row.message ?? '', checkedAt: date(row.checked_at)! };
        if (row.check_type === 'security')
          facts.security = { ...check, blocklists: Array.isArray(row.blocklists) ? row.blocklists : [] };
        else facts[row.check_type] = check;
      }
      return [...byId.values()];
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
