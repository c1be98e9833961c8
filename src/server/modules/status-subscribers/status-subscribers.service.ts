import { randomUUID } from 'node:crypto';
import { STATUS_PAGE_LIMITS, SUBSCRIPTION_CONFIRM_TTL_DAYS } from '../../../shared/constants/status-pages';
import type { Subscriber, SubscriberList } from '../../../shared/contracts/status-pages';
import { csvFilename, csvRow } from '../../../shared/helpers/csv';
import type { BackgroundTasks } from '../../background-tasks';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { Mailer } from '../../notifications/mailer';
import { createLimiter, type LimitStore } from '../../platform/limits';
import { subscriptionConfirmEmail } from '../../notifications/templates/status-subscription';
import { authorize, type Workspace } from '../workspaces/workspace';
import { mailboxKey } from './mailbox-key';
import {
  stateOf,
  type SubscriberRow,
  type SubscriberState,
  type SubscribersRepository,
} from './status-subscribers.repository';
import { subscriberMailParts } from './subscriber-mail';
import { hashToken, newConfirmationToken, unsubscribeToken } from './subscriber-tokens';

export interface WindowLimit {
  max: number;
  timeWindow: number;
}

/** Decision 053: per caller address, per page, and confirmation mails per mailbox. */
export interface SubscribeLimits {
  perAddress: WindowLimit;
  perPage: WindowLimit;
  /** Confirmation mails to one address, from every page together. */
  perEmail: WindowLimit;
}

const HOUR = 60 * 60_000;
export const DEFAULT_SUBSCRIBE_LIMITS: SubscribeLimits = {
  perAddress: { max: 10, timeWindow: HOUR },
  perPage: { max: 100, timeWindow: HOUR },
  perEmail: { max: 3, timeWindow: 24 * HOUR },
};

export const SUBSCRIBER_LIST_PAGE_SIZE = 50;
const CONFIRM_TTL_MS = SUBSCRIPTION_CONFIRM_TTL_DAYS * 24 * HOUR;

export const SUBSCRIBER_LIMIT_MESSAGE =
  'This status page cannot take more subscribers at the moment. The page itself always shows the current status.';
const PAGE_NOT_FOUND = 'Status page not found.';

export interface SubscribersServiceDeps {
  repo: SubscribersRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** The installation's session secret: the unsubscribe tokens are derived from it (subscriber-tokens.ts). */
  secret: string;
  limits: SubscribeLimits;
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL: decision 080). */
  limitStore: LimitStore;
  log: (message: string, data: Record<string, unknown>) => void;
  now?: () => Date;
}

/** What a confirmation link turned out to be. */
export type ConfirmOutcome =
  { kind: 'confirmed'; slug: string } | { kind: 'expired'; slug: string } | { kind: 'unknown' };

/** What a confirmation link's GET finds, changing nothing: the page to confirm for, or why it cannot be. */
export type ConfirmTarget =
  { kind: 'pending'; slug: string; pageName: string } | { kind: 'expired'; slug: string } | { kind: 'unknown' };

/** The page an unsubscribe link names, and whether that subscription had already ended. */
export interface UnsubscribeTarget {
  pageName: string;
  pageSlug: string;
  alreadyUnsubscribed: boolean;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  state: stateOf(row),
  subscribedAt: row.subscribedAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/**
 * Status page subscribers (issue 17, decision 053): the public double opt-in and one-click unsubscription, and the
 * managers' list, export and removal. A subscribe request answers the same whatever the address's state, so nobody
 * learns who is subscribed; only a new, pending or unsubscribed address is mailed a confirmation link.
 */
export function createSubscribersService(deps: SubscribersServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const limiter = (name: string, limit: WindowLimit) =>
    createLimiter(deps.limitStore, `subscribe:${name}`, limit.max, limit.timeWindow);
  const perAddress = limiter('address', deps.limits.perAddress);
  const perPage = limiter('page', deps.limits.perPage);
  const perEmail = limiter('mailbox', deps.limits.perEmail);

  async function workspacePage(ws: Workspace, pageId: string) {
    const page = isUuid(pageId) ? await repo.workspacePage(ws, pageId) : undefined;
    if (!page) throw notFound(PAGE_NOT_FOUND);
    return page;
  }

  return {
    /** Resolves once the answer is known; the confirmation mail, if any, is sent after (background tasks). */
    async subscribe(slug: string, email: string, address: string): Promise<void> {
      const at = now();
      const addressWait = await perAddress.hit(address, at.getTime());
      if (addressWait) throw tooManyRequests(addressWait);
      const pageWait = await perPage.hit(slug.toLowerCase(), at.getTime());
      if (pageWait) throw tooManyRequests(pageWait);

      const page = await repo.pageBySlug(slug.toLowerCase());
      // private pages are not offered: their visitors' access is the page's business (decision 053)
      if (!page || !page.isPublic) throw notFound(PAGE_NOT_FOUND);
      if (!page.allowSubscriptions) throw notFound('This status page does not offer e-mail subscriptions.');
      // a full page refuses every address alike: answering by address would tell who is subscribed
      const limit = STATUS_PAGE_LIMITS[page.plan].subscribersPerPage;
      if ((await repo.countHeld(page.id, at)) >= limit) {
        deps.log('status page subscriber limit reached', { pageId: page.id, limit });
        throw conflict(SUBSCRIBER_LIMIT_MESSAGE, 'SUBSCRIBER_LIMIT');
      }
      const existing = await repo.find(page.id, email);
      if (existing && stateOf(existing) === 'confirmed') return;
      // a mailbox gets a few links a day whoever asks, its sub-addresses (+tag) counted with it; past that the same
      // answer, no mail (a 429 would tell that the address is not confirmed yet)
      if (await perEmail.hit(mailboxKey(email), at.getTime())) {
        deps.log('subscription confirmation not sent: too many for this address today', { pageId: page.id });
        return;
      }
      const id = existing?.id ?? randomUUID();
      const { token, hash } = newConfirmationToken();
      const expiresAt = new Date(at.getTime() + CONFIRM_TTL_MS);
      const unsubscribe = unsubscribeToken(deps.secret, id);
      if (existing) {
        await repo.renewPending(id, {
          verificationHash: hash,
          expiresAt,
          unsubscribeHash: hashToken(unsubscribe),
          now: at,
        });
      } else {
        const inserted = await repo.insertPending({
          id,
          pageId: page.id,
          email,
          verificationHash: hash,
          expiresAt,
          unsubscribeHash: hashToken(unsubscribe),
        });
        // the same address subscribed meanwhile: that request mails its link
        if (!inserted) return;
      }
      const parts = subscriberMailParts(base, page.slug, unsubscribe);
      const content = subscriptionConfirmEmail({
        pageName: page.name,
        confirmUrl: `${base}/public/status/${encodeURIComponent(page.slug)}/confirm?token=${encodeURIComponent(token)}`,
        expiresAt,
        links: parts.links,
      });
      deps.background.run('subscription confirmation e-mail', async () => {
        await deps.mailer.send({ to: email, ...content, headers: parts.headers });
      });
    },

    /**
     * The confirmation link opened (GET): what it would confirm, confirming nothing. Mail scanners open links nobody
     * clicked: only the screen's button (a POST, `confirm`) subscribes.
     */
    async confirmTarget(slug: string, token: string): Promise<ConfirmTarget> {
      const row = token ? await repo.byConfirmationHash(hashToken(token)) : undefined;
      if (!row || row.pageSlug !== slug.toLowerCase()) return { kind: 'unknown' };
      if (!row.verificationExpiresAt || row.verificationExpiresAt <= now())
        return { kind: 'expired', slug: row.pageSlug };
      return { kind: 'pending', slug: row.pageSlug, pageName: row.pageName };
    },

    async confirm(slug: string, token: string): Promise<ConfirmOutcome> {
      const row = token ? await repo.byConfirmationHash(hashToken(token)) : undefined;
      if (!row || row.pageSlug !== slug.toLowerCase()) return { kind: 'unknown' };
      const at = now();
      if (!row.verificationExpiresAt || row.verificationExpiresAt <= at) return { kind: 'expired', slug: row.pageSlug };
      await repo.confirm(row.id, at);
      return { kind: 'confirmed', slug: row.pageSlug };
    },

    /** The public page's name for the "subscription confirmed" screen; undefined for unknown and private pages. */
    async publicPageName(slug: string): Promise<string | undefined> {
      const page = await repo.pageBySlug(slug.toLowerCase());
      return page?.isPublic ? page.name : undefined;
    },

    async unsubscribeTarget(token: string): Promise<UnsubscribeTarget | undefined> {
      const row = token ? await repo.byUnsubscribeHash(hashToken(token)) : undefined;
      return (
        row && { pageName: row.pageName, pageSlug: row.pageSlug, alreadyUnsubscribed: row.unsubscribedAt !== null }
      );
    },

    /** Idempotent (RFC 8058): undefined when the token names no subscription. */
    async unsubscribe(token: string): Promise<UnsubscribeTarget | undefined> {
      const row = token ? await repo.byUnsubscribeHash(hashToken(token)) : undefined;
      if (!row) return undefined;
      await repo.unsubscribe(row.id, now());
      return { pageName: row.pageName, pageSlug: row.pageSlug, alreadyUnsubscribed: row.unsubscribedAt !== null };
    },

    async list(
      ws: Workspace,
      pageId: string,
      query: { page: number; state?: SubscriberState },
    ): Promise<SubscriberList> {
      authorize(ws, 'workspace:read');
      const page = await workspacePage(ws, pageId);
      const { rows, total } = await repo.list(page.id, { ...query, pageSize: SUBSCRIBER_LIST_PAGE_SIZE });
      return { data: rows.map(toSubscriber), total, limit: STATUS_PAGE_LIMITS[ws.plan].subscribersPerPage };
    },

    async exportCsv(ws: Workspace, pageId: string): Promise<{ filename: string; body: string }> {
      authorize(ws, 'workspace:read');
      const page = await workspacePage(ws, pageId);
      const rows = (await repo.all(page.id)).map(toSubscriber);
      const body =
        csvRow(['email', 'state', 'subscribed_at', 'confirmed_at', 'unsubscribed_at']) +
        rows.map((s) => csvRow([s.email, s.state, s.subscribedAt, s.confirmedAt, s.unsubscribedAt])).join('');
      return { filename: csvFilename([page.slug, 'subscribers']), body };
    },

    async remove(ws: Workspace, pageId: string, subscriberId: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const page = await workspacePage(ws, pageId);
      if (!isUuid(subscriberId) || !(await repo.remove(page.id, subscriberId))) throw notFound('Subscriber not found.');
    },
  };
}

export type SubscribersService = ReturnType<typeof createSubscribersService>;
