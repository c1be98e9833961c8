import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../src/shared/contracts/trends';
import { behaviours, type Handler } from '../src/server/engine/testing/http-server';
import { launchBrowser, screenshot } from './support/browser';
import { startMonitoredServer, type MonitoredServer } from './support/monitored-server';

/*
 * Trends, analytics and benchmarking on history the product made itself: a server of this spec's own monitors two
 * loopback sites every second (e2e/support/monitored-server.ts). shop answers well; flaky answers 503 until the spec
 * repairs it, which makes a real incident with a recovery time. The competitor answers late and without security
 * headers.
 */
const SHOP = 'shop.sitewarden.test';
const FLAKY = 'flaky.sitewarden.test';
const RIVAL = 'rival.sitewarden.test';
const EMAIL = 'trends-owner@e2e.test';
const PASSWORD = 'e2e-password';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const flaky = { down: true };
const flakySite: Handler = (req, res) => (flaky.down ? behaviours.status(503) : behaviours.secure())(req, res);

/** The innermost elements that reach past the right edge of the screen, to name the culprit when the page is too wide. */
const WIDER_THAN_SCREEN = `[...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
  .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
  .slice(0, 8)
  .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).slice(0, 80) + ' -> ' + Math.round(el.getBoundingClientRect().right))`;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('trends, analytics and benchmarking in the browser', () => {
  let server: MonitoredServer;
  let browser: Browser;
  let api: BrowserContext;
  const ids: Record<string, string> = {};

  async function signedIn(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
    const res = await context.request.post('/api/auth/login', {
      headers: { Origin: server.baseUrl },
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(res.status()).toBe(200);
    return { context, page: await context.newPage() };
  }

  const analytics = async () => (await api.request.get('/api/analytics?range=24h')).json() as Promise<Analytics>;

  beforeAll(async () => {
    server = await startMonitoredServer({
      sites: { [SHOP]: behaviours.secure(), [FLAKY]: flakySite, [RIVAL]: behaviours.delay(300, behaviours.bare()) },
      users: [['--email', EMAIL, '--first', 'Tess', '--last', 'Trends', '--plan', 'pro']],
      password: PASSWORD,
      checkIntervalSeconds: 1,
    });
    browser = await launchBrowser();
    ({ context: api } = await signedIn());
    for (const name of [SHOP, FLAKY]) {
      const res = await api.request.post('/api/domains', { headers: { Origin: server.baseUrl }, data: { name } });
      expect(res.status()).toBe(201);
      ids[name] = ((await res.json()) as { id: string }).id;
    }
    // flaky's failures are confirmed and recorded as an outage; then it recovers, which ends the incident
    await until('the outage of flaky', async () =>
      (await analytics()).domains.find((d) => d.name === FLAKY)?.reliability.incidents ? true : undefined,
    );
    flaky.down = false;
    await until('flaky to recover and shop to gather checks', async () => {
      const now = await analytics();
      const shop = now.domains.find((d) => d.name === SHOP);
      return now.reliability.mttrMs !== null && (shop?.checks ?? 0) >= 3 && shop?.sslDaysLeft !== null
        ? true
        : undefined;
    });
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a domain’s trends, switches the range and downloads the CSV', async () => {
    const { context, page } = await signedIn();
    await page.goto(`/trends?domain=${ids[SHOP]}`);
    await page.getByRole('heading', { name: `${SHOP} · Last 7 days` }).waitFor();
    await page.getByRole('img', { name: /^Uptime over time/ }).waitFor();
    // a healthy site: 100.00%, or a little less when a check timed out on a loaded machine
    const uptimeCard = await page.getByRole('heading', { name: 'Uptime', level: 3 }).locator('..').textContent();
    const shown = Number(/(\d{1,3}\.\d{2})%/.exec(uptimeCard ?? '')?.[1]);
    expect(shown).toBeGreaterThanOrEqual(90);
    expect(shown).toBeLessThanOrEqual(100);
    // a Pro plan keeps 30 days: 90 days is offered but closed
    expect(await page.getByRole('radio', { name: /^90d/ }).isDisabled()).toBe(true);
    await screenshot(page, 'trends-desktop');

    await page.getByRole('radio', { name: '24h' }).click();
    await page.getByRole('heading', { name: `${SHOP} · Last 24 hours` }).waitFor();
    expect(page.url()).toContain('range=24h');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sitewarden-shop\.sitewarden\.test-24h-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'period_start_utc,domain,monitor,uptime_percent,uptime_checks,avg_response_time_ms,ssl_days_left,performance_score',
    );
    expect(csv.length).toBeGreaterThan(1);
    expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z,shop\.sitewarden\.test,,100,\d+,\d+,\d+,$/);
    await context.close();
  });

  it('compares the workspace’s domains with their incidents and recovery times', async () => {
    const { context, page } = await signedIn();
    await page.goto('/analytics?range=24h');
    await page.getByRole('heading', { name: 'All domains · Last 24 hours' }).waitFor();
    const flakyRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: FLAKY }) });
    // Columns: uptime, average response, incidents, ...
    expect((await flakyRow.getByRole('cell').nth(2).textContent())?.trim()).toBe('1');
    expect(await page.getByRole('heading', { name: 'MTTR', level: 3 }).locator('..').textContent()).toMatch(
      /\d+ s|\d+ min/,
    );
    await page.getByRole('heading', { name: 'Slowest domains' }).waitFor();
    await screenshot(page, 'analytics-desktop');

    // the domain's name opens its trends for the same range
    await page.getByRole('link', { name: FLAKY }).click();
    await page.getByRole('heading', { name: `${FLAKY} · Last 24 hours` }).waitFor();
    await context.close();
  });

  it('adds a competitor and runs a comparison', async () => {
    const { context, page } = await signedIn();
    await page.goto(`/benchmarking?domain=${ids[SHOP]}`);
    await page.getByText('No competitors yet.', { exact: false }).waitFor();
    await page.getByLabel('Competitor website').fill(`https://${RIVAL}`);
    await page.getByRole('button', { name: 'Add competitor' }).click();
    await page.getByRole('list', { name: 'Competitors' }).getByText(RIVAL).first().waitFor();

    await page.getByRole('button', { name: 'Run comparison' }).click();
    const result = page.getByRole('region', { name: `${SHOP} against ${RIVAL}` });
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('You lead');
    await page.getByRole('link', { name: /web\.dev.*Largest Contentful Paint/ }).waitFor();
    await screenshot(page, 'benchmarking-desktop');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await signedIn(PHONE);
    for (const [path, ready, name] of [
      [`/trends?domain=${ids[SHOP]}&range=24h`, `${SHOP} · Last 24 hours`, 'trends-phone'],
      ['/analytics?range=24h', 'All domains · Last 24 hours', 'analytics-phone'],
      [`/benchmarking?domain=${ids[SHOP]}`, 'Side by side', 'benchmarking-phone'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).waitFor();
      await screenshot(page, name);
      // nothing sticks out sideways: wide tables scroll inside their own region
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      if (overflow > 0)
        expect.fail(
          `${name} is ${overflow}px too wide: ${(await page.evaluate<string[]>(WIDER_THAN_SCREEN)).join(', ')}`,
        );
    }
    await context.close();
  });
});
