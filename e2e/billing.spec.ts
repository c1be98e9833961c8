import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../test/server/helpers/fake-stripe';
import { launchBrowser, uniqueEmail } from './support/browser';
import { E2E_PASSWORD, freePort, startSitewarden, type SitewardenServer } from './support/global-setup';
import { settledScreenshot, toastLocator } from './support/page-helpers';
import { freshDataDir } from './support/data-dir';

/*
 * Issue 19 in the browser: a visitor picks Pro on /pricing, signs up, pays on (the fake) Stripe Checkout and is back on
 * /billing on Pro with the invoice listed; the owner previews and makes a plan change, cancels and resumes; a viewer of
 * the team sees the plan without a button; an installation without Stripe explains that its operator assigns plans.
 */

const PHONE = { width: 390, height: 844 };

async function signUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Paula');
  await page.getByLabel('Last name').fill('Payer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
}

describe('billing with Stripe', () => {
  let browser: Browser;
  let stripe: FakeStripe;
  let server: SitewardenServer;
  let dataDir: string;
  let owner: { context: BrowserContext; page: Page };
  const ownerEmail = uniqueEmail('payer');

  beforeAll(async () => {
    const port = await freePort();
    // Stripe's webhook goes to the app the moment the fake's hosted page is paid, as Stripe's would.
    stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`, autoDeliver: true });
    dataDir = freshDataDir('billing');
    server = await startSitewarden({
      port,
      dataDir,
      env: {
        DEMO_WORKSPACE: 'off',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_BASE_URL: stripe.url,
      },
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 860 } });
    owner = { context, page: await context.newPage() };
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('visitor: Pro on the pricing page, sign up, Stripe Checkout, back on Pro with the invoice', async () => {
    const { page } = owner;
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Get started with Pro' }).click();
    await page.waitForURL(/\/auth\?mode=signup&plan=pro$/);
    await page.getByText('Create your account, then continue to the Pro plan.').waitFor();
    await signUp(page, ownerEmail);

    // Straight on to Stripe's hosted page (the fake's, on loopback), for the Pro price.
    await page.waitForURL(`${stripe.url}/checkout/**`);
    expect(stripe.lastSession()?.client_reference_id).toBeTruthy();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/billing\?checkout=success$/);
    await page.getByText('Thank you: you are on the Pro plan').waitFor();
    await page.getByRole('heading', { name: 'Pro plan' }).waitFor();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByRole('cell', { name: '$29.00', exact: true }).waitFor();
    expect(await invoices.getByRole('link', { name: 'PDF' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Manage payment details' }).waitFor();
    await settledScreenshot(page, 'billing-after-checkout-desktop');
  });

  it('owner: previews the move to Agency with its proration, switches, cancels and resumes', async () => {
    const { page } = owner;
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Upgrade to Agency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to the Agency plan' });
    await dialog.getByText('Your next invoice:').waitFor();
    await settledScreenshot(page, 'billing-plan-preview-desktop');
    await dialog.getByRole('button', { name: 'Switch to Agency' }).click();
    await toastLocator(page, 'You are on the Agency plan').waitFor();
    await page.getByRole('heading', { name: 'Agency plan' }).waitFor();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Ends on').waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await toastLocator(page, 'Subscription resumed').waitFor();
    await page.getByText('Next invoice').waitFor();
  });

  it('viewer of the paying team sees the plan and who manages it, without a button', async () => {
    const request = owner.context.request;
    const origin = { headers: { Origin: server.baseUrl } };
    const team = await request.post('/api/teams', { ...origin, data: { name: 'Paying team' } });
    expect(team.status(), await team.text()).toBe(201);
    const { slug } = (await team.json()) as { slug: string };
    const viewerEmail = uniqueEmail('viewer');
    const invited = await request.post(`/api/teams/${slug}/invitations`, {
      ...origin,
      data: { email: viewerEmail, role: 'viewer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const linked = await request.post(`/api/teams/${slug}/invitations/${id}/link`, origin);
    const { link } = (await linked.json()) as { link: string };

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const registered = await context.request.post('/api/auth/register', {
      ...origin,
      data: { firstName: 'Vera', lastName: 'Viewer', email: viewerEmail, password: E2E_PASSWORD, termsAccepted: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const token = new URL(link).pathname.split('/').pop()!;
    const accepted = await context.request.post(`/api/invitations/${token}/accept`, origin);
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.goto('/billing');
    await page.getByRole('heading', { name: /Agency plan/ }).waitFor();
    await page.getByText('The owner and admins of', { exact: false }).waitFor();
    for (const name of [/Upgrade to/, /Switch to/, 'Cancel subscription', 'Manage payment details']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await noSidewaysScroll(page);
    await settledScreenshot(page, 'billing-viewer-phone');
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const signedIn = await context.request.post('/api/auth/login', {
      headers: { Origin: server.baseUrl },
      data: { email: ownerEmail, password: E2E_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    // the team the previous test made is the owner's current workspace; billing is the same subscription
    await page.goto('/billing');
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    await noSidewaysScroll(page);
    await settledScreenshot(page, 'billing-phone');
    await context.close();
  });
});

describe('billing without Stripe (operator mode)', () => {
  let browser: Browser;
  let server: SitewardenServer;
  let dataDir: string;

  // a fresh installation of its own: the shared one's sign-ups and workspaces of earlier specs stay out of it
  beforeAll(async () => {
    dataDir = freshDataDir('operator');
    server = await startSitewarden({ port: await freePort(), dataDir, env: { DEMO_WORKSPACE: 'off' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a paid plan chosen on the pricing page leads to the operator’s explanation, with no payment button', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.goto('/auth?mode=signup&plan=agency');
    await signUp(page, uniqueEmail('operator-mode'));
    // nothing to pay for: the choice stays in the address and the screen says who assigns plans
    await page.waitForURL(/\/billing\?plan=agency$/);
    await page.getByText('You chose the Agency plan').waitFor();
    await page.getByText('Plans are assigned by this installation’s operator').waitFor();
    await page.getByRole('heading', { name: 'Free plan' }).waitFor();
    expect(await page.getByRole('button', { name: /Upgrade|Switch|Manage payment/ }).count()).toBe(0);
    await settledScreenshot(page, 'billing-operator-desktop');
    await context.close();
  });
});
