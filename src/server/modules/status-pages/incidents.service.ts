import { STATUS_PAGE_INCIDENTS_PER_PAGE } from '../../../shared/constants/status-pages';
import type { z } from 'zod';
import {
  deliversNotifications,
  type createIncidentSchema,
  type Incident,
  type IncidentList,
  type incidentUpdateInputSchema,
  type UpdateIncidentInput,
} from '../../../shared/contracts/status-pages';
import { getDisplayName } from '../../../shared/helpers/user-display';
import { renderMarkdown } from '../../content/markdown';
import type { ChangeFeed } from '../../db/change-feed';
import { fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { SubscriberNotices } from '../status-subscribers/subscriber-notices';
import { noIncidentEvents, type IncidentEvents } from './incident-events';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { IncidentRow, IncidentState, IncidentsRepository, UpdateWithAuthor } from './incidents.repository';
import type { StatusPagesRepository } from './status-pages.repository';

export type CreateIncident = z.output<typeof createIncidentSchema>;
export type AddIncidentUpdate = z.output<typeof incidentUpdateInputSchema>;

export interface IncidentsServiceDeps {
  repo: IncidentsRepository;
  pages: Pick<StatusPagesRepository, 'find' | 'components'>;
  /** The page's subscribers hear of new incidents and updates (modules/status-subscribers). */
  notices: SubscriberNotices;
  /** Told of openings and resolutions (partner events); by default nobody. */
  events?: IncidentEvents;
  feed?: Pick<ChangeFeed, 'publish'>;
  now?: () => Date;
}

/** An incident as the API answers it, its timeline newest first. */
export function toIncident(row: IncidentRow, updates: UpdateWithAuthor[]): Incident {
  return {
    id: row.id,
    statusPageId: row.statusPageId,
    title: row.title,
    status: row.status,
    impact: row.severity,
    affectedComponents: row.affectedComponents,
    automatic: row.autoKey !== null,
    startedAt: row.startedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    updates: updates.map((u) => ({
      id: u.id,
      status: u.status,
      message: u.message,
      // the app shows it as the public page does: rendered once here, by the one renderer
      messageHtml: renderMarkdown(u.message, { checks: 'lenient' }).html,
      authorName: u.author ? getDisplayName(u.author) : null,
      deliverNotifications: u.deliverNotifications,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

/** A status page's incidents: opened, updated along their timeline and resolved by its managers (issue 17). */
export function createIncidentsService({
  repo,
  pages,
  notices,
  events = noIncidentEvents,
  feed,
  now = () => new Date(),
}: IncidentsServiceDeps) {
  async function findPage(ws: Workspace, pageId: string) {
    const page = isUuid(pageId) ? await pages.find(ws, pageId) : undefined;
    if (!page) throw notFound('Status page not found.');
    return page;
  }

  async function find(ws: Workspace, id: string): Promise<IncidentRow> {
    const row = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!row) throw notFound('Incident not found.');
    return row;
  }

  async function answer(ws: Workspace, id: string): Promise<Incident> {
    const row = await find(ws, id);
    return toIncident(row, (await repo.updates([id])).get(id) ?? []);
  }

  /** Affected components must be the page's own (an incident names what its visitors can see). */
  async function checkAffected(pageId: string, ids: string[] | undefined): Promise<string[] | undefined> {
    if (ids === undefined) return undefined;
    const own = new Set((await pages.components([pageId])).map((c) => c.id));
    const index = ids.findIndex((id) => !own.has(id));
    if (index !== -1) throw fieldError(`affectedComponents.${index}`, 'Choose components of this status page.');
    return [...new Set(ids)];
  }

  const changed = (pageId: string) => feed?.publish({ type: 'status-page', pageId });

  return {
    async list(ws: Workspace, pageId: string, query: { state: IncidentState; page: number }): Promise<IncidentList> {
      authorize(ws, 'workspace:read');
      await findPage(ws, pageId);
      const size = STATUS_PAGE_INCIDENTS_PER_PAGE;
      const { rows, total } = await repo.list(pageId, query.state, size, (query.page - 1) * size);
      const updates = await repo.updates(rows.map((r) => r.id));
      return { data: rows.map((r) => toIncident(r, updates.get(r.id) ?? [])), total };
    },

    async get(ws: Workspace, id: string): Promise<Incident> {
      authorize(ws, 'workspace:read');
      return answer(ws, id);
    },

    async create(ws: Workspace, pageId: string, input: CreateIncident): Promise<Incident> {
      authorize(ws, 'monitoring:write');
      await findPage(ws, pageId);
      const affected = (await checkAffected(pageId, input.affectedComponents)) ?? [];
      const deliver = deliversNotifications(input);
      const { incident, updateId } = await repo.create({
        statusPageId: pageId,
        title: input.title,
        status: input.status,
        impact: input.impact,
        affectedComponents: affected,
        message: input.message,
        createdBy: ws.userId,
        deliverNotifications: deliver,
        at: now(),
      });
      await changed(pageId);
      if (deliver) await notices.incidentUpdated(updateId);
      await events.incidentOpened(incident.id);
      if (input.status === 'resolved') await events.incidentResolved(incident.id);
      return answer(ws, incident.id);
    },

    async update(ws: Workspace, id: string, input: UpdateIncidentInput): Promise<Incident> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      const affected = await checkAffected(current.statusPageId, input.affectedComponents);
      const patch = { title: input.title, severity: input.impact, affectedComponents: affected };
      await repo.update(id, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
      await changed(current.statusPageId);
      return answer(ws, id);
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      await repo.remove(id);
      await changed(current.statusPageId);
    },

    /** A new timeline entry: resolved resolves it, any other status re-opens a resolved incident. */
    async addUpdate(ws: Workspace, id: string, input: AddIncidentUpdate): Promise<Incident> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      const deliver = deliversNotifications(input);
      const updateId = await repo.addUpdate(id, {
        status: input.status,
        message: input.message,
        createdBy: ws.userId,
        deliverNotifications: deliver,
        at: now(),
      });
      await changed(current.statusPageId);
      if (deliver) await notices.incidentUpdated(updateId);
      // only a change between open and resolved is an event; other updates are the incident's own timeline
      const wasResolved = current.status === 'resolved';
      if (input.status === 'resolved' && !wasResolved) await events.incidentResolved(id);
      if (input.status !== 'resolved' && wasResolved) await events.incidentOpened(id);
      return answer(ws, id);
    },
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;
