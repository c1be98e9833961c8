import {
  maintenanceLengthProblem,
  statusPageMessages,
  type CreateMaintenance,
  type Maintenance,
  type UpdateMaintenance,
} from '../../../shared/contracts/status-pages';
import { displayDomain } from '../../../shared/helpers/domain-name';
import { currentOrNextOccurrence } from '../../../shared/helpers/maintenance-occurrences';
import type { ChangeFeed } from '../../db/change-feed';
import { fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { SubscriberNotices } from '../status-subscribers/subscriber-notices';
import { authorize, type Workspace } from '../workspaces/workspace';
import { workspaceKey } from '../../db/workspace-versions';
import type { MaintenanceRepository, MaintenanceWindowRow, NamedTarget, TargetRef } from './maintenance.repository';

export interface MaintenanceServiceDeps {
  repo: MaintenanceRepository;
  notices: SubscriberNotices;
  feed: Pick<ChangeFeed, 'publish'>;
  now?: () => Date;
}

const targetName = (t: NamedTarget) =>
  t.monitorName ? `${t.monitorName} on ${displayDomain(t.domainName)}` : displayDomain(t.domainName);
const targetKey = (t: TargetRef) => `${t.domainId}/${t.monitorId ?? ''}`;

/** Maintenance windows (issue 17, decision 054): the rules of the workspace's windows and what hears of their changes. */
export function createMaintenanceService({ repo, notices, feed, now = () => new Date() }: MaintenanceServiceDeps) {
  function toMaintenance(window: MaintenanceWindowRow, targets: NamedTarget[], at: Date): Maintenance {
    // the state is worked out for this request: a recurring window is scheduled, on, and scheduled again
    const occurrence = currentOrNextOccurrence(window, at);
    const state = !occurrence ? 'completed' : occurrence.start <= at ? 'in_progress' : 'scheduled';
    return {
      id: window.id,
      title: window.title,
      description: window.description,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      recurrence: window.recurrence,
      timezone: window.timezone,
      recursUntil: window.recursUntil?.toISOString() ?? null,
      targets: targets.map((t) => ({ domainId: t.domainId, monitorId: t.monitorId, name: targetName(t) })),
      state,
      nextStartsAt: occurrence?.start.toISOString() ?? null,
      nextEndsAt: occurrence?.end.toISOString() ?? null,
      createdAt: window.createdAt.toISOString(),
    };
  }

  async function find(ws: Workspace, id: string) {
    const found = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!found) throw notFound('Maintenance window not found.');
    return found;
  }

  async function answer(ws: Workspace, id: string): Promise<Maintenance> {
    const { window, targets } = await find(ws, id);
    return toMaintenance(window, targets, now());
  }

  /** The targets without repeats; 400 naming the first that is not the workspace's domain or a monitor of it. */
  async function checkedTargets(ws: Workspace, targets: TargetRef[]): Promise<TargetRef[]> {
    const unique = [...new Map(targets.map((t) => [targetKey(t), t])).values()];
    const owned = await repo.ownedTargets(
      ws,
      unique.map((t) => t.domainId).filter(isUuid),
      unique.flatMap((t) => (t.monitorId && isUuid(t.monitorId) ? [t.monitorId] : [])),
    );
    targets.forEach((t, i) => {
      if (!owned.domains.has(t.domainId))
        throw fieldError(`targets.${i}.domainId`, statusPageMessages.maintenanceTargetInvalid);
      if (t.monitorId && owned.monitorDomain.get(t.monitorId) !== t.domainId) {
        throw fieldError(`targets.${i}.monitorId`, statusPageMessages.maintenanceTargetInvalid);
      }
    });
    return unique;
  }

  /** Public pages showing the targets refresh; every process's alert hold forgets the workspace's windows. */
  async function changed(ws: Workspace, targets: TargetRef[]): Promise<void> {
    await feed.publish({ type: 'workspace', key: workspaceKey(ws) });
    for (const pageId of await repo.pagesShowing(targets)) await feed.publish({ type: 'status-page', pageId });
  }

  return {
    async list(ws: Workspace): Promise<{ data: Maintenance[] }> {
      authorize(ws, 'workspace:read');
      const at = now();
      return { data: (await repo.list(ws)).map(({ window, targets }) => toMaintenance(window, targets, at)) };
    },

    async create(ws: Workspace, input: CreateMaintenance): Promise<Maintenance> {
      authorize(ws, 'monitoring:write');
      const targets = await checkedTargets(ws, input.targets);
      const id = await repo.create(
        ws,
        {
          title: input.title,
          description: input.description,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          recurrence: input.recurrence,
          timezone: input.timezone,
          recursUntil: input.recursUntil ? new Date(input.recursUntil) : null,
        },
        targets,
      );
      await changed(ws, targets);
      if (input.notifySubscribers) await notices.maintenanceScheduled(id);
      return answer(ws, id);
    },

    async update(ws: Workspace, id: string, input: UpdateMaintenance): Promise<Maintenance> {
      authorize(ws, 'monitoring:write');
      const { window, targets: before } = await find(ws, id);
      const startsAt = input.startsAt ? new Date(input.startsAt) : window.startsAt;
      const endsAt = input.endsAt ? new Date(input.endsAt) : window.endsAt;
      // one of the two alone is checked against the stored other
      const problem = maintenanceLengthProblem(startsAt, endsAt);
      if (problem) throw fieldError('endsAt', problem);
      const targets = input.targets ? await checkedTargets(ws, input.targets) : undefined;
      await repo.update(
        ws,
        id,
        {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          startsAt,
          endsAt,
          ...(input.recurrence !== undefined ? { recurrence: input.recurrence } : {}),
          ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
          ...(input.recursUntil !== undefined
            ? { recursUntil: input.recursUntil ? new Date(input.recursUntil) : null }
            : {}),
        },
        targets,
      );
      // pages that showed it and pages that show it now
      await changed(ws, [...before, ...(targets ?? [])]);
      return answer(ws, id);
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const { targets } = await find(ws, id);
      await repo.remove(ws, id);
      await changed(ws, targets);
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
