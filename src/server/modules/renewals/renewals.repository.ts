import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { alertPreferences, domains, renewalReminders, sslCertificates, users } from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type ReminderRow = typeof renewalReminders.$inferSelect;

export interface RegistrationRow {
  id: string;
  name: string;
  expires_at: string | null;
  /** What the latest telling answer said when it gave no expiry: the registry has no record, or holds the name back. */
  outcome: 'not-registered' | 'reserved' | null;
}

export interface PendingReminder {
  id: string;
  title: string;
  type: ReminderRow['type'];
  date: string;
  notes: string | null;
  email: string;
  timezone: string;
  firstName: string | null;
  /** Alert preference: e-mail on (the default when the user never saved preferences). */
  emailOn: boolean;
}

export function createRenewalsRepository(db: Database) {
  const active = (ws: Workspace) => and(scope(domains, ws), eq(domains.isActive, true));

  return {
    /** Certificate expiry of each active domain whose certificate has been read. */
    async certificates(ws: Workspace): Promise<{ id: string; name: string; validTo: Date }[]> {
      const rows = await db
        .select({ id: domains.id, name: domains.name, validTo: sslCertificates.validTo })
        .from(domains)
        .innerJoin(sslCertificates, eq(sslCertificates.domainId, domains.id))
        .where(and(active(ws), sql`${sslCertificates.validTo} is not null`));
      return rows.flatMap((r) => (r.validTo ? [{ id: r.id, name: r.name, validTo: r.validTo }] : []));
    },

    /**
     * Registration of each active domain from its latest registration (WHOIS/RDAP) result that told something: an
     * expiry (stored by the monitoring engine at the top of `details`, by the scanner under `details.details`) or the
     * registry saying it has no record (decision 039). A later answer that told nothing (throttled, unreachable) hides
     * neither; a domain that lapsed shows as not registered, not with the expiry it had.
     */
    async registrations(ws: Workspace): Promise<RegistrationRow[]> {
      return queryRows<RegistrationRow>(
        db,
        sql`
        select ${domains.id} as id, ${domains.name} as name,
          case when w.registration in ('not-registered', 'reserved') then null else w.expires_at end as expires_at,
          case when w.registration in ('not-registered', 'reserved') then w.registration end as outcome
        from ${domains}
        left join lateral (
          select coalesce(c.details->>'expiresAt', c.details->'details'->>'expiresAt') as expires_at,
            coalesce(c.details->>'registration', c.details->'details'->>'registration') as registration
          from domain_checks c
          where c.domain_id = ${domains.id} and c.check_type = 'whois'
            and (coalesce(c.details->>'expiresAt', c.details->'details'->>'expiresAt') is not null
              or coalesce(c.details->>'registration', c.details->'details'->>'registration') in ('not-registered', 'reserved'))
          order by c.checked_at desc limit 1
        ) w on true
        where ${active(ws)}
      `,
      );
    },

    async reminders(ws: Workspace, fromDate?: string): Promise<ReminderRow[]> {
      const where = [scope(renewalReminders, ws)];
      if (fromDate) where.push(gte(renewalReminders.date, fromDate));
      return db
        .select()
        .from(renewalReminders)
        .where(and(...where))
        .orderBy(asc(renewalReminders.date), asc(renewalReminders.createdAt));
    },

    async createReminder(
      ws: Workspace,
      values: Pick<ReminderRow, 'title' | 'type' | 'date' | 'notes'>,
    ): Promise<ReminderRow> {
      const [row] = await db
        .insert(renewalReminders)
        .values({ ...values, ...ownership(ws), createdBy: ws.userId })
        .returning();
      return row!;
    },

    async deleteReminder(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db
        .delete(renewalReminders)
        .where(and(scope(renewalReminders, ws), eq(renewalReminders.id, id)))
        .returning({ id: renewalReminders.id });
      return rows.length > 0;
    },

    /** Reminders not yet sent whose date is near today (UTC), with their recipient: the user who created them. */
    async pending(fromDate: string, toDate: string): Promise<PendingReminder[]> {
      return db
        .select({
          id: renewalReminders.id,
          title: renewalReminders.title,
          type: renewalReminders.type,
          date: renewalReminders.date,
          notes: renewalReminders.notes,
          email: users.email,
          timezone: users.timezone,
          firstName: users.firstName,
          // like alert e-mail: never to an address still waiting for its confirmation link (decision 076)
          emailOn: sql<boolean>`coalesce(${alertPreferences.channelEmail}, true) and ${users.emailVerifiedAt} is not null`,
        })
        .from(renewalReminders)
        .innerJoin(users, eq(users.id, renewalReminders.userId))
        .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
        .where(
          and(
            isNull(renewalReminders.notifiedAt),
            gte(renewalReminders.date, fromDate),
            sql`${renewalReminders.date} <= ${toDate}`,
          ),
        )
        .orderBy(asc(renewalReminders.date));
    },

    /** Marks the reminder sent unless another process did first: only the caller that gets true sends it. */
    async claim(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(renewalReminders)
        .set({ notifiedAt: at, updatedAt: at })
        .where(and(eq(renewalReminders.id, id), isNull(renewalReminders.notifiedAt)))
        .returning({ id: renewalReminders.id });
      return rows.length > 0;
    },

    /** Gives a claimed reminder back after a failed send, so the next run tries again. */
    async release(id: string): Promise<void> {
      await db.update(renewalReminders).set({ notifiedAt: null }).where(eq(renewalReminders.id, id));
    },
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
