import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../src/shared/contracts/domains';
import { behaviours } from '../src/server/engine/testing/http-server';
import { launchBrowser, screenshot } from './support/browser';
import { heldSecureSite, SITES_ADDRESS, startMonitoredServer, type MonitoredServer } from './support/monitored-server';
import { settledScreenshot, watchConsole } from './support/page-helpers';

/*
 * /domains/{id} against real checks: a loopback site the monitoring checks at once when it is added (decision 041),
 * and a second site that holds its answers, so its page shows what a domain without results shows.
 */
const SITE = 'page.sitewarden.test';
const HELD = 'held.sitewarden.test';
const EMAIL = 'domain-page@e2e.test';
const PASSWORD = 'e2e-password';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const { handler: heldSite, release } = heldSecureSite();

describe('a page per domain', () => {
  let server: MonitoredServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let site: Domain;
  let held: Domain;
  let problems: string[];

  const panel = (p: Page, name: string) => p.getByRole('region', { name, exact: true });
  const add = async (name: string) => {
    const res = await context.request.post('/api/domains', { headers: { Origin: server.baseUrl }, data: { name } });
    expect(res.status()).toBe(201);
    return (await res.json()) as Domain;
  };
  const noSidewaysScroll = async (p: Page) =>
    expect(await p.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);

  beforeAll(async () => {
    server = await startMonitoredServer({
      sites: { [SITE]: behaviours.secure(), [HELD]: heldSite },
      users: [['--email', EMAIL, '--first', 'Dana', '--last', 'Page', '--plan', 'pro']],
      password: PASSWORD,
      checkIntervalSeconds: 3600,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const res = await context.request.post('/api/auth/login', {
      headers: { Origin: server.baseUrl },
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(res.status()).toBe(200);
    page = await context.newPage();
    problems = watchConsole(page);
    site = await add(SITE);
  });
  afterAll(async () => {
    release();
    await browser?.close();
    await server?.close();
  });

  it("says 'Pending first check' on a domain whose site has not answered yet, on desktop and phone", async () => {
    await page.goto('/domains');
    held = await add(HELD);
    await page.goto(`/domains/${held.id}`);
    await page.getByRole('heading', { name: HELD }).waitFor();
    const state = panel(page, 'Current state');
    await state.getByText('Pending first check').first().waitFor();
    expect(await state.textContent()).not.toMatch(/Online|Offline|100\.00%/);
    await panel(page, 'Uptime per day').getByText('No data yet').waitFor();
    await panel(page, 'Response time').getByText('No data yet').waitFor();
    await panel(page, 'Outages').getByText('No outage recorded.').waitFor();
    await screenshot(page, 'domain-page-pending-desktop');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await screenshot(page, 'domain-page-pending-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('shows the real results of the checks in their panels', async () => {
    await page.goto(`/domains/${site.id}`);
    const state = panel(page, 'Current state');
    // the panels poll every 30 s; a reload reads the results as soon as the first checks stored them
    const started = Date.now();
    for (;;) {
      const text = (await state.textContent()) ?? '';
      const certificate = (await panel(page, 'Certificate').textContent()) ?? '';
      const registration = (await panel(page, 'Registration').textContent()) ?? '';
      if (
        text.includes('Online') &&
        certificate.includes('Issuer') &&
        registration.includes('Source') &&
        !text.includes('Pending first check: DNS')
      )
        break;
      if (Date.now() - started > 100_000) throw new Error(`no results: ${text}`);
      await page.waitForTimeout(2000);
      await page.reload();
      await state.waitFor();
    }
    expect(await state.getByTestId('status-reason').textContent()).toBe('The latest checks passed.');
    // today's bar counts the first uptime check
    await panel(page, 'Uptime per day')
      .getByRole('listitem')
      .last()
      .and(page.locator('[aria-label*="100.00% up"]'))
      .waitFor();
    await panel(page, 'Response time')
      .getByText(/Average \d+ ms/)
      .waitFor();
    const certificate = panel(page, 'Certificate');
    expect(
      await certificate.getByRole('list', { name: 'Certificate chain' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await certificate.getByText(/\d+ days left/).waitFor();
    const dns = panel(page, 'DNS records');
    await dns.getByRole('cell', { name: SITES_ADDRESS }).waitFor();
    await panel(page, 'Registration')
      .getByText(/^(RDAP|WHOIS)/)
      .waitFor();
    const security = panel(page, 'Security headers and blacklists');
    expect(
      await security.getByRole('list', { name: 'Security headers' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await panel(page, 'Alerts').getByText('No alerts').waitFor();

    // the check log pages and filters
    const log = panel(page, 'Check log');
    await log.getByRole('table', { name: 'Checks' }).waitFor();
    await log.getByLabel('Check', { exact: true }).click();
    await page.getByRole('option', { name: 'Certificate' }).click();
    await expect
      .poll(async () => new Set(await log.locator('tbody tr td:nth-child(2)').allTextContents()))
      .toEqual(new Set(['Certificate']));

    await settledScreenshot(page, 'domain-page-data-desktop');

    // a deep link survives a reload
    await page.reload();
    await page.getByRole('heading', { name: SITE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/domains/${site.id}`);
    await panel(page, 'Current state').getByText('Online').waitFor();
    expect(problems).toEqual([]);
  });

  it('fits a phone without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`/domains/${site.id}`);
    await panel(phone, 'Current state').getByText('Online').waitFor();
    await panel(phone, 'DNS records').getByRole('cell', { name: SITES_ADDRESS }).waitFor();
    await panel(phone, 'Check log').getByRole('table', { name: 'Checks' }).waitFor();
    await noSidewaysScroll(phone);
    await settledScreenshot(phone, 'domain-page-data-phone');
    await phone.close();
  });

  it('opens from the domain table and from the details dialog', async () => {
    await page.goto('/domains');
    await page.getByRole('link', { name: SITE, exact: true }).click();
    await page.waitForURL(`**/domains/${site.id}`);
    await page.getByRole('heading', { name: SITE }).waitFor();

    await page.goto('/domains');
    const row = page.getByRole('row').filter({ has: page.getByText(SITE, { exact: true }) });
    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: SITE });
    await dialog.getByText('Uptime (30 days)').waitFor();
    await dialog.getByRole('link', { name: 'Open full page' }).click();
    await page.waitForURL(`**/domains/${site.id}`);

    await page.goto('/domains/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Domain not found' }).waitFor();
  });

  it('adds a plain-HTTP service on 127.0.0.1:PORT, offers HTTP only, and turns Online once it is set', async () => {
    // a real plain-HTTP service on loopback: no TLS on its port (private targets are allowed in this installation)
    const plain = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'x-content-type-options': 'nosniff' });
      res.end('<!doctype html><title>Intranet</title>');
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const name = `127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      await page.goto('/domains');
      await page.getByRole('banner').getByRole('button', { name: 'Add Domain' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Domain' });
      await dialog.getByLabel('Domain Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Domain' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name }).first().click();
      await page.getByRole('heading', { name }).waitFor();
      // the certificate check found no TLS: Critical, with the suggestion; DNS and registration do not apply
      const state = panel(page, 'Current state');
      await state.getByText('No HTTPS found').waitFor({ timeout: 30_000 });
      await panel(page, 'DNS records')
        .getByText(/^Not applicable: 127\.0\.0\.1 is an IP address/)
        .waitFor();
      await panel(page, 'Registration')
        .getByText(/^Not applicable: 127\.0\.0\.1 is an IP address/)
        .waitFor();
      await screenshot(page, 'domain-page-http-only-hint');
      await state.getByRole('button', { name: 'Check as HTTP only' }).click();
      await state.getByText('HTTP only: checked over plain HTTP, without a certificate check.').waitFor();
      await panel(page, 'Certificate')
        .getByText(/^Not applicable: the site is served over plain HTTP/)
        .waitFor();
      await state.getByText('Online', { exact: true }).waitFor({ timeout: 30_000 });
      await state.getByText('The latest checks passed.').waitFor();
      // the security check ran again over http:// (its panel polls; a reload reads it at once): the headers plain HTTP
      // carries are judged, HSTS and the want of HTTPS are not
      const security = panel(page, 'Security headers and blacklists');
      for (let tries = 0; !(await security.getByText('X-Content-Type-Options').count()) && tries < 20; tries++) {
        await page.waitForTimeout(1_000);
        await page.reload();
        await page.getByRole('heading', { name }).waitFor();
      }
      await security.getByText('X-Content-Type-Options').waitFor();
      expect(await security.textContent()).not.toMatch(/Strict-Transport-Security|not served over HTTPS/);
      await settledScreenshot(page, 'domain-page-http-only-desktop');
      await page.setViewportSize(PHONE);
      await noSidewaysScroll(page);
      await screenshot(page, 'domain-page-http-only-phone');
      await page.setViewportSize(DESKTOP);
      expect(problems).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });
});
