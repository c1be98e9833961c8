import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCompressedJson } from '../../http/compressed-json';
import { notFound } from '../../http/errors';
import { acceptFormBodies } from '../../http/form-body';
import { membersOnlyPage, notFoundPage, passwordPage } from './html/access-html';
import { ASSET_PATH_PREFIX, assetHeaders } from '../status-pages/status-page-assets';
import type { CustomDomainRouter } from './custom-domains';
import type { PublicStatusService } from './public-status.service';
import {
  BADGE_PERIODS,
  componentStateBadge,
  periodFigures,
  statusBadge,
  uptimeBadge,
  type BadgePeriod,
} from './status-badges';
import { brandImageOrigin } from './page-brand';
import { STATUSPAGE_FILES } from './statuspage-api';
import { STATUS_PAGE_PREFIX, statusPaths } from './status-paths';
import { WIDGET_CSP, widgetHtml, widgetScript } from './status-widget';

/** The status pages' policy (decision 052): their one script is the built one; custom CSS sits in a <style>. */
export const STATUS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const slugParams = z.object({ slug: z.string().min(1).max(100) });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  fragment: z.enum(['main']).optional(),
});
const unlockBody = z.object({ password: z.string().min(1).max(1_000) });
const periodQuery = z.object({
  period: z.enum(Object.keys(BADGE_PERIODS) as [BadgePeriod, ...BadgePeriod[]]).optional(),
});
const componentParams = slugParams.extend({ componentId: z.string().min(1).max(100) });
const incidentParams = slugParams.extend({ incidentId: z.string().min(1).max(100) });
const assetParams = z.object({ assetId: z.string().max(64) });
const pageAssetParams = slugParams.extend({ assetId: z.string().max(64) });

const HTML = 'text/html; charset=utf-8';

/** The policy of a page whose partner brand has a logo: images from that logo's origin too (an origin has no ';'). */
const cspWithImages = (origin: string | null) =>
  origin ? STATUS_PAGE_CSP.replace("img-src 'self' data:", `img-src 'self' data: ${origin}`) : STATUS_PAGE_CSP;

function htmlHeaders(
  reply: FastifyReply,
  status: number,
  isPublic: boolean,
  imageOrigin: string | null = null,
): FastifyReply {
  void reply
    .code(status)
    .type(HTML)
    .header('content-security-policy', cspWithImages(imageOrigin))
    // a private page's answer is that visitor's alone; public ones may be kept briefly (the page refreshes itself)
    .header('cache-control', isPublic && status === 200 ? 'public, max-age=10' : 'private, no-store');
  if (!isPublic) void reply.header('x-robots-tag', 'noindex');
  return reply;
}

const htmlAnswer = (reply: FastifyReply, status: number, body: string, isPublic: boolean) =>
  htmlHeaders(reply, status, isPublic).send(body);

/** Embeddable answers (badges, the widget's script): any site may load them. */
const embeddable = (reply: FastifyReply) => reply.header('cross-origin-resource-policy', 'cross-origin');

export interface PublicStatusRouteDeps {
  service: PublicStatusService;
  domains: CustomDomainRouter;
}

/**
 * The public status pages (issue 17, decision 052): no session needed (a signed-in member may see a private page),
 * every answer from the page's cached model. Forms post application/x-www-form-urlencoded: parsed in this scope only.
 */
export function registerPublicStatusRoutes(app: FastifyInstance, { service, domains }: PublicStatusRouteDeps): void {
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const hide = { hide: true };

    r.get('/status/:slug', { schema: { ...hide, params: slugParams } }, async (request, reply) =>
      reply.redirect(statusPaths(request.params.slug).base, 301),
    );

    r.get(
      `${STATUS_PAGE_PREFIX}/:slug`,
      { schema: { ...hide, params: slugParams, querystring: pageQuery } },
      async (request, reply) => {
        const found = await service.lookup(request, request.params.slug);
        if (found.kind === 'missing') return htmlAnswer(reply, 404, notFoundPage(), false);
        if (found.kind === 'locked') {
          const body = found.hasPassword
            ? passwordPage(found.name, statusPaths(request.params.slug).unlock, null)
            : membersOnlyPage(found.name, service.signInUrl(request.params.slug));
          return htmlAnswer(reply, 403, body, false);
        }
        const body = await service.pageHtml(found.page, request.query.page ?? 1, request.query.fragment === 'main');
        const logoOrigin = brandImageOrigin(found.page.model.page.brand);
        return sendCompressedJson(request, htmlHeaders(reply, 200, found.page.row.isPublic, logoOrigin), body, HTML);
      },
    );

    /**
     * An incident's own page (decision 079): for those who may see its status page; another page's incident, an
     * unknown one and a private page not opened to this visitor are all the same 404.
     */
    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/incidents/:incidentId`,
      { schema: { ...hide, params: incidentParams } },
      async (request, reply) => {
        const found = await service.lookup(request, request.params.slug);
        if (found.kind !== 'visible') return htmlAnswer(reply, 404, notFoundPage(), false);
        const body = await service.incidentHtml(found.page, request.params.incidentId);
        if (!body) return htmlAnswer(reply, 404, notFoundPage(), false);
        const logoOrigin = brandImageOrigin(found.page.model.page.brand);
        return sendCompressedJson(request, htmlHeaders(reply, 200, found.page.row.isPublic, logoOrigin), body, HTML);
      },
    );

    r.post(
      `${STATUS_PAGE_PREFIX}/:slug/unlock`,
      { schema: { ...hide, params: slugParams, body: unlockBody } },
      async (request, reply) => {
        const { slug } = request.params;
        // on the page's own domain the cookie goes with the whole host (the page is at `/` there)
        const custom = domains.isCustomHost(request.headers.host);
        const base = statusPaths(slug).base;
        const answer = await service.unlock(request, reply, slug, request.body.password, custom ? '/' : base);
        if (answer.result === 'missing') return htmlAnswer(reply, 404, notFoundPage(), false);
        if (answer.result === 'limited') {
          void reply.header('retry-after', String(answer.retryAfter));
          const body = passwordPage(
            answer.name ?? '',
            statusPaths(slug).unlock,
            'Too many attempts. Wait a few minutes, then try again.',
          );
          return htmlAnswer(reply, 429, body, false);
        }
        if (answer.result === 'wrong') {
          return htmlAnswer(
            reply,
            403,
            passwordPage(answer.name ?? '', statusPaths(slug).unlock, 'That password is not right.'),
            false,
          );
        }
        return reply.redirect(custom ? '/' : base, 303);
      },
    );

    for (const file of STATUSPAGE_FILES) {
      r.get(
        `${STATUS_PAGE_PREFIX}/:slug/api/v2/${file}`,
        { schema: { ...hide, params: slugParams } },
        async (request, reply) => {
          // read-only and public: any site's script may read it (Statuspage's API answers the same)
          void reply.header('access-control-allow-origin', '*');
          const found = await service.lookup(request, request.params.slug);
          if (found.kind !== 'visible') throw notFound('There is no status page at this address.');
          void reply.header('cache-control', found.page.row.isPublic ? 'public, max-age=10' : 'private, no-store');
          return sendCompressedJson(request, reply, service.statuspageJson(found.page, file));
        },
      );
    }

    for (const kind of ['rss', 'atom'] as const) {
      r.get(
        `${STATUS_PAGE_PREFIX}/:slug/feed.${kind}`,
        { schema: { ...hide, params: slugParams } },
        async (request, reply) => {
          const found = await service.lookup(request, request.params.slug);
          if (found.kind !== 'visible') throw notFound('There is no status page at this address.');
          return reply
            .type(kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
            .header('cache-control', found.page.row.isPublic ? 'public, max-age=60' : 'private, no-store')
            .send(service.feed(found.page, kind));
        },
      );
    }

    r.get(`${STATUS_PAGE_PREFIX}/:slug/widget`, { schema: { ...hide, params: slugParams } }, async (request, reply) => {
      const found = await service.lookup(request, request.params.slug);
      if (found.kind !== 'visible' || !found.page.row.isPublic) return htmlAnswer(reply, 404, notFoundPage(), false);
      // framed on other sites by design: its own policy, and no X-Frame-Options (set for every answer elsewhere)
      reply.raw.removeHeader('x-frame-options');
      return embeddable(reply)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', WIDGET_CSP)
        .header('cache-control', 'public, max-age=30')
        .send(widgetHtml(found.page.model, service.pageUrl(found.page)));
    });

    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/widget.js`,
      { schema: { ...hide, params: slugParams } },
      async (request, reply) => {
        const found = await service.lookup(request, request.params.slug);
        if (found.kind !== 'visible' || !found.page.row.isPublic)
          throw notFound('There is no status page at this address.');
        return embeddable(reply)
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(widgetScript(found.page.model.page.name));
      },
    );

    /** A logo or favicon, with its page's access rule; a browser holding it is told it is unchanged once allowed. */
    const sendAsset = async (request: FastifyRequest, reply: FastifyReply, assetId: string, slug?: string) => {
      const found = await service.asset(request, assetId, slug);
      if (!found) throw notFound('Image not found.');
      void reply.headers(assetHeaders(found.asset.contentType, found.asset.sha256, found.isPublic));
      if (request.headers['if-none-match'] === `"${found.asset.sha256}"`) return reply.status(304).send();
      return reply.send(found.asset.bytes);
    };
    r.get(`${ASSET_PATH_PREFIX}:assetId`, { schema: { ...hide, params: assetParams } }, async (request, reply) =>
      sendAsset(request, reply, request.params.assetId),
    );
    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/assets/:assetId`,
      { schema: { ...hide, params: pageAssetParams } },
      async (request, reply) => sendAsset(request, reply, request.params.assetId, request.params.slug),
    );

    const svg = (reply: FastifyReply, body: string) =>
      embeddable(reply).type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(body);
    /** Badges are for READMEs: public pages only (a private page's state must not leak through an image). */
    const badgePage = async (request: Parameters<PublicStatusService['lookup']>[0], slug: string) => {
      const found = await service.lookup(request, slug);
      if (found.kind !== 'visible' || !found.page.row.isPublic)
        throw notFound('There is no status page at this address.');
      return found.page;
    };

    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/badges/status.svg`,
      { schema: { ...hide, params: slugParams } },
      async (request, reply) => {
        const page = await badgePage(request, request.params.slug);
        return svg(reply, statusBadge(page.model.page.name, page.model.indicator));
      },
    );

    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/badges/uptime.svg`,
      { schema: { ...hide, params: slugParams, querystring: periodQuery } },
      async (request, reply) => {
        const page = await badgePage(request, request.params.slug);
        const period = request.query.period ?? '30d';
        return svg(reply, uptimeBadge('uptime', periodFigures(page.model.components, period), period));
      },
    );

    r.get(
      `${STATUS_PAGE_PREFIX}/:slug/badges/components/:componentId.svg`,
      { schema: { ...hide, params: componentParams, querystring: periodQuery } },
      async (request, reply) => {
        const page = await badgePage(request, request.params.slug);
        const component = page.model.components.find((c) => c.id === request.params.componentId);
        if (!component) throw notFound('This page shows no such component.');
        const { period } = request.query;
        return svg(
          reply,
          period
            ? uptimeBadge(component.name, periodFigures([component], period), period)
            : componentStateBadge(component),
        );
      },
    );
  });
}
