import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughApi, withOrigin } from './support/api-session';
import { launchBrowser, newPage, uniqueEmail } from './support/browser';
import { runCli } from './support/global-setup';
import { settledScreenshot, toastLocator } from './support/page-helpers';

/*
 * /admin/mailgun in the browser, on real data: a customer's webhook test fails against a receiver on loopback that
 * answers 500; the administrator finds it, reads the JSON body that went out, resends it once the receiver is fixed,
 * and sends a test e-mail (kept in the outbox: the e2e server has no SMTP). Desktop and a 390 px phone.
 */
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'mailgun-e2e-password';

/** A webhook receiver that answers `status.value` and counts what it got. */
async function startReceiver(): Promise<{
  url: string;
  status: { value: number };
  received: string[];
  close(): Promise<void>;
}> {
  const status = { value: 500 };
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res
        .writeHead(status.value, { 'content-type': 'text/plain' })
        .end(status.value >= 400 ? 'receiver is broken' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    status,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('/admin/mailgun: deliveries, resend and a test e-mail in the browser', () => {
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const customer = uniqueEmail('mailgun');

  beforeAll(async () => {
    [browser, receiver] = await Promise.all([launchBrowser(), startReceiver()]);
    // a customer on a plan with webhooks, whose webhook test fails against the broken receiver
    const { context } = await newPage(browser);
    const registered = await context.request.post('/api/auth/register', {
      ...withOrigin(),
      data: { email: customer, password: PASSWORD, firstName: 'Wendy', lastName: 'Webhook', termsAccepted: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await runCli(['user', 'plan', '--email', customer, '--plan', 'pro'], {
      ...process.env,
      DATA_DIR: inject('dataDir'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    });
    const hook = await context.request.post('/api/integrations/webhooks', {
      ...withOrigin(),
      data: { name: 'Mailgun e2e hook', url: `${receiver.url}/hooks/e2e?token=e2eHookToken` },
    });
    expect(hook.status(), await hook.text()).toBe(201);
    const { id, secret } = (await hook.json()) as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const tested = await context.request.post(`/api/integrations/webhooks/${id}/test`, withOrigin());
    expect(((await tested.json()) as { status: string }).status).toBe('failed');
    expect(receiver.received).toHaveLength(1);
    await context.close();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([browser?.close(), receiver?.close()]);
  });

  it('lists the failed webhook delivery, shows its JSON body, resends it once the receiver is fixed, and sends a test e-mail (desktop)', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    await signInThroughApi(context.request, 'admin@e2e.test');
    await page.goto(`/admin/mailgun?channel=webhook&status=failed&q=${encodeURIComponent(customer)}`);
    await page.getByRole('heading', { name: 'Mail and deliveries' }).first().waitFor();
    const table = page.getByRole('table', { name: 'Deliveries' });
    const row = table.getByRole('row').filter({ hasText: 'Mailgun e2e hook' });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await row.getByText('Failed').waitFor();
    await row.getByText(/HTTP 500/).waitFor();
    // the filters are in the address and the controls
    expect(await page.getByLabel('Channel').inputValue()).toBe('webhook');
    expect(await page.getByLabel('Status').inputValue()).toBe('failed');

    await row.getByRole('button', { name: /^View delivery/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('JSON body').waitFor();
    const json = await dialog.locator('pre').first().innerText();
    expect(JSON.parse(json)).toMatchObject({ event: 'test' });
    expect(await dialog.innerText()).not.toContain('e2eHookToken');
    await settledScreenshot(page, 'admin-mailgun-detail-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();

    receiver.status.value = 204;
    await row.getByRole('button', { name: /^Resend delivery/ }).click();
    await toastLocator(page, 'Delivery resent').waitFor();
    expect(receiver.received).toHaveLength(2);
    // the list refreshes: the resent row is sent, and the failed one is still there to read
    await page.getByLabel('Status').selectOption('');
    const sent = table.getByRole('row').filter({ hasText: 'resent from' });
    await sent.first().waitFor();
    await sent.getByText('Sent', { exact: true }).waitFor();
    await settledScreenshot(page, 'admin-mailgun-desktop');

    await page.getByLabel('Send to').fill('postmaster@example.org');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await page.getByText(/kept in the outbox/).waitFor();
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByText('Sitewarden test e-mail').first().waitFor();
    await context.close();
  });

  it('fits a 390 px phone: cards, no sideways scroll', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInThroughApi(context.request, 'admin@e2e.test');
    await page.goto(`/admin/mailgun?q=${encodeURIComponent(customer)}`);
    const cards = page.getByRole('list', { name: 'Deliveries' });
    await cards.getByText('Mailgun e2e hook').first().waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(2);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await settledScreenshot(page, 'admin-mailgun-phone');
    await context.close();
  });
});
