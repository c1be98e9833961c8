import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../src/shared/contracts/domains';
import { signInThroughApi, withOrigin } from './support/api-session';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { settledScreenshot, toastLocator } from './support/page-helpers';
import { until } from './support/waiting';

/*
 * The partner API screens (issue 18): a Pro owner creates a key on /partner-api and sees it once, calls /api/v1 with
 * it from this test as another system would, finds the call in the usage, revokes the key and the key then gets 401;
 * on /partner the profile is saved and a domain linked. A free account sees no sidebar entry and the way to upgrade.
 */
const PRO = 'owner@e2e.test';
const LINKED_BY_API = 'partner-api.sitewarden.test';
const LINKED_ON_SCREEN = 'partner-screen.sitewarden.test';
const PHONE = { width: 390, height: 844 };

/** A call to /api/v1 the way a partner's server makes it: no cookie, no Origin, the key as a Bearer token. */
const callV1 = (key: string, method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('partner API and partner profile in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let key = '';
  const domainIds: Record<string, string> = {};

  const noSidewaysScroll = async (p: Page) =>
    expect(await p.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1280, height: 900 }));
    await signInThroughApi(context.request, PRO);
    for (const name of [LINKED_BY_API, LINKED_ON_SCREEN]) {
      const added = await context.request.post('/api/domains', { ...withOrigin(), data: { name } });
      expect(added.status(), await added.text()).toBe(201);
      domainIds[name] = ((await added.json()) as Domain).id;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a key shown once, with the permission and rate limit chosen', async () => {
    await page.goto('/partner-api');
    await page.getByRole('link', { name: 'Partner API' }).first().waitFor();
    await page.getByText('No API keys yet').waitFor();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    expect(await dialog.getByLabel('Rate limit (requests per hour)').inputValue()).toBe('1000');
    await dialog.getByLabel('Name').fill('CRM sync');
    await dialog.getByLabel('Permission').selectOption('admin');
    await dialog.getByLabel('Rate limit (requests per hour)').fill('999999');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText(/at most 5,000 requests per hour/).waitFor();
    await dialog.getByLabel('Rate limit (requests per hour)').fill('600');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new key: CRM sync' });
    await shown.getByText("You won't see this key again").waitFor();
    key = await shown.getByLabel('API key').inputValue();
    expect(key).toMatch(/^sw_live_[A-Za-z0-9]{40}$/);
    await settledScreenshot(page, 'partner-api-key-shown-once');
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row', { name: /CRM sync/ });
    await row.getByText('Active').waitFor();
    expect(await row.textContent()).toContain('600 / h');
    expect(await row.textContent()).toContain(key.slice(0, 12));
    expect(await page.content()).not.toContain(key);
  });

  it('works against the running server, and the call shows in the usage', async () => {
    const linked = await callV1(key, 'POST', '/partner/domains', {
      domainId: domainIds[LINKED_BY_API],
      externalId: 'crm-1001',
      metadata: { owner: 'Jane' },
    });
    expect(linked.status, await linked.clone().text()).toBe(201);
    const found = await callV1(key, 'GET', '/partner/domains/crm-1001');
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { domainName: string } }).data.domainName).toBe(LINKED_BY_API);

    // usage is written in batches: look again (a reload) until the calls are in
    await until('the calls in the usage', async () => {
      await page.reload();
      await page.getByText(/ of 10,000 requests used$/).waitFor();
      const table = page.getByRole('table', { name: 'Calls per endpoint' });
      return (await table.count()) > 0 && (await table.textContent())?.includes('partner/domains');
    });
    await page.getByText(/^[1-9]\d* of 10,000 requests used$/).waitFor();
    await settledScreenshot(page, 'partner-api-desktop');
  }, 120_000);

  it('revokes the key with a confirmation, and the key then gets 401', async () => {
    await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await page.getByRole('dialog', { name: 'Revoke CRM sync?' }).getByRole('button', { name: 'Revoke key' }).click();
    await toastLocator(page, 'Key revoked').waitFor();
    await page
      .getByRole('row', { name: /CRM sync/ })
      .getByText('Revoked')
      .waitFor();
    await until('the revoked key refused', async () => (await callV1(key, 'GET', '/partner/domains')).status === 401);
  });

  it('saves the partner profile and links a domain on /partner', async () => {
    await page.getByRole('link', { name: 'Partner profile & domains' }).click();
    await page.waitForURL('**/partner');
    // the link the API made is listed
    await page
      .getByRole('row', { name: new RegExp(LINKED_BY_API) })
      .getByText('crm-1001')
      .waitFor();

    const form = page.getByRole('form', { name: 'Partner profile' });
    await form.getByLabel('Company').fill('Olive Digital');
    await form.getByLabel('Primary colour').fill('#0a7f5c');
    await form.getByLabel('Webhook address').fill('https://hooks.example.com/sitewarden');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toastLocator(page, 'Partner profile saved').waitFor();

    await page.getByRole('button', { name: 'Generate signing secret' }).click();
    const secret = page.getByRole('dialog', { name: 'Webhook signing secret' });
    expect(await secret.getByLabel('Signing secret').inputValue()).toMatch(/^whsec_/);
    await secret.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Link a domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link a domain' });
    await dialog.getByLabel('Domain', { exact: true }).selectOption(domainIds[LINKED_ON_SCREEN]!);
    await dialog.getByLabel('External id').fill('crm-1001');
    await dialog.getByLabel('Metadata (JSON)').fill('{"plan": "gold"}');
    await dialog.getByRole('button', { name: 'Link domain' }).click();
    await dialog.getByText(/The external id "crm-1001" is already used/).waitFor();
    await dialog.getByLabel('External id').fill('crm-1002');
    await dialog.getByRole('button', { name: 'Link domain' }).click();
    await page
      .getByRole('row', { name: new RegExp(LINKED_ON_SCREEN) })
      .getByText('crm-1002')
      .waitFor();

    await page.reload();
    expect(await page.getByRole('form', { name: 'Partner profile' }).getByLabel('Company').inputValue()).toBe(
      'Olive Digital',
    );
    await page.getByText('A secret is set.', { exact: false }).waitFor();
    await settledScreenshot(page, 'partner-desktop');
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/partner-api', 'partner-api-phone'],
      ['/partner', 'partner-phone'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('table').first().waitFor();
      await noSidewaysScroll(page);
      await settledScreenshot(page, name);
    }
  });

  it('shows a free account no sidebar entry and the way to upgrade', async () => {
    const free = await newPage(browser, { width: 1280, height: 900 });
    const email = uniqueEmail('partner-free');
    const registered = await free.context.request.post('/api/auth/register', {
      ...withOrigin(),
      data: { email, password: 'free-password', firstName: 'Fay', lastName: 'Free', termsAccepted: true },
    });
    expect(registered.status()).toBe(201);
    await free.page.goto('/partner-api');
    await free.page.getByText('The partner API is part of the paid plans').waitFor();
    expect(await free.page.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/billing');
    expect(await free.page.getByRole('link', { name: 'Partner API', exact: true }).count()).toBe(0);
    await free.page.goto('/partner');
    await free.page.getByText('The partner API is part of the paid plans').waitFor();
    await settledScreenshot(free.page, 'partner-api-free');
    await free.context.close();
  });
});
