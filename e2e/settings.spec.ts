import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { settledScreenshot } from './support/page-helpers';

/*
 * Settings, alert thresholds and profile end to end, on an account of its own (its password changes here, so the
 * shared e2e accounts stay as they are). The Slack receiver is a local HTTP server this file starts: the server
 * under test may reach loopback addresses (ALLOW_PRIVATE_TARGETS in global-setup).
 */
const PASSWORD = 'first-password';
const NEW_PASSWORD = 'second-password';
const DOMAIN = 'thresholds.sitewarden.test';
const PHONE = { width: 390, height: 844 };

/** State-changing API calls from a page carry the site's Origin, as the browser's own calls do. */
function send(request: APIRequestContext, method: 'POST' | 'DELETE', path: string, data: unknown) {
  return request.fetch(path, { method, data, headers: { Origin: baseUrl() } });
}

/** A stand-in for Slack's incoming webhooks: answers 'ok' and keeps what it got. */
async function startSlackReceiver(): Promise<{
  url: string;
  received: { path: string; body: string }[];
  close(): Promise<void>;
}> {
  const received: { path: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('settings, thresholds and profile in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let slack: Awaited<ReturnType<typeof startSlackReceiver>>;
  const email = uniqueEmail('settings');

  beforeAll(async () => {
    [browser, slack] = await Promise.all([launchBrowser(), startSlackReceiver()]);
    ({ context, page } = await newPage(browser, { width: 1280, height: 900 }));
    const registered = await send(context.request, 'POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Settings',
      termsAccepted: true,
    });
    expect(registered.status()).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), slack?.close()]);
  });

  it('changes alert preferences and finds them again after a reload', async () => {
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Alert preferences' });
    await form
      .getByText('1 on: your Free plan allows 1 of the 4 alert channels (e-mail, SMS, Slack and webhooks).')
      .waitFor();
    expect(await form.getByRole('switch', { name: 'Slack' }).isDisabled()).toBe(true);

    await form.getByRole('switch', { name: 'Quiet hours' }).click();
    await form.getByLabel('From').fill('22:00');
    await form.getByLabel('Until').fill('07:00');
    await form.getByLabel('Downtime before alerting (minutes)').fill('12');
    await form.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved', { exact: true }).waitFor();

    await page.reload();
    const again = page.getByRole('form', { name: 'Alert preferences' });
    await again.getByLabel('Downtime before alerting (minutes)').waitFor();
    expect(await again.getByLabel('Downtime before alerting (minutes)').inputValue()).toBe('12');
    expect(await again.getByRole('switch', { name: 'Quiet hours' }).getAttribute('aria-checked')).toBe('true');
    expect(await again.getByLabel('From').inputValue()).toBe('22:00');
    expect(await again.getByLabel('Until').inputValue()).toBe('07:00');

    await page.getByLabel('Your time zone').selectOption('Europe/Berlin');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByText('Time zone saved', { exact: true }).waitFor();
    await page.getByText(/Times are in your time zone \(Europe\/Berlin\)/).waitFor();
    await settledScreenshot(page, 'settings-alerts-desktop');
  });

  it('adds a Slack integration and sends a test message that the receiver gets', async () => {
    await page.getByRole('tab', { name: 'Slack' }).click();
    await page.getByText('No Slack integrations yet').waitFor();
    await page.getByRole('button', { name: 'Add Slack integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Slack integration' });
    await dialog.getByRole('button', { name: 'Add integration' }).click();
    await dialog.getByText('Channel name is required').waitFor();
    await dialog.getByText('Invalid webhook URL').waitFor();

    await dialog.getByLabel('Channel name').fill('#e2e-alerts');
    await dialog.getByLabel('Webhook URL').fill(`${slack.url}/services/T0E2E/B0E2E/token-e2e`);
    await dialog.getByRole('checkbox', { name: 'Info' }).click();
    await dialog.getByRole('button', { name: 'Add integration' }).click();
    await page.getByText('Slack integration added', { exact: true }).waitFor();

    const item = page.getByRole('list', { name: 'Slack' }).getByRole('listitem').filter({ hasText: '#e2e-alerts' });
    await item.getByText('Last tested: never').waitFor();
    await item.getByRole('button', { name: 'Send a test message to #e2e-alerts' }).click();
    await page.getByText('Test message sent', { exact: true }).waitFor();
    expect(slack.received).toHaveLength(1);
    expect(slack.received[0]!.path).toBe('/services/T0E2E/B0E2E/token-e2e');
    expect((JSON.parse(slack.received[0]!.body) as { text: string }).text).toBe(
      '[Test] Test notification from Sitewarden',
    );
    await item.getByText('Last tested: Just now').waitFor();
    await settledScreenshot(page, 'settings-slack-desktop');

    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    await deliveries.getByText('Test message').waitFor();
    await deliveries.getByText('Sent', { exact: true }).waitFor();
    await settledScreenshot(page, 'settings-deliveries-desktop');
  });

  it('creates, edits and deletes an alert threshold', async () => {
    expect((await send(page.request, 'POST', '/api/domains', { name: DOMAIN })).status()).toBe(201);
    await page.goto('/alert-thresholds');
    await page.getByText('No alert thresholds yet').waitFor();
    await settledScreenshot(page, 'alert-thresholds-empty-desktop');

    await page.getByRole('button', { name: 'Add threshold' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add threshold' });
    await dialog.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByRole('option', { name: DOMAIN }).click();
    await dialog.getByLabel('Warning level (ms)').fill('2000');
    await dialog.getByLabel('Critical level (ms)').fill('1500');
    await dialog.getByRole('button', { name: 'Add threshold' }).click();
    await dialog.getByText(/The critical level must be higher than the warning level/).waitFor();
    await dialog.getByLabel('Critical level (ms)').fill('5000');
    await dialog.getByRole('switch', { name: 'Only during business hours' }).click();
    await settledScreenshot(page, 'alert-thresholds-dialog-desktop');
    await dialog.getByRole('button', { name: 'Add threshold' }).click();
    await page.getByText('Threshold added', { exact: true }).waitFor();

    const rules = page.getByRole('list', { name: `Thresholds for ${DOMAIN}` });
    await rules.getByText('Warning above 2,000 ms').waitFor();
    await rules.getByText('Critical above 5,000 ms').waitFor();
    await rules.getByText(/Business hours 09:00–17:00 Europe\/Berlin/).waitFor();

    await page.getByRole('button', { name: `Edit Response time threshold for ${DOMAIN}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit threshold' });
    await edit.getByLabel('Critical level (ms)').fill('8000');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Threshold updated', { exact: true }).waitFor();
    await rules.getByText('Critical above 8,000 ms').waitFor();
    const stored = (await (await page.request.get('/api/alert-thresholds')).json()) as {
      data: { domainName: string; metric: string; warningThreshold: number; criticalThreshold: number }[];
    };
    expect(stored.data).toMatchObject([
      { domainName: DOMAIN, metric: 'response_time', warningThreshold: 2000, criticalThreshold: 8000 },
    ]);
    await settledScreenshot(page, 'alert-thresholds-desktop');

    await page.getByRole('button', { name: `Delete Response time threshold for ${DOMAIN}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this threshold?' })
      .getByRole('button', { name: 'Delete threshold' })
      .click();
    await page.getByText('Threshold deleted', { exact: true }).waitFor();
    await page.getByText('No alert thresholds yet').waitFor();
    expect(((await (await page.request.get('/api/alert-thresholds')).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('changes the names and the password on /profile', async () => {
    await page.goto('/profile');
    await page.getByLabel(/First name/).fill('Samantha');
    await page.getByLabel(/Last name/).fill('Q');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Last name must be at least 2 characters').waitFor();
    await page.getByLabel(/Last name/).fill('Quinn');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    await page.reload();
    await page.getByLabel(/First name/).waitFor();
    expect(await page.getByLabel(/First name/).inputValue()).toBe('Samantha');
    expect(await page.getByLabel(/Last name/).inputValue()).toBe('Quinn');
    await page.getByText('Samantha Quinn').first().waitFor();

    // a second browser signed in to the same account is signed out by the change
    const other = await newPage(browser);
    expect((await send(other.context.request, 'POST', '/api/auth/login', { email, password: PASSWORD })).status()).toBe(
      200,
    );

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed', { exact: true }).waitFor();
    await settledScreenshot(page, 'profile-desktop');

    expect((await other.context.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    const fresh = await newPage(browser);
    expect((await send(fresh.context.request, 'POST', '/api/auth/login', { email, password: PASSWORD })).status()).toBe(
      401,
    );
    expect(
      (await send(fresh.context.request, 'POST', '/api/auth/login', { email, password: NEW_PASSWORD })).status(),
    ).toBe(200);
    await Promise.all([other.context.close(), fresh.context.close()]);
  });

  it('fits a phone: settings, Slack, thresholds and profile', async () => {
    const phone = await newPage(browser, PHONE);
    expect(
      (await send(phone.context.request, 'POST', '/api/auth/login', { email, password: NEW_PASSWORD })).status(),
    ).toBe(200);
    // one rule to show on the phone
    const domains = (await (await phone.context.request.get('/api/domains')).json()) as { data: { id: string }[] };
    const created = await send(phone.context.request, 'POST', '/api/alert-thresholds', {
      domainId: domains.data[0]!.id,
      metric: 'ssl_expiry_days',
      warningThreshold: 21,
      criticalThreshold: 7,
    });
    expect(created.status()).toBe(201);
    const p = phone.page;
    for (const [path, ready, name] of [
      ['/settings', 'Alert preferences', 'settings-alerts-phone'],
      ['/settings?tab=slack', '#e2e-alerts', 'settings-slack-phone'],
      ['/settings?tab=deliveries', 'Test message', 'settings-deliveries-phone'],
      ['/alert-thresholds', 'Warning below 21 days', 'alert-thresholds-phone'],
      ['/profile', 'Profile details', 'profile-phone'],
    ] as const) {
      await p.goto(path);
      await p.getByText(ready, { exact: true }).first().waitFor();
      const width = await p.evaluate<number>('document.documentElement.scrollWidth');
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      await settledScreenshot(p, name);
    }
    await p.goto('/alert-thresholds');
    await p.getByRole('button', { name: /^Edit / }).click();
    await p.getByRole('dialog', { name: 'Edit threshold' }).waitFor();
    await settledScreenshot(p, 'alert-thresholds-dialog-phone');
    await phone.context.close();
  });
});
