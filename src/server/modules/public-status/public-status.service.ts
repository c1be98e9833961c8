import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSignInPath } from '../../../shared/helpers/safe-redirect';
import { verifyPassword } from '../auth/password';
import { compressedJson, type CompressedJson } from '../../http/compressed-json';
import type { Limiter } from '../../platform/limits';
import { ipKey } from '../../http/rate-limit-key';
import { renderStatusMain, renderStatusPage, type StatusPageView } from './html/status-page-html';
import type { PageAccess } from './page-access';
import { isUuid } from '../../http/ids';
import { servedHost } from '../status-pages/custom-domain-proof';
import type { AssetRow, PublicStatusRepository } from './public-status.repository';
import type { CachedPage, StatusPageCache } from './status-page-cache';
import { findPageIncident, loadPastIncidents } from './status-page-model';
import { renderIncidentPage } from './html/incident-page-html';
import { incidentAddress } from '../../../shared/helpers/incident-address';
import { statuspageDocuments, type StatuspageFile } from './statuspage-api';
import { incidentsAtom, incidentsRss } from './status-feeds';
import { statusPaths } from './status-paths';

export type PageLookup =
  | { kind: 'missing' }
  /** Private and not for this visitor: the password form, or "members only" without a password. */
  | { kind: 'locked'; name: string; hasPassword: boolean }
  | { kind: 'visible'; page: CachedPage };

export interface PublicStatusServiceDeps {
  repo: PublicStatusRepository;
  cache: StatusPageCache;
  access: PageAccess;
  publicUrl: string;
  /** Password guesses per address (all private pages together). */
  unlockLimiter: Limiter;
  refreshScript: string | null;
}

/** Answers built from one cached model are built once: a model is replaced, never changed. */
function answersOf<K>() {
  const byModel = new WeakMap<object, Map<K, CompressedJson>>();
  return (model: object): Map<K, CompressedJson> => {
    let answers = byModel.get(model);
    if (!answers) byModel.set(model, (answers = new Map<K, CompressedJson>()));
    return answers;
  };
}

/**
 * The public status page's rules (issue 17, decision 052): who sees a page, and its answers (HTML, Statuspage JSON,
 * feeds) from the cached model.
 */
export function createPublicStatusService({
  repo,
  cache,
  access,
  publicUrl,
  unlockLimiter,
  refreshScript,
}: PublicStatusServiceDeps) {
  const html = answersOf<'page' | 'main'>();
  /** Incident pages by incident id: an outage's mail sends every subscriber to the same one. */
  const incidentPages = answersOf<string>();
  const json = answersOf<StatuspageFile>();

  /** The page's address: its own proven domain when it has one (the canonical one), else under the installation. */
  const pageUrl = (page: CachedPage) => {
    const host = servedHost(page.row);
    return host ? `https://${host}/` : `${publicUrl}${statusPaths(page.row.slug).base}`;
  };

  async function view(page: CachedPage, pastPage: number): Promise<StatusPageView> {
    const { model } = page;
    const past = pastPage > 1 ? await loadPastIncidents(repo, model.page.id, pastPage) : model.pastIncidents;
    return {
      model,
      past: { ...past, page: pastPage },
      canonicalUrl: pastPage > 1 ? `${pageUrl(page)}?page=${pastPage}` : pageUrl(page),
      refreshScript,
      noindex: !page.row.isPublic,
      // rendered once per model: times read relative to when it was read
      now: model.generatedAt,
    };
  }

  return {
    async lookup(request: FastifyRequest, slug: string): Promise<PageLookup> {
      const page = await cache.get(slug);
      if (!page) return { kind: 'missing' };
      if (await access.canSee(request, page.row)) return { kind: 'visible', page };
      return { kind: 'locked', name: page.row.name, hasPassword: page.row.passwordHash !== null };
    },

    /**
     * A page's logo or favicon, for those who may see the page (finding: a private page's images were anyone's).
     * `slug`: asked under that page's path, the asset must be that page's. Undefined: no such image, or not for
     * this visitor (the same answer: an image address says nothing about a private page).
     */
    async asset(
      request: FastifyRequest,
      assetId: string,
      slug?: string,
    ): Promise<{ asset: AssetRow; isPublic: boolean } | undefined> {
      const found = isUuid(assetId) ? await repo.assetWithPage(assetId) : undefined;
      if (!found || (slug !== undefined && found.page.slug !== slug)) return undefined;
      if (!(await access.canSee(request, found.page))) return undefined;
      return { asset: found.asset, isPublic: found.page.isPublic };
    },

    /** The page's HTML (or its main region), its compressed forms made once per model. */
    async pageHtml(page: CachedPage, pastPage: number, fragment: boolean): Promise<CompressedJson> {
      const render = async () =>
        compressedJson((fragment ? renderStatusMain : renderStatusPage)(await view(page, pastPage)));
      // other pages of the history are read when asked (rarely): only the first is kept with the model
      if (pastPage > 1) return render();
      const kept = html(page.model);
      const key = fragment ? 'main' : 'page';
      const cached = kept.get(key);
      if (cached !== undefined) return cached;
      const rendered = await render();
      kept.set(key, rendered);
      return rendered;
    },

    /**
     * An incident's own page (decision 079), its compressed forms made once per model; undefined when the page has
     * no such incident (another page's included).
     */
    async incidentHtml(page: CachedPage, incidentId: string): Promise<CompressedJson | undefined> {
      const kept = incidentPages(page.model);
      const cached = kept.get(incidentId);
      if (cached !== undefined) return cached;
      const incident = isUuid(incidentId) ? await findPageIncident(repo, page.model, incidentId) : undefined;
      if (!incident) return undefined;
      const rendered = compressedJson(
        renderIncidentPage({
          model: page.model,
          incident,
          canonicalUrl: incidentAddress(pageUrl(page), incident.id),
          script: refreshScript,
          noindex: !page.row.isPublic,
          now: page.model.generatedAt,
        }),
      );
      kept.set(incidentId, rendered);
      return rendered;
    },

    statuspageJson(page: CachedPage, file: StatuspageFile): CompressedJson {
      const kept = json(page.model);
      let answer = kept.get(file);
      if (answer === undefined) {
        answer = compressedJson(JSON.stringify(statuspageDocuments(page.model, pageUrl(page))[file]()));
        kept.set(file, answer);
      }
      return answer;
    },

    feed(page: CachedPage, kind: 'rss' | 'atom'): string {
      const self = servedHost(page.row)
        ? `${pageUrl(page)}feed.${kind}`
        : `${publicUrl}${statusPaths(page.row.slug)[kind]}`;
      return kind === 'rss'
        ? incidentsRss(page.model, pageUrl(page), self)
        : incidentsAtom(page.model, pageUrl(page), self);
    },

    pageUrl,

    /**
     * Sign-in on the installation's host (a session cookie is that host's: on a page's own domain nobody is signed
     * in), coming back to the page there.
     */
    signInUrl: (slug: string) => `${publicUrl}${buildSignInPath(statusPaths(slug).base)}`,

    /**
     * A password for a private page: limited per address (all pages together), verified with argon2id (the same
     * time whether or not the page has one). True when it opened the page; the cookie is then set on `reply`.
     */
    async unlock(
      request: FastifyRequest,
      reply: FastifyReply,
      slug: string,
      password: string,
      cookiePath: string,
    ): Promise<{ result: 'missing' | 'limited' | 'wrong' | 'open'; retryAfter?: number; name?: string }> {
      const page = await cache.get(slug);
      if (!page) return { result: 'missing' };
      const retryAfter = await unlockLimiter.hit(ipKey(request));
      if (retryAfter) return { result: 'limited', retryAfter, name: page.row.name };
      const ok = await verifyPassword(page.row.isPublic ? null : page.row.passwordHash, password);
      if (!ok) return { result: 'wrong', name: page.row.name };
      access.grant(reply, page.row, cookiePath);
      return { result: 'open', name: page.row.name };
    },
  };
}

export type PublicStatusService = ReturnType<typeof createPublicStatusService>;
