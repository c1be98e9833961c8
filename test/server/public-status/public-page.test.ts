import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { DAY_MS, dayBars, isoDay, statusFixture } from './status-page-fixture';

const XSS = '<script>alert(1)</script>';

/** The aria-labels of a component's day bars, in order. */
const barLabels = (html: string, componentId: string) => dayBars(html, componentId).map((bar) => bar.join('|'));

describe.each(DATABASE_KINDS)('public status page on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof statusFixture>;
  let userId: string;
  let pageId: string;
  let shopComponent: string;
  let mailComponent: string;
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  /** `ms` ago, but never before today's midnight (UTC): the rows below are about today whatever the hour. */
  const earlierToday = (ms: number) => new Date(Math.max(today, now - ms));

  beforeAll(async () => {
    t = await createTestApp(kind);
    fx = statusFixture(t.database.handle.db);
    await signedInClient(t, 'owner@example.com');
    userId = await fx.userId('owner@example.com');
    const shop = await fx.domain(userId, 'shop.example.com');
    const mail = await fx.monitor(shop, 'Mail');
    pageId = await fx.page({ userId, slug: 'acme', name: `Acme ${XSS}`, description: 'Our services' });
    shopComponent = await fx.component(pageId, shop, { displayName: `Shop ${XSS}`, groupName: 'Web', orderIndex: 0 });
    mailComponent = await fx.component(pageId, shop, { monitorId: mail, groupName: 'Backend', orderIndex: 1 });
    // a hidden component never shows
    const hidden = await fx.domain(userId, 'hidden.example.com');
    await fx.component(pageId, hidden, { displayName: 'Hidden thing', isVisible: false, orderIndex: 2 });

    // the shop: a rolled-up day 3 days ago at 90 %, a 30-minute outage that day, and today's raw checks (up)
    await fx.rollup(shop, isoDay(today - 3 * DAY_MS), 100, 90, 250);
    await fx.outage(shop, new Date(today - 3 * DAY_MS + 3_600_000), new Date(today - 3 * DAY_MS + 5_400_000));
    await fx.check(shop, 'healthy', earlierToday(120_000));
    await fx.check(shop, 'healthy', earlierToday(60_000));
    // the mail monitor: up two days ago (one of two checks), down now
    await fx.check(shop, 'healthy', new Date(today - 2 * DAY_MS + 60_000), mail);
    await fx.check(shop, 'critical', new Date(today - 2 * DAY_MS + 120_000), mail);
    await fx.check(shop, 'critical', earlierToday(60_000), mail);

    await fx.incident(
      pageId,
      {
        title: `Mail delays ${XSS}`,
        impact: 'major',
        startedAt: earlierToday(3_600_000),
        components: [mailComponent],
      },
      [{ status: 'investigating', message: `We are looking **into** it ${XSS}`, at: earlierToday(3_500_000) }],
    );
    await fx.incident(
      pageId,
      {
        title: 'Checkout errors',
        status: 'resolved',
        startedAt: new Date(today - 3 * DAY_MS + 3_600_000),
        resolvedAt: new Date(today - 3 * DAY_MS + 5_400_000),
        components: [shopComponent],
      },
      [
        { status: 'investigating', message: 'Looking', at: new Date(today - 3 * DAY_MS + 3_600_000) },
        {
          status: 'resolved',
          message: 'Fixed the payment provider timeout',
          at: new Date(today - 3 * DAY_MS + 5_400_000),
        },
      ],
    );
    await fx.maintenance(userId, 'Database upgrade', new Date(now + DAY_MS), new Date(now + DAY_MS + 3_600_000), [
      { domainId: shop },
    ]);
  });
  afterAll(() => t.close());

  it('serves the page as HTML: banner, grouped components with their state, incidents, maintenance, strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/status/acme' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = res.body;
    // the monitor down and a major incident open: partial outage (one of two components down)
    expect(html).toContain('Partial System Outage');
    // orange, as Statuspage draws a partial outage (red is for all down)
    expect(html).toMatch(/<section class="sw-banner t-partial"[^>]*><p[^>]*>Partial System Outage/);
    expect(html).toContain('--partial:#c2410c');
    const badge = await t.app.inject({ method: 'GET', url: '/public/status/acme/badges/status.svg' });
    expect(badge.body).toContain('partial system outage');
    expect(badge.body).toContain('fill="#fe7d37"');
    expect(html).toMatch(/<h3>Web<\/h3>.*Shop &lt;script&gt;.*Operational.*<h3>Backend<\/h3>.*Mail.*Major outage/s);
    expect(html).not.toContain('Hidden thing');
    expect(html).toContain('Active incidents');
    expect(html).toContain('We are looking <strong>into</strong> it &lt;script&gt;');
    expect(html).toContain('Database upgrade');
    expect(html).toContain('Past incidents');
    expect(html).toContain('Fixed the payment provider timeout');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/public/status/acme">');
    expect(html).toContain('href="/public/status/acme/feed.rss"');
    expect(html).toContain('action="/public/status/acme/subscribe"');
    // no raw script anywhere a name or incident text went
    expect(html).not.toContain(XSS);
    expect(html.match(/<script/g) ?? []).toHaveLength(0);
  });

  it('draws 90 day bars per component with the day, uptime, outage minutes and incidents in each label', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/public/status/acme' })).body;
    const bars = barLabels(html, shopComponent);
    expect(bars).toHaveLength(90);
    // one tab stop per row: today's bar
    expect(bars.filter((b) => b.split('|')[1] === '0')).toHaveLength(1);
    expect(bars[89]).toMatch(/^healthy\|0\|.*100% uptime, no outages$/);
    expect(bars[86]).toMatch(/^critical\|-1\|.*90\.00% uptime, 30 min of outages, 1 incident: Checkout errors$/);
    expect(bars[0]).toMatch(/^none\|-1\|.*No data$/);
    // the monitor's bars come from its raw checks: today is down
    const mail = barLabels(html, mailComponent);
    expect(mail).toHaveLength(90);
    expect(mail[87]).toMatch(/^critical\|-1\|.*50\.00% uptime, no outages$/);
    expect(mail[88]).toMatch(/No data$/);
    expect(mail[89]).toMatch(/^critical\|0\|.*0\.00% uptime, no outages, 1 incident: Mail delays &lt;script&gt;/);
  });

  it('gives phones the last 30 days as ten touch targets of three days, each saying its days and drawing each day', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/public/status/acme' })).body;
    const from = html.indexOf('<ol class="sw-bars sw-groups"', html.indexOf(`data-component="${shopComponent}"`));
    const list = html.slice(from, html.indexOf('</ol>', from));
    expect(list).toContain(
      'aria-label="Shop &lt;script&gt;alert(1)&lt;/script&gt;: uptime, last 30 days, 3 days per bar"',
    );
    const groups = [...list.matchAll(/<li class="t-(\w+)" tabindex="(-?\d)" aria-label="([^"]*)">(.*?)<\/li>/g)];
    expect(groups).toHaveLength(10);
    for (const g of groups) expect(g[4]!.match(/<span class="t-\w+"><\/span>/g)).toHaveLength(3);
    // one tab stop per row: the group ending today
    expect(groups.map((g) => g[2])).toEqual([...Array<string>(9).fill('-1'), '0']);
    // the group of the day three days ago: its worst day's colour, the three days' figures together
    const [tone, , label, days] = groups[8]!.slice(1);
    expect(tone).toBe('critical');
    expect(label).toMatch(
      /^\d+ \w+ \d{4} to \d+ \w+ \d{4}, 90\.00% uptime, 30 min of outages, 1 incident: Checkout errors$/,
    );
    expect(days).toBe('<span class="t-none"></span><span class="t-none"></span><span class="t-critical"></span>');
  });

  it('answers the main region alone for the auto-refresh', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/status/acme?fragment=main' });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<section class="sw-banner')).toBe(true);
    expect(res.body).not.toContain('<html');
    expect(res.body).toContain('Partial System Outage');
  });

  it('redirects /status/:slug permanently and answers an unknown slug with a 404 page', async () => {
    const moved = await t.app.inject({ method: 'GET', url: '/status/acme' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/public/status/acme');
    const missing = await t.app.inject({ method: 'GET', url: '/public/status/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Status page not found');
  });

  it('pages through past incidents', async () => {
    const older = await fx.page({ userId, slug: 'history' });
    const domain = await fx.domain(userId, 'history.example.com');
    await fx.component(older, domain);
    for (let i = 0; i < 12; i++) {
      const startedAt = new Date(today - (10 + i) * DAY_MS);
      await fx.incident(older, {
        title: `Incident number ${i}`,
        status: 'resolved',
        startedAt,
        resolvedAt: new Date(startedAt.getTime() + 60_000),
      });
    }
    const past = (html: string) => html.slice(html.indexOf('id="sw-past"'));
    const first = past((await t.app.inject({ method: 'GET', url: '/public/status/history' })).body);
    expect(first).toContain('Incident number 0');
    expect(first).toContain('Incident number 9');
    expect(first).not.toContain('Incident number 10');
    expect(first).toContain('href="/public/status/history?page=2" rel="next"');
    const second = past((await t.app.inject({ method: 'GET', url: '/public/status/history?page=2' })).body);
    expect(second).toContain('Incident number 10');
    expect(second).toContain('Incident number 11');
    expect(second).not.toContain('Incident number 9');
    expect(second).toContain('href="/public/status/history" rel="prev"');
    expect(second).not.toContain('rel="next"');
  });

  it("applies the page's theme and custom CSS, and nothing that could leave the stylesheet", async () => {
    // a light accent: the Subscribe button's text turns dark to stay readable on it
    const themed = await fx.page({
      userId,
      slug: 'themed',
      themeConfig: { mode: 'dark', primaryColor: '#fde047', backgroundColor: 'red;}body{display:none' },
      customCss: '.sw-banner{border-radius:0}</style><script>alert(1)</script>',
    });
    await fx.component(themed, await fx.domain(userId, 'themed.example.com'));
    const html = (await t.app.inject({ method: 'GET', url: '/public/status/themed' })).body;
    expect(html).toContain('data-mode="dark"');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toContain('html[data-mode]{--accent:#fde047;--on-accent:#0f172a}');
    expect(html).not.toContain('body{display:none');
    expect(html).toContain('.sw-banner{border-radius:0}');
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<script/g) ?? []).toHaveLength(0);
  });
});
