import { eq } from 'drizzle-orm';
import type { Alert } from '../../../shared/contracts/alerts';
import type { Database } from '../../db/client';
import { alerts, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { Workspace } from '../workspaces/workspace';
import { createWorkspaceRepository } from '../workspaces/workspace.repository';
import { readAcknowledgeToken } from '../../notifications/acknowledge-token';
import type { AlertsService } from './alerts.service';

/** What an Acknowledge link finds: the screen to show. */
export type LinkState =
  | { kind: 'invalid' }
  | { kind: 'expired' }
  /** The alert is gone, or its recipient may no longer change it (left the team, a viewer now, disabled). */
  | { kind: 'unavailable' }
  | { kind: 'open' | 'acknowledged' | 'resolved'; alert: Alert; justNow?: boolean };

/**
 * The Acknowledge link of an alert e-mail (decision 073): the token names one alert and its recipient; the
 * acknowledgement goes through the alerts service as that recipient's, in the alert's workspace, with the rights
 * they have there now. A GET only looks (mail scanners open links); the POST acknowledges.
 */
export function createAcknowledgeLinks(deps: {
  db: Database;
  alerts: AlertsService;
  secret: string;
  now?: () => Date;
}) {
  const memberships = createWorkspaceRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The recipient's workspace that holds the alert, as the recipient would have it signed in. */
  async function workspaceOf(alertId: string, userId: string): Promise<Workspace | undefined> {
    if (!isUuid(alertId) || !isUuid(userId)) return undefined;
    const [owner] = await deps.db
      .select({ userId: alerts.userId, teamId: alerts.teamId })
      .from(alerts)
      .where(eq(alerts.id, alertId))
      .limit(1);
    const [user] = await deps.db
      .select({ plan: users.subscriptionTier, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!owner || !user || user.disabledAt) return undefined;
    if (!owner.teamId)
      return owner.userId === userId
        ? { kind: 'personal', userId, teamId: null, role: 'owner', plan: user.plan }
        : undefined;
    const membership = await memberships.membership(owner.teamId, userId);
    if (!membership) return undefined;
    // a member above the owner's plan's seats keeps read access only (decision 059)
    return {
      kind: 'team',
      userId,
      teamId: owner.teamId,
      role: membership.limitedByPlan ? 'viewer' : membership.role,
      plan: membership.ownerPlan,
    };
  }

  const stateOf = (alert: Alert, justNow = false): LinkState => ({
    kind: alert.isResolved ? 'resolved' : alert.acknowledgedAt ? 'acknowledged' : 'open',
    alert,
    justNow,
  });

  async function claimed(token: string): Promise<{ ws: Workspace; alertId: string } | { state: LinkState }> {
    const check = readAcknowledgeToken(deps.secret, token, now());
    if (!check.ok) return { state: { kind: check.reason } };
    const ws = await workspaceOf(check.claim.alertId, check.claim.userId);
    return ws ? { ws, alertId: check.claim.alertId } : { state: { kind: 'unavailable' } };
  }

  /** A refusal of the alerts service (not found, no permission) is this link's "unavailable". */
  const unavailable = (error: unknown): LinkState => {
    if (error instanceof AppError && error.statusCode < 500) return { kind: 'unavailable' };
    throw error;
  };

  return {
    /** GET: what the link is about, changing nothing. */
    async look(token: string): Promise<LinkState> {
      const found = await claimed(token);
      if ('state' in found) return found.state;
      return deps.alerts.get(found.ws, found.alertId).then((alert) => stateOf(alert), unavailable);
    },

    /** POST: acknowledges the alert as the recipient, if it is still open and unacknowledged. */
    async acknowledge(token: string): Promise<LinkState> {
      const found = await claimed(token);
      if ('state' in found) return found.state;
      try {
        const before = await deps.alerts.get(found.ws, found.alertId);
        if (before.isResolved || before.acknowledgedAt) return stateOf(before);
        return stateOf(await deps.alerts.acknowledge(found.ws, found.alertId), true);
      } catch (error) {
        // resolved between the look and the change: say so
        if (error instanceof AppError && error.code === 'ALERT_RESOLVED')
          return stateOf(await deps.alerts.get(found.ws, found.alertId));
        return unavailable(error);
      }
    },
  };
}

export type AcknowledgeLinks = ReturnType<typeof createAcknowledgeLinks>;
