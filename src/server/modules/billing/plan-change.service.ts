import { MONITOR_TYPES, MONITORS_PER_DOMAIN, monitorMinIntervalSeconds } from '../../../shared/constants/monitors';
import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import type { SessionCache } from '../../http/session-cache';
import { notFound } from '../../http/errors';
import type { Mailer } from '../../notifications/mailer';
import { planChangedEmail, retentionNoticeEmail } from '../../notifications/templates/billing';
import type { DomainLifecycleListener } from '../domains/domains.service';
import type { WorkspaceVersions } from '../../db/workspace-versions';
import { createBillingRepository } from './billing.repository';
import type { PlanChanges, PlanChangeSource } from './plan-changes';
import { createPlanLimitsRepository, type PaidWorkspace } from './plan-limits.repository';

/** After a downgrade, history beyond the new plan's retention is kept this long (the notice e-mail says until when). */
export const RETENTION_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

const REASONS: Record<PlanChangeSource['kind'], string> = {
  stripe: 'your subscription changed',
  'stripe-resync': 'your subscription changed',
  billing: 'changed on the Billing screen',
  admin: 'changed by an administrator',
  cli: 'changed by the operator of this installation',
  'grace-expired': 'the payment stayed past due after the grace period',
};

export interface PlanChangeDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signed-in sessions forget the user (and, when they own teams, everyone: members' workspaces run on their plan). */
  sessions: Pick<SessionCache, 'forgetUser' | 'forgetEveryone'>;
  /** Schedules move to the new plan's intervals; paused domains stop being checked, resumed ones start again. */
  lifecycle: Pick<DomainLifecycleListener, 'planChanged'>;
  /** Cached domain lists and dashboards of the workspaces reload. */
  versions?: Pick<WorkspaceVersions, 'changed'>;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

export interface PlanChangeService extends PlanChanges {
  /** After a downgrade: which domains of a workspace stay active (up to the plan's limit); the rest are paused. */
  chooseActiveDomains(
    payerId: string,
    ws: PaidWorkspace,
    domainIds: readonly string[],
  ): Promise<{ paused: number; resumed: number }>;
}

/**
 * The one path by which a plan changes (decision 059): the tier is written, everything the plan governs follows at
 * once, and downgrades pause what is above the new limits instead of deleting it.
 */
export function createPlanChangeService(deps: PlanChangeDeps): PlanChangeService {
  const billing = createBillingRepository(deps.db);
  const limits = createPlanLimitsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console.error;
  const link = `${deps.publicUrl}/billing`;

  async function applyLimits(userId: string, tier: SubscriptionTier, at: Date) {
    const plan = PLANS[tier];
    const workspaces = await limits.workspacesPaidBy(userId);
    const paused = { domains: 0, monitors: 0 };
    for (const ws of workspaces) {
      paused.domains += (await limits.arrangeDomains(ws, plan.maxDomains, [], at)).paused.length;
      paused.monitors += (await limits.arrangeMonitors(ws, MONITORS_PER_DOMAIN[tier], at)).paused.length;
      for (const type of MONITOR_TYPES)
        await limits.raiseMonitorIntervals(ws, type, monitorMinIntervalSeconds(tier, type), at);
      if (ws.teamId) await limits.arrangeSeats(ws.teamId, plan.maxTeamMembers, at);
    }
    return { workspaces, paused };
  }

  /** History the old plan kept stays for the grace period; the user hears when it goes. */
  async function keepHistory(
    account: { id: string; firstName: string | null; email: string },
    from: SubscriptionTier,
    to: SubscriptionTier,
    at: Date,
  ) {
    const [before, after] = [PLANS[from].retentionDays, PLANS[to].retentionDays];
    if (after >= before) {
      await limits.keepRetention(account.id, null);
      return;
    }
    const until = new Date(at.getTime() + RETENTION_GRACE_DAYS * DAY_MS);
    await limits.keepRetention(account.id, { days: before, until });
    await send(
      account.email,
      retentionNoticeEmail({
        firstName: account.firstName,
        toName: PLANS[to].name,
        keptDays: before,
        newDays: after,
        until,
        link,
      }),
    );
  }

  async function send(to: string, content: { subject: string; text: string; html: string }) {
    try {
      await deps.mailer.send({ to, ...content });
    } catch (error) {
      log(`billing e-mail "${content.subject}" could not be sent`, error);
    }
  }

  async function followPlan(userId: string, workspaces: PaidWorkspace[]) {
    await deps.sessions.forgetUser(userId);
    if (workspaces.some((ws) => ws.teamId)) await deps.sessions.forgetEveryone();
    for (const ws of workspaces) await deps.versions?.changed(ws);
    await deps.lifecycle.planChanged?.(userId);
  }

  return {
    async change(userId, tier, source) {
      const account = await billing.account(userId);
      if (!account) throw notFound('No such user.');
      const at = now();
      await limits.setTier(userId, tier);
      const { workspaces, paused } = await applyLimits(userId, tier, at);
      await followPlan(userId, workspaces);
      if (account.tier === tier) return;
      await keepHistory(account, account.tier, tier, at);
      await send(
        account.email,
        planChangedEmail({
          firstName: account.firstName,
          fromName: PLANS[account.tier].name,
          toName: PLANS[tier].name,
          reason: REASONS[source.kind],
          paused,
          link,
        }),
      );
    },

    async chooseActiveDomains(payerId, ws, domainIds) {
      const account = await billing.account(payerId);
      if (!account) throw notFound('No such user.');
      const arranged = await limits.arrangeDomains(ws, PLANS[account.tier].maxDomains, domainIds, now());
      await limits.arrangeMonitors(ws, MONITORS_PER_DOMAIN[account.tier], now());
      await followPlan(payerId, [ws]);
      return { paused: arranged.paused.length, resumed: arranged.resumed.length };
    },
  };
}
