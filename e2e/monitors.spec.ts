import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../src/shared/contracts/domains';
import type { MonitorList } from '../src/shared/contracts/monitors';
import { behaviours } from '../src/server/engine/testing/http-server';
import { launchBrowser } from './support/browser';
import { startMonitoredServer, type MonitoredServer } from './support/monitored-server';
import { settledScreenshot, toastLocator, watchConsole } from './support/page-helpers';

/*
 * The monitors of a domain's page (issue 16) against a real `sitewarden start`: a loopback site's domain gets an HTTP
 * endpoint monitor and a heartbeat through the Add Monitor dialog, sees them listed, edits one and deletes the other,
 * and the panel fits a 390 px phone.
 */
const SITE = 'monitors.sitewarden.test';
const EMAIL = 'monitors@e2e.test';
const PASSWORD = 'e2e-password';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('monitors on a domain page', () => {
  let server: MonitoredServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let site: Domain;
  let problems: string[];

  const monitorsPanel = (p: Page) => p.getByRole('region', { name: 'Monitors', exact: true });
  const row = (p: Page, name: string) => monitorsPanel(p).getByRole('listitem', { name, exact: true });
  const noSidewaysScroll = async (p: Page) =>
    expect(await p.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
  const listed = async () => {
    const res = await context.request.get(`/api/domains/${site.id}/monitors`);
    expect(res.status()).toBe(200);
    return (await res.json()) as MonitorList;
  };

  /** Opens Add Monitor and picks a type; the form's code loads on first use. */
  const startAdding = async (typeLabel: string) => {
    await monitorsPanel(page).getByRole('button', { name: 'Add Monitor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Monitor' });
    await dialog
      .getByRole('group', { name: 'Monitor type' })
      .getByRole('button', { name: typeLabel, exact: true })
      .click();
    await dialog.getByRole('form', { name: 'Add Monitor' }).waitFor();
    return dialog;
  };

  beforeAll(async () => {
    server = await startMonitoredServer({
      sites: { [SITE]: behaviours.secure() },
      users: [['--email', EMAIL, '--first', 'Mona', '--last', 'Itor', '--plan', 'pro']],
      password: PASSWORD,
      checkIntervalSeconds: 3600,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const login = await context.request.post('/api/auth/login', {
      headers: { Origin: server.baseUrl },
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    const added = await context.request.post('/api/domains', {
      headers: { Origin: server.baseUrl },
      data: { name: SITE },
    });
    expect(added.status()).toBe(201);
    site = (await added.json()) as Domain;
    page = await context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds an HTTP endpoint monitor and a heartbeat, and lists them', async () => {
    await page.goto(`/domains/${site.id}`);
    await page.getByRole('heading', { name: SITE }).waitFor();
    await monitorsPanel(page).getByRole('heading', { name: 'No monitors yet' }).waitFor();

    // an HTTP(S) endpoint: a refusal first (nothing typed is lost), then the monitor
    let dialog = await startAdding('HTTP(S) endpoint');
    await dialog.getByLabel('Name', { exact: true }).fill('Health endpoint');
    await dialog.getByLabel('URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Monitor' }).click();
    await dialog.getByText('Please enter a full URL starting with http:// or https://').waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Health endpoint');
    await dialog.getByLabel('URL').fill(`https://${SITE}/health`);
    await dialog.getByRole('button', { name: 'Add Monitor' }).click();
    await toastLocator(page, 'Monitor Added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Health endpoint').getByText('HTTP(S) endpoint').waitFor();

    // a heartbeat: its secret push URL is shown once it is added
    dialog = await startAdding('Heartbeat');
    await dialog.getByLabel('Name', { exact: true }).fill('Nightly backup');
    await dialog.getByLabel('Expected every (minutes)').fill('1440');
    await dialog.getByRole('button', { name: 'Add Monitor' }).click();
    const added = page.getByRole('dialog', { name: 'Heartbeat added' });
    const pushUrl = await added.getByRole('textbox', { name: 'Push URL' }).inputValue();
    expect(pushUrl.startsWith(server.baseUrl)).toBe(true);
    await added.getByText(`${pushUrl}/fail`).waitFor();
    await settledScreenshot(page, 'monitors-heartbeat-added-desktop');
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'detached' });
    await row(page, 'Nightly backup').getByText('Heartbeat', { exact: true }).waitFor();

    const { data } = await listed();
    expect(data.map((m) => [m.type, m.name]).sort()).toEqual([
      ['endpoint', 'Health endpoint'],
      ['heartbeat', 'Nightly backup'],
    ]);
    expect(data.find((m) => m.type === 'endpoint')!.settings).toMatchObject({ url: `https://${SITE}/health` });
    await page.getByText('2 of 10 monitors your plan allows on this domain').waitFor();
    await settledScreenshot(page, 'monitors-listed-desktop');
  });

  it('edits one monitor and deletes the other', async () => {
    await page.goto(`/domains/${site.id}`);
    await row(page, 'Health endpoint').getByRole('button', { name: 'Edit Health endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit monitor' });
    await dialog.getByRole('form', { name: 'Edit monitor' }).waitFor();
    expect(await dialog.getByLabel('URL').inputValue()).toBe(`https://${SITE}/health`);
    await dialog.getByLabel('Name', { exact: true }).fill('Health API');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastLocator(page, 'Monitor saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Health API').waitFor();

    await row(page, 'Nightly backup').getByRole('button', { name: 'Delete Nightly backup' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this monitor?' })
      .getByRole('button', { name: 'Delete Monitor' })
      .click();
    await toastLocator(page, 'Monitor deleted').waitFor();
    await row(page, 'Nightly backup').waitFor({ state: 'detached' });
    expect((await listed()).data.map((m) => m.name)).toEqual(['Health API']);
    expect(problems).toEqual([]);
  });

  it("opens a monitor's own page from its row: state, settings, uptime, check log; pauses and resumes it", async () => {
    await page.goto(`/domains/${site.id}`);
    await row(page, 'Health API').getByRole('link', { name: 'Health API' }).click();
    await page.waitForURL(/\/domains\/[^/]+\/monitors\/[^/]+$/);
    await page.getByRole('heading', { name: 'Health API', level: 2 }).waitFor();
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByText(`GET https://${SITE}/health`).waitFor();
    // the real check of the loopback site, listed in the log and counted in the uptime
    const log = page.getByRole('region', { name: 'Check log' });
    await log.getByRole('row').nth(1).waitFor();
    const uptime = page.getByRole('region', { name: 'Uptime and response time' });
    await uptime.getByText('100.00%').first().waitFor();
    await page.getByRole('region', { name: 'Incidents' }).getByText('No incident recorded.').waitFor();
    await noSidewaysScroll(page);
    await settledScreenshot(page, 'monitor-page-desktop');

    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Pause' }).click();
    await toastLocator(page, 'Monitor paused').waitFor();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Resume' }).click();
    await toastLocator(page, 'Monitor resumed').waitFor();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Pause' }).waitFor();

    // the edit dialog is the domain page's
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit monitor' });
    expect(await dialog.getByLabel('URL').inputValue()).toBe(`https://${SITE}/health`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(page.url());
    await phone.getByRole('region', { name: 'Check log' }).getByRole('row').nth(1).waitFor();
    await noSidewaysScroll(phone);
    await settledScreenshot(phone, 'monitor-page-phone');
    await phone.close();
    expect(problems).toEqual([]);
  });

  it("shows a heartbeat's pings on its page, and deletes it from there", async () => {
    const res = await context.request.post(`/api/domains/${site.id}/monitors`, {
      headers: { Origin: server.baseUrl },
      data: { type: 'heartbeat', name: 'Hourly export', settings: { periodSeconds: 3600, graceSeconds: 300 } },
    });
    expect(res.status()).toBe(201);
    const heartbeat = (await res.json()) as MonitorList['data'][number];
    // the job's calls, as curl would make them: a start, then its end with exit code 0
    expect((await context.request.get(`${heartbeat.pushUrl}/start`)).status()).toBe(200);
    expect((await context.request.post(`${heartbeat.pushUrl}/0`, { data: 'exported 1,204 rows' })).status()).toBe(200);

    // the push URL stores pings in batches: the page is opened once both are stored
    await expect
      .poll(
        async () =>
          ((await (await context.request.get(`/api/monitors/${heartbeat.id}/pings`)).json()) as { items: unknown[] })
            .items.length,
        { timeout: 60_000 },
      )
      .toBe(2);
    await page.goto(`/domains/${site.id}/monitors/${heartbeat.id}`);
    const pings = page.getByRole('region', { name: 'Ping log' });
    await pings.getByText('Success (exit code 0)').waitFor();
    await pings.getByText('Start', { exact: true }).waitFor();
    await pings.getByText(/Next ping due by/).waitFor();
    await settledScreenshot(page, 'monitor-page-heartbeat-desktop');

    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(page.url());
    await phone.getByRole('region', { name: 'Ping log' }).getByText('Success (exit code 0)').waitFor();
    await noSidewaysScroll(phone);
    await settledScreenshot(phone, 'monitor-page-heartbeat-phone');
    await phone.close();

    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this monitor?' })
      .getByRole('button', { name: 'Delete Monitor' })
      .click();
    await toastLocator(page, 'Monitor deleted').waitFor();
    await page.waitForURL(`${server.baseUrl}/domains/${site.id}`);
    expect((await listed()).data.map((m) => m.name)).toEqual(['Health API']);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`/domains/${site.id}`);
    await row(phone, 'Health API').waitFor();
    await monitorsPanel(phone).scrollIntoViewIfNeeded();
    await noSidewaysScroll(phone);
    await settledScreenshot(phone, 'monitors-phone');

    // the Add Monitor dialog and its form fit too
    await monitorsPanel(phone).getByRole('button', { name: 'Add Monitor' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Add Monitor' });
    await dialog
      .getByRole('group', { name: 'Monitor type' })
      .getByRole('button', { name: 'HTTP(S) endpoint', exact: true })
      .click();
    await dialog.getByRole('form', { name: 'Add Monitor' }).waitFor();
    await noSidewaysScroll(phone);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await settledScreenshot(phone, 'monitors-add-form-phone');
    await phone.close();
  });
});
