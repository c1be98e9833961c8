import type { Alert } from '../../../shared/contracts/alerts';
import { getDisplayName } from '../../../shared/helpers/user-display';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { WorkspaceVersions } from '../../db/workspace-versions';
import type { AlertFilter, AlertsRepository } from './alerts.repository';

type Row = Awaited<ReturnType<AlertsRepository['list']>>[number];

/**
 * The maintenance window holding an open alert (decision 073), from the hold noted on it; on a resolved alert, the
 * window it opened and closed in, which is why nobody was told of either (decision 077).
 */
function maintenanceOf(alert: Row['alert'], title: string | null): Alert['maintenance'] {
  const windowId = alert.metadata.heldForMaintenance;
  if (typeof windowId !== 'string') return null;
  const until = alert.metadata.maintenanceUntil;
  return { windowId, title, until: typeof until === 'string' ? until : null };
}

const toClient = ({ alert, domainName, monitorName, acknowledger, maintenanceTitle }: Row): Alert => ({
  id: alert.id,
  domainId: alert.domainId,
  domainName,
  monitorId: alert.monitorId ?? null,
  monitorName: alert.monitorId ? monitorName : null,
  type: alert.type,
  severity: alert.severity,
  title: alert.title,
  message: alert.message,
  createdAt: alert.createdAt.toISOString(),
  isRead: alert.isRead,
  isResolved: alert.isResolved,
  resolvedAt: alert.resolvedAt?.toISOString() ?? null,
  acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
  acknowledgedBy:
    alert.acknowledgedBy && acknowledger ? { id: alert.acknowledgedBy, name: getDisplayName(acknowledger) } : null,
  maintenance: maintenanceOf(alert, maintenanceTitle),
});

export interface AlertsServiceDeps {
  repo: AlertsRepository;
  activity: ActivityRepository;
  /** Told when an alert is resolved or acknowledged: the dashboard and the domain list count open and acknowledged alerts. */
  versions: WorkspaceVersions;
}

export function createAlertsService({ repo, activity, versions }: AlertsServiceDeps) {
  /** The alert, found in the workspace by one who may change it. */
  async function changeable(ws: Workspace, id: string) {
    authorize(ws, 'monitoring:write');
    const current = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!current) throw notFound('Alert not found.');
    return current;
  }

  async function one(ws: Workspace, id: string): Promise<Alert> {
    const row = await repo.findWithDomain(ws, id);
    if (!row) throw notFound('Alert not found.');
    return toClient(row);
  }

  return {
    async list(ws: Workspace, filter: AlertFilter): Promise<Alert[]> {
      authorize(ws, 'workspace:read');
      if (filter.domainId && !isUuid(filter.domainId)) return [];
      return (await repo.list(ws, filter)).map(toClient);
    },

    /** One alert of the workspace (an e-mail's Acknowledge link shows it; decision 073). */
    async get(ws: Workspace, id: string): Promise<Alert> {
      authorize(ws, 'workspace:read');
      if (!isUuid(id)) throw notFound('Alert not found.');
      return one(ws, id);
    },

    async markRead(ws: Workspace, id: string): Promise<Alert> {
      authorize(ws, 'monitoring:write');
      if (!isUuid(id) || !(await repo.update(ws, id, { isRead: true }))) throw notFound('Alert not found.');
      return one(ws, id);
    },

    async resolve(ws: Workspace, id: string): Promise<Alert> {
      const current = await changeable(ws, id);
      if (!current.isResolved) {
        await repo.update(ws, id, { isResolved: true, isRead: true, resolvedAt: new Date() });
        await versions.changed(ws);
        await activity.record(ws, {
          action: 'alert.resolved',
          entityType: 'alert',
          entityId: id,
          metadata: { title: current.title },
        });
      }
      return one(ws, id);
    },

    /**
     * Someone is on it (decision 043): the alert stays open, read, and its cause raises no further notification while
     * it is open. Acknowledging it again keeps the first acknowledgement.
     */
    async acknowledge(ws: Workspace, id: string): Promise<Alert> {
      const current = await changeable(ws, id);
      if (current.isResolved)
        throw conflict('This alert is resolved already: there is nothing to acknowledge.', 'ALERT_RESOLVED');
      if (!current.acknowledgedAt) {
        await repo.update(ws, id, { acknowledgedAt: new Date(), acknowledgedBy: ws.userId, isRead: true });
        await versions.changed(ws);
        await activity.record(ws, {
          action: 'alert.acknowledged',
          entityType: 'alert',
          entityId: id,
          metadata: { title: current.title },
        });
      }
      return one(ws, id);
    },

    /** Takes the acknowledgement back: the alert's cause is notified again from its next new alert. */
    async unacknowledge(ws: Workspace, id: string): Promise<Alert> {
      const current = await changeable(ws, id);
      if (current.acknowledgedAt) {
        await repo.update(ws, id, { acknowledgedAt: null, acknowledgedBy: null });
        await versions.changed(ws);
        await activity.record(ws, {
          action: 'alert.unacknowledged',
          entityType: 'alert',
          entityId: id,
          metadata: { title: current.title },
        });
      }
      return one(ws, id);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
