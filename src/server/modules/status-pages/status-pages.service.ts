import { PLANS } from '../../../shared/constants/plans';
import {
  RESERVED_STATUS_PAGE_SLUGS,
  STATUS_PAGE_LIMITS,
  STATUS_PAGE_SLUG_MAX,
  STATUS_PAGE_SLUG_MIN,
  type StatusPageAssetKind,
} from '../../../shared/constants/status-pages';
import {
  customDomainMessages,
  customDomainPlanMessage,
  statusPageLimitMessage,
  statusPageMessages,
  type CreateStatusPage,
  type CustomDomainVerification,
  type StatusPage,
  type StatusPageComponent,
  type StatusPageList,
  type UpdateStatusPage,
} from '../../../shared/contracts/status-pages';
import { pageIndicator } from '../../../shared/helpers/component-state';
import { slugFromName } from '../../../shared/helpers/slug';
import type { ChangeFeed } from '../../db/change-feed';
import { AppError, badRequest, conflict, fieldError, notFound, tooManyRequests } from '../../http/errors';
import { createLimiter, type LimitStore } from '../../platform/limits';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import { hashPassword } from '../auth/password';
import { firstFreeSlug } from '../teams/slug';
import { authorize, type Workspace } from '../workspaces/workspace';
import { componentKey, type ComponentStatusRepository } from './component-status.repository';
import { sourceNameOf } from './component-names';
import { challengeRecordName, newChallengeToken, servedHost } from './custom-domain-proof';
import type { CustomDomainVerifier } from './custom-domain-verifier';
import { sanitizeCss } from './custom-css';
import type { IncidentsRepository } from './incidents.repository';
import { assetUrl, checkUpload } from './status-page-assets';
import type { ComponentValues, StatusPageRow, StatusPagesRepository } from './status-pages.repository';

export interface StatusPagesServiceDeps {
  repo: StatusPagesRepository;
  incidents: Pick<IncidentsRepository, 'unresolvedImpacts'>;
  componentStatus: ComponentStatusRepository;
  activity: ActivityRepository;
  /** PUBLIC_URL: pages' addresses, and the host name no page may claim. */
  publicUrl: string;
  /** Tells the public pages' caches (modules/public-status) that a page changed. */
  feed?: Pick<ChangeFeed, 'publish'>;
  /** Checks a page's custom domain claim on demand (decision 065). */
  domains: Pick<CustomDomainVerifier, 'verifyPage'>;
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL: decision 080). */
  limitStore: LimitStore;
  now?: () => Date;
}

/** "Verify now" per page: a DNS lookup each; a few a minute is plenty for someone waiting on their records. */
const VERIFY_LIMIT = { max: 6, windowMs: 60_000 };

/** A component as asked for: the shape the repository stores, its id kept only when checkComponents vets it. */
export type ComponentInput = ComponentValues;

const SLUG_ATTEMPTS = 5;
/** Added to a name whose slug would be too short or reserved ('API' -> 'api-status'). */
const SLUG_SUFFIX = 'status';
const ASSET_COLUMN = { logo: 'logoUrl', favicon: 'faviconUrl' } as const satisfies Record<
  StatusPageAssetKind,
  keyof StatusPageRow
>;

/** The slug a page gets from its name when none is given. */
export function slugForName(name: string): string {
  const slug = slugFromName(name, STATUS_PAGE_SLUG_MAX - SLUG_SUFFIX.length - 1);
  if (!slug) return `${SLUG_SUFFIX}-page`;
  if (slug.length < STATUS_PAGE_SLUG_MIN || RESERVED_STATUS_PAGE_SLUGS.includes(slug)) return `${slug}-${SLUG_SUFFIX}`;
  return slug;
}

/** Status pages of a workspace: settings, components, logo and favicon (issue 17, decision 055). */
export function createStatusPagesService({
  repo,
  incidents,
  componentStatus,
  activity,
  publicUrl,
  feed,
  domains,
  limitStore,
  now = () => new Date(),
}: StatusPagesServiceDeps) {
  const base = new URL(publicUrl);
  const ownHost = base.hostname.toLowerCase();
  // a claimed name is the page's address only once proven (decision 065)
  const pageAddress = (row: StatusPageRow) => {
    const host = servedHost(row);
    return host ? `${base.protocol}//${host}` : `${publicUrl.replace(/\/+$/, '')}/public/status/${row.slug}`;
  };
  const verifyLimiter = createLimiter(limitStore, 'custom-domain-verify', VERIFY_LIMIT.max, VERIFY_LIMIT.windowMs);

  const verification = (row: StatusPageRow): CustomDomainVerification | null =>
    row.customDomain && row.customDomainToken
      ? {
          state: row.customDomainVerifiedAt ? 'verified' : 'pending',
          txtRecord: { name: challengeRecordName(row.customDomain), value: row.customDomainToken },
          cnameTarget: ownHost,
          proof: row.customDomainVerifiedAt ? row.customDomainProof : null,
          verifiedAt: row.customDomainVerifiedAt?.toISOString() ?? null,
          checkedAt: row.customDomainCheckedAt?.toISOString() ?? null,
          problem: row.customDomainProblem,
          releasedAt: row.customDomainReleasedAt?.toISOString() ?? null,
        }
      : null;

  /** The columns of a new claim (or of none): pending, unchecked, with the page's TXT value made once. */
  const claimColumns = (host: string | null, token: string | null) => ({
    customDomain: host,
    customDomainToken: token ?? (host ? newChallengeToken() : null),
    customDomainClaimedAt: host ? now() : null,
    customDomainVerifiedAt: null,
    customDomainProof: null,
    customDomainCheckedAt: null,
    customDomainProblem: null,
    customDomainReleasedAt: null,
  });

  const changed = (pageId: string) => feed?.publish({ type: 'status-page', pageId });

  /** The answers of these pages: their counts, and each component's state now for the indicator. */
  async function answers(rows: StatusPageRow[]): Promise<StatusPage[]> {
    const ids = rows.map((r) => r.id);
    const [components, subscribers, impacts] = await Promise.all([
      repo.components(ids),
      repo.subscriberCounts(ids),
      incidents.unresolvedImpacts(ids),
    ]);
    const states = await componentStatus.statuses(components, now());
    return rows.map((row) => {
      const own = components.filter((c) => c.statusPageId === row.id);
      const visibleStates = own.filter((c) => c.isVisible).map((c) => states.get(componentKey(c))!.state);
      const unresolved = impacts.get(row.id) ?? [];
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        publicUrl: pageAddress(row),
        logoUrl: row.logoUrl,
        faviconUrl: row.faviconUrl,
        customCss: row.customCss,
        customDomain: row.customDomain,
        customDomainVerification: verification(row),
        theme: row.themeConfig,
        isPublic: row.isPublic,
        hasPassword: row.passwordHash !== null,
        showHistoryDays: row.showHistoryDays,
        allowSubscriptions: row.allowSubscriptions,
        autoIncidents: row.autoIncidents,
        componentCount: own.length,
        subscriberCount: subscribers.get(row.id) ?? 0,
        activeIncidentCount: unresolved.length,
        indicator: pageIndicator(visibleStates, unresolved),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function answer(row: StatusPageRow): Promise<StatusPage> {
    return (await answers([row]))[0]!;
  }

  /** A malformed id, or another workspace's page, is a page that does not exist. */
  async function find(ws: Workspace, id: string): Promise<StatusPageRow> {
    const row = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!row) throw notFound('Status page not found.');
    return row;
  }

  const slugTaken = () =>
    conflict(statusPageMessages.slugTaken, 'SLUG_TAKEN', { fieldErrors: { slug: [statusPageMessages.slugTaken] } });

  /**
   * The rules of a host name asked for (null clears it): the plan must include them, and it is not ours. Another
   * page's claim does not stop it (decision 065): the name goes to the page that proves it.
   */
  function checkCustomDomain(ws: Workspace, host: string | null): void {
    if (host === null) return;
    if (!STATUS_PAGE_LIMITS[ws.plan].customDomain) {
      throw new AppError(403, 'PLAN_LIMIT_REACHED', customDomainPlanMessage(PLANS[ws.plan].name), { plan: ws.plan });
    }
    if (host === ownHost) throw fieldError('customDomain', customDomainMessages.ownHost);
  }

  const entry = (action: string, row: StatusPageRow) => ({
    action,
    entityType: 'status_page',
    entityId: row.id,
    metadata: { name: row.name, slug: row.slug },
  });

  async function componentAnswers(pageId: string): Promise<StatusPageComponent[]> {
    const components = await repo.components([pageId]);
    const states = await componentStatus.statuses(components, now());
    return components.map((c) => {
      const sourceName = sourceNameOf(c);
      return {
        id: c.id,
        domainId: c.domainId,
        monitorId: c.monitorId,
        displayName: c.displayName,
        groupName: c.groupName,
        orderIndex: c.orderIndex,
        isVisible: c.isVisible,
        sourceName,
        name: c.displayName ?? sourceName,
        state: states.get(componentKey(c))!.state,
      };
    });
  }

  /** A component list's problems: each domain the workspace's, each monitor its domain's, nothing twice. */
  async function checkComponents(ws: Workspace, pageId: string, list: ComponentInput[]): Promise<ComponentValues[]> {
    const [ownDomains, ownMonitors, current] = await Promise.all([
      repo.workspaceDomains(ws, [...new Set(list.map((c) => c.domainId))]),
      repo.workspaceMonitors(ws, [...new Set(list.flatMap((c) => (c.monitorId ? [c.monitorId] : [])))]),
      repo.components([pageId]),
    ]);
    const currentIds = new Set(current.map((c) => c.id));
    const seen = new Set<string>();
    const seenIds = new Set<string>();
    return list.map((c, i) => {
      if (!ownDomains.has(c.domainId))
        throw fieldError(`components.${i}.domainId`, 'Choose a domain of this workspace.');
      if (c.monitorId && ownMonitors.get(c.monitorId) !== c.domainId) {
        throw fieldError(`components.${i}.monitorId`, 'Choose a monitor of this domain.');
      }
      const key = componentKey(c);
      if (seen.has(key))
        throw fieldError(`components.${i}`, 'This domain or monitor is on the page already: each may appear once.');
      seen.add(key);
      // an id names the row to keep only when it is this page's (and not given twice); otherwise the row is new
      const id = c.id && currentIds.has(c.id) && !seenIds.has(c.id) ? c.id : undefined;
      if (id) seenIds.add(id);
      return {
        id,
        domainId: c.domainId,
        monitorId: c.monitorId,
        displayName: c.displayName,
        groupName: c.groupName,
        isVisible: c.isVisible,
      };
    });
  }

  return {
    async list(ws: Workspace): Promise<StatusPageList> {
      authorize(ws, 'workspace:read');
      const rows = await repo.list(ws);
      return { data: await answers(rows), limit: STATUS_PAGE_LIMITS[ws.plan].pages, used: rows.length };
    },

    async get(ws: Workspace, id: string): Promise<StatusPage> {
      authorize(ws, 'workspace:read');
      return answer(await find(ws, id));
    },

    async create(ws: Workspace, input: CreateStatusPage): Promise<StatusPage> {
      authorize(ws, 'monitoring:write');
      const limit = STATUS_PAGE_LIMITS[ws.plan].pages;
      checkCustomDomain(ws, input.customDomain);
      const values = {
        name: input.name,
        description: input.description,
        isPublic: input.isPublic,
        passwordHash: input.password ? await hashPassword(input.password) : null,
        allowSubscriptions: input.allowSubscriptions,
        autoIncidents: input.autoIncidents,
        showHistoryDays: input.showHistoryDays,
        themeConfig: input.theme,
        customCss: sanitizeCss(input.customCss),
        ...claimColumns(input.customDomain, null),
      };
      const limitError = () =>
        new AppError(403, 'PLAN_LIMIT_REACHED', statusPageLimitMessage(limit, PLANS[ws.plan].name), {
          limit,
          plan: ws.plan,
        });
      let row: StatusPageRow | undefined;
      if (input.slug) {
        const inserted = await repo.insertWithinLimit(ws, { ...values, slug: input.slug }, limit);
        if (inserted === 'limit') throw limitError();
        if (inserted === 'conflict') throw slugTaken();
        row = inserted;
      } else {
        const wanted = slugForName(input.name);
        for (let attempt = 0; attempt < SLUG_ATTEMPTS && !row; attempt++) {
          const slug = firstFreeSlug(wanted, new Set(await repo.slugsLike(wanted)), STATUS_PAGE_SLUG_MAX);
          const inserted = await repo.insertWithinLimit(ws, { ...values, slug }, limit);
          if (inserted === 'limit') throw limitError();
          if (inserted !== 'conflict') row = inserted;
        }
        if (!row)
          throw conflict('Could not find a free address for this name. Choose a slug.', 'SLUG_TAKEN', {
            fieldErrors: { slug: [statusPageMessages.slugTaken] },
          });
      }
      await activity.record(ws, entry('status_page.created', row));
      await changed(row.id);
      return answer(row);
    },

    async update(ws: Workspace, id: string, input: UpdateStatusPage): Promise<StatusPage> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      // a new name is a new claim, pending until proven; the same name again keeps its state
      const newClaim = input.customDomain !== undefined && input.customDomain !== current.customDomain;
      if (newClaim) checkCustomDomain(ws, input.customDomain ?? null);
      const patch = {
        name: input.name,
        slug: input.slug,
        description: input.description,
        isPublic: input.isPublic,
        passwordHash:
          input.password === undefined
            ? undefined
            : input.password === null
              ? null
              : await hashPassword(input.password),
        allowSubscriptions: input.allowSubscriptions,
        autoIncidents: input.autoIncidents,
        showHistoryDays: input.showHistoryDays,
        themeConfig: input.theme,
        customCss: input.customCss === undefined ? undefined : sanitizeCss(input.customCss),
      };
      const defined = {
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
        ...(newClaim ? claimColumns(input.customDomain ?? null, current.customDomainToken) : {}),
      };
      const row = await repo.update(ws, id, defined);
      if (row === 'conflict') throw slugTaken();
      if (!row) throw notFound('Status page not found.');
      await activity.record(ws, entry('status_page.updated', row));
      await changed(id);
      return answer(row);
    },

    /** "Verify now": the page's custom domain claim checked at once (decision 065), answered with what was found. */
    async verifyCustomDomain(ws: Workspace, id: string): Promise<StatusPage> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      if (!current.customDomain) throw badRequest(customDomainMessages.none, undefined, 'NO_CUSTOM_DOMAIN');
      const wait = await verifyLimiter.hit(id);
      if (wait) throw tooManyRequests(wait);
      await domains.verifyPage(id);
      return answer(await find(ws, id));
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const row = await find(ws, id);
      if (!(await repo.remove(ws, id))) throw notFound('Status page not found.');
      await activity.record(ws, entry('status_page.deleted', row));
      await changed(id);
    },

    async components(ws: Workspace, pageId: string): Promise<{ data: StatusPageComponent[] }> {
      authorize(ws, 'workspace:read');
      await find(ws, pageId);
      return { data: await componentAnswers(pageId) };
    },

    /** The page's whole component list, in display order (orderIndex = place in the list). */
    async replaceComponents(
      ws: Workspace,
      pageId: string,
      list: ComponentInput[],
    ): Promise<{ data: StatusPageComponent[] }> {
      authorize(ws, 'monitoring:write');
      await find(ws, pageId);
      await repo.replaceComponents(pageId, await checkComponents(ws, pageId, list));
      await repo.touch(pageId);
      await changed(pageId);
      return { data: await componentAnswers(pageId) };
    },

    /** A new logo or favicon: checked by its bytes, stored as a new asset (a new address), the page pointed at it. */
    async putAsset(ws: Workspace, pageId: string, kind: StatusPageAssetKind, body: unknown): Promise<StatusPage> {
      authorize(ws, 'monitoring:write');
      await find(ws, pageId);
      const asset = await repo.putAsset(pageId, kind, checkUpload(kind, body));
      const row = await repo.update(ws, pageId, { [ASSET_COLUMN[kind]]: assetUrl(asset.id) });
      if (!row || row === 'conflict') throw notFound('Status page not found.');
      await changed(pageId);
      return answer(row);
    },

    async removeAsset(ws: Workspace, pageId: string, kind: StatusPageAssetKind): Promise<StatusPage> {
      authorize(ws, 'monitoring:write');
      await find(ws, pageId);
      await repo.removeAsset(pageId, kind);
      const row = await repo.update(ws, pageId, { [ASSET_COLUMN[kind]]: null });
      if (!row || row === 'conflict') throw notFound('Status page not found.');
      await changed(pageId);
      return answer(row);
    },
  };
}

export type StatusPagesService = ReturnType<typeof createStatusPagesService>;
