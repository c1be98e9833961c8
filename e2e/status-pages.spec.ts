import { get as httpGet } from 'node:http';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rr } from '../src/server/engine/testing/dns-server';
import { behaviours } from '../src/server/engine/testing/http-server';
import type { Domain } from '../src/shared/contracts/domains';
import type { IncidentList, StatusPageList, SubscriberList } from '../src/shared/contracts/status-pages';
import {
  decodeQuotedPrintable,
  startSmtpSink,
  type SmtpMessage,
  type SmtpSink,
} from '../test/server/notifications/receivers';
import { launchBrowser, screenshot } from './support/browser';
import { startMonitoredServer, type MonitoredServer } from './support/monitored-server';
import { settledScreenshot, toastLocator, watchConsole } from './support/page-helpers';
import { switchableSite, until as poll } from './support/waiting';

/*
 * Public status pages (issue 17) against a real `sitewarden start` whose engine checks two loopback sites every two
 * seconds and whose mail goes to an SMTP sink on loopback: a manager builds a page in the app, a visitor reads it on
 * a desktop and a phone and subscribes (confirming through the e-mailed link), the shop goes down (its component
 * turns red and an incident opens by itself), the subscriber's incident mail carries both unsubscribe headers, and
 * the one-click unsubscribe works without a cookie; the shop's recovery resolves the incident.
 */
const SHOP = 'statusshop.sitewarden.test';
const API = 'statusapi.sitewarden.test';
const EMAIL = 'pages@e2e.test';
const READER = 'reader@example.com';
const PASSWORD = 'e2e-password';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The shop, taken down to open an incident by itself and brought back to resolve it. */
const shop = switchableSite();
/** This spec's waits span the engine's checks, an incident opening and mail: up to 90 s each. */
const until = <T>(what: string, probe: () => Promise<T | undefined | false>) => poll(what, probe, 90_000);

/** A message's headers with folded lines joined. */
function headersOf(message: SmtpMessage): string {
  return message.raw.slice(0, message.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
}

describe('public status pages', () => {
  let server: MonitoredServer;
  let sink: SmtpSink;
  let browser: Browser;
  let manager: BrowserContext;
  let api: APIRequestContext;
  let page: Page;
  let slug = '';
  let pageId = '';

  const mailTo = (address: string, subject: RegExp) =>
    until(`a mail to ${address} matching ${subject}`, async () =>
      sink.messages.find((m) => m.to.includes(address) && subject.test(decodeQuotedPrintable(headersOf(m)))),
    );
  const noSidewaysScroll = async (p: Page) =>
    expect(await p.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
  /** The first heading of what `/` answers with that Host header (a status page's name on its own domain). */
  const hostHeading = (host: string) =>
    new Promise<string | null>((resolve, reject) => {
      const request = httpGet(`${server.baseUrl}/`, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(res.statusCode === 200 ? (/<h1>([^<]+)<\/h1>/.exec(body)?.[1] ?? null) : null));
      });
      request.on('error', reject);
    });
  /** The component's row on the public page (its name, state and bars). */
  const componentRow = (p: Page, name: string) =>
    p.locator('li.sw-component').filter({ has: p.getByText(name, { exact: true }) });

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startMonitoredServer({
      sites: { [SHOP]: shop.handler, [API]: behaviours.secure() },
      users: [['--email', EMAIL, '--first', 'Pat', '--last', 'Ages', '--plan', 'pro']],
      password: PASSWORD,
      checkIntervalSeconds: 2,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Sitewarden <status@sitewarden.test>' },
    });
    browser = await launchBrowser();
    manager = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    api = manager.request;
    const headers = { Origin: server.baseUrl };
    expect((await api.post('/api/auth/login', { headers, data: { email: EMAIL, password: PASSWORD } })).status()).toBe(
      200,
    );
    // the downtime alert (and so the automatic incident) at the first confirmed failure, not after 5 minutes; a loaded
    // machine must not make the sites "slow" and add alerts of their own
    const alertThresholds = { downtimeMinutes: 0, responseTimeMs: 60_000, performanceScoreThreshold: 0 };
    expect(
      (
        await api.put('/api/settings/alert-preferences', { headers, data: { channelEmail: false, alertThresholds } })
      ).status(),
    ).toBe(200);
    for (const name of [SHOP, API]) {
      const added = await api.post('/api/domains', { headers, data: { name } });
      expect(added.status()).toBe(201);
      const { id } = (await added.json()) as Domain;
      await until(
        `the first uptime check of ${name}`,
        async () => ((await (await api.get(`/api/domains/${id}`)).json()) as Domain).uptimePercentage === 100,
      );
    }
    page = await manager.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await sink?.close();
  });

  it('a manager creates a page with automatic incidents (on, said in the dialog) and picks its components', async () => {
    const problems = watchConsole(page);
    await page.goto('/status-pages');
    await page.getByRole('heading', { name: 'Status Pages', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create status page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create status page' });
    const form = dialog.getByRole('form', { name: 'Create status page' });
    await form.getByLabel('Name').fill('Acme Shop');
    // the choice is made where the page is made: on, with what it does in a line
    expect(await form.getByRole('switch', { name: 'Automatic incidents' }).getAttribute('aria-checked')).toBe('true');
    await form.getByText(/An outage opens an incident on the page and tells its subscribers/).waitFor();
    await settledScreenshot(page, 'status-page-create-dialog');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await settledScreenshot(page, 'status-page-create-dialog-phone');
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Create status page' }).click();

    // the new page opens on its Components tab
    await page.getByRole('tab', { name: 'Components', selected: true }).waitFor();
    const list = (await (await api.get('/api/status-pages')).json()) as StatusPageList;
    expect(list.data.map((p) => p.name)).toEqual(['Acme Shop']);
    slug = list.data[0]!.slug;
    pageId = list.data[0]!.id;
    expect(slug).toBe('acme-shop');

    for (const [domain, name] of [
      [SHOP, 'Shop'],
      [API, 'API'],
    ] as const) {
      await page.getByLabel('Domain', { exact: true }).selectOption({ label: domain });
      await page.getByRole('button', { name: 'Add component' }).click();
      await page.getByRole('listitem', { name: domain }).getByLabel('Display name').fill(name);
    }
    await page.getByRole('button', { name: 'Save components' }).click();
    await toastLocator(page, 'Components saved').waitFor();
    await settledScreenshot(page, 'status-page-components');

    // the editor says what an outage will do
    await page.getByTestId('auto-incidents-note').filter({ hasText: 'Automatic incidents on' }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByRole('switch', { name: 'Automatic incidents' }).getAttribute('aria-checked')).toBe('true');
    const stored = (await (await api.get(`/api/status-pages/${pageId}`)).json()) as {
      autoIncidents: boolean;
      componentCount: number;
    };
    expect(stored).toMatchObject({ autoIncidents: true, componentCount: 2 });
    await settledScreenshot(page, 'status-page-settings');
    expect(problems).toEqual([]);
  });

  it('a manager claims a custom domain, proves it with the TXT record shown, and the page answers on it', async () => {
    const problems = watchConsole(page);
    const host = 'status.acme-shop.test';
    await page.goto(`/status-pages/${pageId}?tab=settings`);
    const form = page.getByRole('form', { name: 'Status page settings' });
    await form.getByLabel(/Host name/).fill(host);
    await form.getByText('Save to claim this name: the records that prove it appear then.').waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toastLocator(page, 'Status page saved').waitFor();

    // claimed, not served: the exact record to create, and the page not on the name yet
    const claim = page.getByRole('region', { name: 'Custom domain verification' });
    await claim.getByText('Waiting for proof').waitFor();
    const stored = (await (await api.get(`/api/status-pages/${pageId}`)).json()) as {
      customDomainVerification: { txtRecord: { name: string; value: string } };
    };
    const { txtRecord } = stored.customDomainVerification;
    expect(txtRecord.name).toBe(`_sitewarden-challenge.${host}`);
    await claim.getByText(txtRecord.value).waitFor();
    expect(await hostHeading(host)).not.toBe('Acme Shop');
    // PUBLIC_URL is an address with a port here: an A record to it, never a CNAME to "127.0.0.1:port"
    await claim.getByText(/through an A record from/).waitFor();
    await claim.getByText(/DNS records carry no port/).waitFor();
    expect(await claim.getByText(/CNAME from/).count()).toBe(0);
    await claim.scrollIntoViewIfNeeded();
    await screenshot(page, 'status-page-custom-domain-pending');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await screenshot(page, 'status-page-custom-domain-pending-phone');
    await page.setViewportSize(DESKTOP);

    // the record in place (the server asks the DNS its checks ask), then Verify now: served
    server.dns.set(txtRecord.name, [rr.txt(txtRecord.value)]);
    await claim.getByRole('button', { name: 'Verify now' }).click();
    await claim.getByText('Verified', { exact: true }).waitFor();
    await until(`the page on ${host}`, async () => (await hostHeading(host)) === 'Acme Shop');
    await screenshot(page, 'status-page-custom-domain-verified');

    // the record gone: the next check lets the name go, and the editor says so
    server.dns.remove(txtRecord.name);
    await claim.getByRole('button', { name: 'Verify now' }).click();
    await claim.getByText('Released', { exact: true }).waitFor();
    await claim.getByText(new RegExp(`This page stopped answering on ${host.replace(/\./g, '\\.')}`)).waitFor();
    await until(`${host} let go`, async () => (await hostHeading(host)) !== 'Acme Shop');
    await screenshot(page, 'status-page-custom-domain-released');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await screenshot(page, 'status-page-custom-domain-released-phone');
    await page.setViewportSize(DESKTOP);

    // let go of the claim: the rest of the spec reads the page at its own address
    await form.getByLabel(/Host name/).fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toastLocator(page, 'Status page saved').waitFor();
    expect(problems).toEqual([]);
  });

  it('a manager finds the page address, widget, badges, feeds and JSON to copy on the Share tab', async () => {
    const problems = watchConsole(page);
    await page.goto(`/status-pages/${pageId}?tab=share`);
    const card = page.getByText('Share and embed').locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await page.getByText('Share and embed').waitFor();
    const base = `${server.baseUrl}/public/status/${slug}`;
    for (const text of [
      `<script src="${base}/widget.js" async></script>`,
      `${base}/badges/status.svg`,
      `${base}/feed.rss`,
      `${base}/api/v2/summary.json`,
    ])
      await page.getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Copy Widget' }).count()).toBe(1);
    // what it lists answers: the badge is an SVG, the JSON Statuspage's
    expect((await api.get(`${base}/badges/status.svg`)).headers()['content-type']).toContain('image/svg+xml');
    expect(
      ((await (await api.get(`${base}/api/v2/summary.json`)).json()) as { page: { name: string } }).page.name,
    ).toBe('Acme Shop');
    expect(await card.count()).toBeGreaterThan(0);
    await settledScreenshot(page, 'status-page-share-tab');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await settledScreenshot(page, 'status-page-share-tab-phone');
    await page.setViewportSize(DESKTOP);
    expect(problems).toEqual([]);
  });

  it('a visitor reads the page on a desktop and a phone, and its old address redirects', async () => {
    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const view = await visitor.newPage();
    const problems = watchConsole(view);
    await view.goto(`/status/${slug}`);
    expect(new URL(view.url()).pathname).toBe(`/public/status/${slug}`);
    await view.getByRole('heading', { name: 'Acme Shop', level: 1 }).waitFor();
    await view.getByText('All Systems Operational').waitFor();
    for (const name of ['Shop', 'API']) {
      const row = componentRow(view, name);
      await row.getByText('Operational', { exact: true }).waitFor();
      // 90 days of bars, each saying its day's figures
      expect(
        await row
          .getByRole('list', { name: `${name}: uptime per day, last 90 days` })
          .getByRole('listitem')
          .count(),
      ).toBe(90);
    }
    // a new page draws its response times from its first checks
    await componentRow(view, 'Shop')
      .getByText(/^Response time, last 24 hours/)
      .waitFor();
    await settledScreenshot(view, 'status-page-public-desktop');
    await view.setViewportSize(PHONE);
    await noSidewaysScroll(view);
    await settledScreenshot(view, 'status-page-public-phone');
    expect(problems).toEqual([]);
    await visitor.close();
  });

  it('a visitor subscribes and confirms through the e-mailed link', async () => {
    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    const view = await visitor.newPage();
    await view.goto(`/public/status/${slug}`);
    await view.getByLabel('E-mail address').fill(READER);
    await view.getByRole('button', { name: 'Subscribe' }).click();
    await view.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();

    const confirmation = await mailTo(READER, /Confirm your subscription to Acme Shop/);
    const link = decodeQuotedPrintable(confirmation.raw).match(/https?:\/\/[^\s"<>]+\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    // opening the link (as a mail scanner would) confirms nothing: the visitor presses the button
    await view.goto(link!);
    await view.getByRole('heading', { name: 'Confirm your subscription to Acme Shop' }).waitFor();
    await settledScreenshot(view, 'status-page-subscription-confirm-button');
    await view.getByRole('button', { name: 'Confirm subscription' }).click();
    await view.waitForURL(/verify-success/);
    expect(new URL(view.url()).pathname).toBe('/public/status/verify-success');
    await view.getByRole('heading', { name: /confirmed/i }).waitFor();
    await settledScreenshot(view, 'status-page-subscription-confirmed');
    const subscribers = (await (await api.get(`/api/status-pages/${pageId}/subscribers`)).json()) as SubscriberList;
    expect(subscribers.data.map((s) => [s.email, s.state])).toEqual([[READER, 'confirmed']]);
    await visitor.close();
  });

  it('an outage turns the component red and opens an incident; its mail unsubscribes in one click, without a cookie', async () => {
    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const view = await visitor.newPage();
    shop.setUp(false);

    // the page shows it: the shop in a major outage, the incident the engine opened
    await view.goto(`/public/status/${slug}`);
    await until('the shop shown down with its incident', async () => {
      await view.reload();
      const state = await componentRow(view, 'Shop').locator('.sw-state').textContent();
      return state === 'Major outage' && (await view.getByRole('heading', { name: 'Shop is down' }).count()) > 0;
    });
    await view.getByRole('heading', { name: 'Active incidents' }).waitFor();
    expect(await componentRow(view, 'API').locator('.sw-state').textContent()).toBe('Operational');
    // one of two down: a partial system outage, orange; the incident speaks to visitors, not of hosts or codes
    expect(await view.locator('.sw-banner').getAttribute('class')).toContain('t-partial');
    await view.getByText('We are investigating an outage of Shop.', { exact: false }).first().waitFor();
    expect(await view.locator('.sw-incident').first().textContent()).not.toContain(SHOP);
    await settledScreenshot(view, 'status-page-outage');
    const incidents = (await (
      await api.get(`/api/status-pages/${pageId}/incidents?state=active`)
    ).json()) as IncidentList;
    expect(incidents.data.map((i) => [i.title, i.automatic, i.status])).toEqual([
      ['Shop is down', true, 'investigating'],
    ]);

    // the subscriber's mail, with both headers of RFC 8058
    const notice = await mailTo(READER, /Shop is down/);
    const headers = headersOf(notice);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const unsubscribe = headers.match(/^List-Unsubscribe: <([^>]+)>/im)?.[1]?.replace(/\s+/g, '');
    expect(unsubscribe).toMatch(/\/public\/status\/unsubscribe\?token=/);

    // one click, as a mail client sends it: no cookie, no redirect, the same answer twice
    for (let i = 0; i < 2; i++) {
      const res = await fetch(unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
    }
    const subscribers = (await (await api.get(`/api/status-pages/${pageId}/subscribers`)).json()) as SubscriberList;
    expect(subscribers.data.map((s) => [s.email, s.state])).toEqual([[READER, 'unsubscribed']]);

    // the shop recovers: the incident resolves by itself and the page is green again
    shop.setUp(true);
    await until('the incident resolved', async () => {
      const list = (await (
        await api.get(`/api/status-pages/${pageId}/incidents?state=resolved`)
      ).json()) as IncidentList;
      return list.data.some((i) => i.title === 'Shop is down' && i.status === 'resolved');
    });
    await until('the page green again', async () => {
      await view.reload();
      return (await view.getByText('All Systems Operational').count()) > 0;
    });
    await visitor.close();
  });
});
