import type {
  AdminAuditEntry,
  AdminAuditPage,
  AdminUser,
  AdminUserDetail,
  AdminUsersPage,
} from '../../../shared/contracts/admin-users';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionCache } from '../../http/session-cache';
import type { PlanChangeSource, PlanChanges } from '../billing/plan-changes';
import type { DomainLifecycleListener } from '../domains/domains.service';
import type { AdminUserRow, AdminUsersRepository, AuditRow, UserCursor, UserFilters } from './admin-users.repository';

/** The operator acting: who the audit log names. `id` is null for the command line (`sitewarden user ...`). */
export interface Operator {
  id: string | null;
  email: string;
}

/** The command line as the audit log names it: whoever may run `sitewarden` on the server. */
export const CLI_OPERATOR: Operator = { id: null, email: 'sitewarden CLI' };

/** Who changed a plan, for the plan-change path's e-mail and logs: an administrator, or the command line. */
const planSource = (operator: Operator): PlanChangeSource =>
  operator.id === null ? { kind: 'cli' } : { kind: 'admin', adminUserId: operator.id };

export interface AdminUsersDeps {
  repo: AdminUsersRepository;
  /** THE plan-change path (decision 059): limits, intervals, e-mails follow; this module never writes the tier. */
  plans: PlanChanges;
  /** Told through the change feed, so every process forgets the user's sessions (and API key lookups) at once. */
  sessions: Pick<SessionCache, 'forgetUser'>;
  /** Disabling and enabling re-schedule the account's domains as a plan change does (paused while disabled). */
  lifecycle: Pick<DomainLifecycleListener, 'planChanged'>;
  now?: () => Date;
}

export const LAST_ADMIN_MESSAGE =
  'This is the last administrator of the installation. Make someone else an administrator first.';
export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account. Ask another administrator.';

function toUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    isAdmin: row.isAdmin,
    isTestAccount: row.isTestAccount,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    workspaces: row.workspaces,
    domains: row.domains,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toEntry(row: AuditRow): AdminAuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function encodeCursor(row: AdminUserRow): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/i;

function decodeCursor(cursor: string): UserCursor {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw badRequest('This page link is not valid any more. Start from the first page.', undefined, 'INVALID_CURSOR');
  return { at: match[1]!, id: match[2]! };
}

/**
 * What operators do to accounts on /admin/users (issue 20, decision 062) and from the command line (`sitewarden user
 * plan|admin|disable|enable`, decision 067): list and search them, change a plan (through the one plan-change path),
 * grant or remove administrator rights and disable or enable an account (never leaving no enabled administrator).
 * Every change is written to the admin audit log, naming the operator or the CLI.
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function target(userId: string): Promise<AdminUserRow> {
    const row = await repo.findUser(userId);
    if (!row) throw notFound('No such user.');
    return row;
  }

  async function record(operator: Operator, user: AdminUserRow, action: string, detail: Record<string, unknown>) {
    await repo.audit({
      adminUserId: operator.id,
      adminEmail: operator.email,
      targetUserId: user.id,
      targetEmail: user.email,
      action,
      detail,
    });
  }

  /** The account's domains follow its state: the lifecycle re-reads which are probed (decision 062). */
  async function reschedule(userId: string) {
    await deps.lifecycle.planChanged?.(userId);
  }

  return {
    async list(filters: UserFilters & { limit: number; cursor?: string }): Promise<AdminUsersPage> {
      const after = filters.cursor ? decodeCursor(filters.cursor) : undefined;
      const page = await repo.listUsers(filters, filters.limit, after);
      const last = page.rows.at(-1);
      return {
        data: page.rows.map(toUser),
        nextCursor: page.more && last ? encodeCursor(last) : null,
        total: page.total,
        demoAccounts: page.demo,
      };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const row = await target(userId);
      const [workspaceList, audit] = await Promise.all([
        repo.workspacesOf(userId),
        repo.auditPage(50, undefined, userId),
      ]);
      return { ...toUser(row), workspaceList, audit: audit.rows.map(toEntry) };
    },

    async audit(limit: number, cursor?: number): Promise<AdminAuditPage> {
      const page = await repo.auditPage(limit, cursor);
      return { data: page.rows.map(toEntry), nextCursor: page.more ? (page.rows.at(-1)?.id ?? null) : null };
    },

    async changePlan(operator: Operator, userId: string, plan: SubscriptionTier): Promise<AdminUser> {
      const user = await target(userId);
      await deps.plans.change(userId, plan, planSource(operator));
      if (user.plan !== plan) await record(operator, user, 'plan.change', { from: user.plan, to: plan });
      return toUser(await target(userId));
    },

    async setAdmin(operator: Operator, userId: string, isAdmin: boolean): Promise<AdminUser> {
      const user = await target(userId);
      if (user.isAdmin === isAdmin) return toUser(user);
      if (isAdmin && user.isTestAccount) {
        throw conflict('This is a demo account, which anyone may use: it cannot be an administrator.', 'DEMO_ACCOUNT');
      }
      if (!(await repo.setAdmin(userId, isAdmin))) throw conflict(LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
      await deps.sessions.forgetUser(userId);
      await record(operator, user, isAdmin ? 'admin.grant' : 'admin.revoke', { from: user.isAdmin, to: isAdmin });
      return toUser(await target(userId));
    },

    /**
     * Disables the account: it cannot sign in, every session ends (here and, through the change feed, in every
     * process's cache), the API keys of the workspaces it owns are refused, and its domains stop being checked.
     */
    async disable(operator: Operator, userId: string): Promise<AdminUser> {
      if (userId === operator.id) throw conflict(SELF_DISABLE_MESSAGE, 'SELF_DISABLE');
      const user = await target(userId);
      if (user.disabledAt) return toUser(user);
      if (!(await repo.setDisabled(userId, now()))) throw conflict(LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
      const sessionsEnded = await repo.deleteSessions(userId);
      await deps.sessions.forgetUser(userId);
      await reschedule(userId);
      await record(operator, user, 'account.disable', { sessionsEnded, domainsPaused: user.domains });
      return toUser(await target(userId));
    },

    /** Enables the account again: it may sign in, and its domains are checked again (those owed a check at once). */
    async enable(operator: Operator, userId: string): Promise<AdminUser> {
      const user = await target(userId);
      if (!user.disabledAt) return toUser(user);
      await repo.setDisabled(userId, null);
      await deps.sessions.forgetUser(userId);
      await reschedule(userId);
      await record(operator, user, 'account.enable', { disabledAt: user.disabledAt.toISOString() });
      return toUser(await target(userId));
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
