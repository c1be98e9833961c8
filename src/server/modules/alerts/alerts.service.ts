import type { Alert } from '../../../shared/contracts/alerts';
import { getDisplayName } from '../../../shared/helpers/user-display';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { WorkspaceVersions } from '../workspaces/workspace-versions';
import type { AlertFilter, AlertsRepository } from './alerts.repository';

type Row = Awaited<ReturnType<AlertsRepository['list']>>[number];

const toClient = ({ alert, domainName, monitorName, acknowledger }: Row): Alert => ({
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
  acknowledgedBy: alert.acknowledgedBy && acknowledger ? { id: alert.acknowledgedBy, name: getDisplayName(acknowledger) } : null,
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
        await activity.record(ws, { action: 'alert.resolved', entityType: 'alert', entityId: id, metadata: { title: current.title } });
      }
      return one(ws, id);
    },

    /**
     * Someone is on it (decision 043): the alert stays open, read, and its cause raises no further notification while
     * it is open. Acknowledging it again keeps the first acknowledgement.
     */
    async acknowledge(ws: Workspace, id: string): Promise<Alert> {
      const current = await changeable(ws, id);
      if (current.isResolved) throw conflict('This alert is resolved already: there is nothing to acknowledge.', 'ALERT_RESOLVED');
      if (!current.acknowledgedAt) {
        await repo.update(ws, id, { acknowledgedAt: new Date(), acknowledgedBy: ws.userId, isRead: true });
        await versions.changed(ws);
        await activity.record(ws, { action: 'alert.acknowledged', entityType: 'alert', entityId: id, metadata: { title: current.title } });
      }
      return one(ws, id);
    },

    /** Takes the acknowledgement back: the alert's cause is notified again from its next new alert. */
    async unacknowledge(ws: Workspace, id: string): Promise<Alert> {
      const current = await changeable(ws, id);
      if (current.acknowledgedAt) {
        await repo.update(ws, id, { acknowledgedAt: null, acknowledgedBy: null });
        await versions.changed(ws);
        await activity.record(ws, { action: 'alert.unacknowledged', entityType: 'alert', entityId: id, metadata: { title: current.title } });
      }
      return one(ws, id);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
