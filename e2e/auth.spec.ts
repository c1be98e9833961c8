import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../test/server/notifications/receivers';
import { baseUrl, launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser';
import { freePort, startSitewarden, type SitewardenServer } from './support/global-setup';
import { until } from './support/waiting';
import { freshDataDir } from './support/data-dir';

describe('accounts in the browser', () => {
  let browser: Browser;
  const email = uniqueEmail('ada');
  const password = 'correct-horse-battery';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up after fixing validation errors, signs out and signs back in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth?mode=signup');
    await screenshot(page, 'auth-sign-up-desktop');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Password is required',
      'You must accept the terms',
    ]) {
      await page.getByText(message).waitFor();
    }
    await screenshot(page, 'auth-sign-up-errors');

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Ada Lovelace').first().waitFor();
    await page.getByText('Account created').first().waitFor();
    await screenshot(page, 'app-shell-desktop');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'sitewarden.sid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').first().waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Ada Lovelace').first().waitFor();

    // a signed-in user is sent away from /auth
    await page.goto('/auth');
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('shows the signed-in shell on a phone with the drawer', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).waitFor();
    await screenshot(page, 'app-shell-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('AL', { exact: true }).waitFor();
    await drawer.getByText(email).waitFor();
    await drawer.getByRole('link', { name: 'Domains' }).waitFor();
    await screenshot(page, 'app-drawer-phone');
    await context.close();
  });

  it('sends a visitor from a signed-in route to /auth and back after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/domains');
    await page.waitForURL(/\/auth\?next=%2Fdomains|\/auth\?next=\/domains/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'auth-sign-in-desktop');
    await context.close();
  });

  it('takes /signup and /login to the auth screen in their mode, keeping ?next= (decision 069)', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const signUp = await page.goto('/signup?next=%2Fdomains');
    expect(signUp?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth?mode=signup&next=%2Fdomains');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'auth-from-signup-390');
    await page.goto('/login');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth');
    await page.getByRole('heading', { name: 'Sign in to Sitewarden' }).waitFor();
    await context.close();
  });

  it('shows the 404 page with HTTP status 404 for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toContain('404');
    await screenshot(page, 'not-found-desktop');
    await context.close();
  });

  it('resets a forgotten password through the link in the e-mail outbox', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(email);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const res = await answer;
    expect(res.status(), await res.text()).toBe(202);
    await page.getByText(/If an account exists for that email/).waitFor();
    await context.close();
  });
});

/*
 * E-mail verification (decision 076) on a server of its own that mails through an SMTP sink, as an operator with
 * SMTP_URL runs it: the sign-up's link, the page's button (opening the link confirms nothing), the banner until then,
 * and a new address in the profile that replaces the old one only once its own link is used.
 */
describe('e-mail verification in the browser', () => {
  let browser: Browser;
  let sink: SmtpSink;
  let server: SitewardenServer;
  let dataDir: string;
  const password = 'correct-horse-battery';

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = freshDataDir('verify');
    server = await startSitewarden({
      port: await freePort(),
      dataDir,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Sitewarden <accounts@sitewarden.test>', DEMO_WORKSPACE: 'off' },
    });
    // the installation's first account (its administrator) is the operator's: confirmed by being first
    const first = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({
        email: 'operator@verify.test',
        password,
        firstName: 'Op',
        lastName: 'Erator',
        termsAccepted: true,
      }),
    });
    expect(first.status).toBe(201);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The path of the newest confirmation link mailed to `to`, after `seen` messages. */
  async function linkTo(to: string, seen: number): Promise<string> {
    const message = await until(`a mail to ${to}`, async () =>
      sink.messages.slice(seen).findLast((m) => m.to.includes(to)),
    );
    const body = decodeQuotedPrintable(
      message.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n'),
    );
    const link = /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+/.exec(body)?.[0];
    expect(link).toBeDefined();
    return new URL(link!).pathname + new URL(link!).search;
  }

  const verified = async (page: Page) =>
    (
      (await (await page.request.get('/api/auth/session')).json()) as {
        user: { emailVerified: boolean; email: string };
      }
    ).user;

  it('signs up, shows the banner until the button of the link is pressed, then changes the address through its own link', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@verify.test');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    let seen = sink.messages.length;
    await page.getByRole('button', { name: 'Create account' }).click();

    // signed in and working, with the banner
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address.' });
    await banner.waitFor();
    await banner.getByText('grace@verify.test').waitFor();
    await screenshot(page, 'verify-banner-desktop');
    const firstLink = await linkTo('grace@verify.test', seen);

    // Resend: a new link, the first one stops working
    seen = sink.messages.length;
    await banner.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Link sent').first().waitFor();
    const link = await linkTo('grace@verify.test', seen);
    expect(link).not.toBe(firstLink);

    // opening the link (a scanner would) confirms nothing; the button does
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await screenshot(page, 'verify-page-desktop');
    expect((await verified(page)).emailVerified).toBe(false);
    await page.getByRole('button', { name: 'Verify my e-mail' }).click();
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await page.getByText('grace@verify.test is confirmed').waitFor();
    await screenshot(page, 'verify-done-desktop');
    expect((await verified(page)).emailVerified).toBe(true);

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Confirm your e-mail address.').count()).toBe(0);

    // the first link, used or not, no longer works
    await page.goto(firstLink);
    await page.getByRole('button', { name: 'Verify my e-mail' }).click();
    await page.getByRole('heading', { name: 'Confirmation link not valid' }).waitFor();

    // a new address in the profile: the old one stays until the new one's link is used
    await page.goto('/profile');
    const card = page.locator('#email');
    await card.getByLabel('New e-mail address').fill('grace.hopper@verify.test');
    await card.getByLabel('Current password').fill(password);
    seen = sink.messages.length;
    await card.getByRole('button', { name: 'Change e-mail' }).click();
    await card.getByText('Waiting for grace.hopper@verify.test').waitFor();
    await screenshot(page, 'verify-profile-pending-desktop');
    expect((await verified(page)).email).toBe('grace@verify.test');
    const changeLink = await linkTo('grace.hopper@verify.test', seen);
    await page.goto(changeLink);
    await page.getByRole('button', { name: 'Verify my e-mail' }).click();
    await page.getByText('grace.hopper@verify.test is confirmed').waitFor();
    expect(await verified(page)).toMatchObject({ email: 'grace.hopper@verify.test', emailVerified: true });
    await context.close();
  }, 120_000);

  it('shows the banner on a phone without sideways scroll', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada.lovelace.with.a.long.address@verify.test');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Confirm your e-mail address.').waitFor();
    await screenshot(page, 'verify-banner-phone');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    await context.close();
  }, 60_000);
});
