import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser';

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
