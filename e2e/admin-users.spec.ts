import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '../src/shared/constants/accounts';
import { signInThroughApi, withOrigin } from './support/api-session';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser';
import { E2E_PASSWORD } from './support/global-setup';
import { settledScreenshot, toastLocator } from './support/page-helpers';

/*
 * Issue 20's /admin/users in the browser, on the shared installation: the administrator finds an account, moves it to
 * Agency, disables it; in another browser the account cannot sign in and is told why; enabled again, it can; the
 * audit log on the same screen lists each change.
 */

const PHONE = { width: 390, height: 844 };

async function signInOnScreen(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('/admin/users', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let target: { context: BrowserContext; page: Page };
  const email = uniqueEmail('managed');

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    target = await newPage(browser, PHONE);
    // the account to manage: a new sign-up with a domain of its own (no shared account is disabled)
    const made = await target.page.request.post('/api/auth/register', {
      ...withOrigin(),
      data: { email, password: E2E_PASSWORD, firstName: 'Mona', lastName: 'Managed', termsAccepted: true },
    });
    expect(made.status(), await made.text()).toBe(201);
    const domain = await target.page.request.post('/api/domains', {
      ...withOrigin(),
      data: { name: 'managed-users.sitewarden.test' },
    });
    expect(domain.status(), await domain.text()).toBe(201);
    await signInThroughApi(admin.page.request, 'admin@e2e.test');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds an account, changes its plan, disables it, then enables it; the audit log lists it all', async () => {
    const { page } = admin;
    await page.goto('/admin/users');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Mona Managed');
    await page.waitForURL(/\/admin\/users\?q=Mona\+Managed$/);
    const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('Free', { exact: true }).waitFor();
    await row.getByText('Active').waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');

    // change the plan: the dialog says what changes
    await row.getByRole('button', { name: 'Actions for Mona Managed' }).click();
    await page.getByRole('menuitem', { name: 'Change plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'Change the plan of Mona Managed' });
    await planDialog.getByRole('combobox', { name: 'New plan' }).click();
    await page.getByRole('option', { name: 'Agency' }).click();
    await planDialog.getByText(/Free → Agency: checks every 1 min/).waitFor();
    await settledScreenshot(page, 'admin-users-plan-dialog-desktop');
    await planDialog.getByRole('button', { name: 'Move to Agency' }).click();
    await toastLocator(page, 'Plan changed').waitFor();
    await row.getByText('Agency', { exact: true }).waitFor();

    // disable: the dialog says sessions end and checks pause
    await row.getByRole('button', { name: 'Actions for Mona Managed' }).click();
    await page.getByRole('menuitem', { name: 'Disable account' }).click();
    const disableDialog = page.getByRole('dialog', { name: 'Disable Mona Managed?' });
    await disableDialog.getByText(/Every session of .* ends now/).waitFor();
    await disableDialog.getByText(/checks of their 1 domain pause/).waitFor();
    await disableDialog.getByRole('button', { name: 'Disable account' }).click();
    await toastLocator(page, 'Account disabled').waitFor();
    await row.getByText('Disabled').waitFor();

    // the account, in its own browser: signed out, and sign-in is refused with the reason
    expect((await target.page.request.get('/api/auth/user')).status()).toBe(401);
    await signInOnScreen(target.page, email);
    await toastLocator(target.page, 'Login failed').filter({ hasText: ACCOUNT_DISABLED_MESSAGE }).waitFor();
    expect(target.page.url()).toMatch(/\/auth$/);
    // with the toast: what the person reads
    await screenshot(target.page, 'admin-users-disabled-sign-in-phone');

    // the log, on the same screen
    const log = page.getByRole('list', { name: 'Admin audit log entries' });
    await log.getByText(`admin@e2e.test disabled ${email}`).waitFor();
    await log.getByText(`admin@e2e.test changed the plan of ${email} from Free to Agency`).waitFor();
    await settledScreenshot(page, 'admin-users-desktop');

    // enable on a phone: cards, no sideways scroll
    await page.setViewportSize(PHONE);
    const card = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: 'Actions for Mona Managed' }).click();
    await page.getByRole('menuitem', { name: 'Enable account' }).click();
    await page
      .getByRole('dialog', { name: 'Enable Mona Managed?' })
      .getByRole('button', { name: 'Enable account' })
      .click();
    await toastLocator(page, 'Account enabled').waitFor();
    await card.getByText('Active').waitFor();
    await log.getByText(`admin@e2e.test enabled ${email}`).waitFor();
    expect(await page.evaluate('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await settledScreenshot(page, 'admin-users-phone');

    await signInOnScreen(target.page, email);
    await target.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('is not for ordinary accounts', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInThroughApi(page.request, 'colleague@e2e.test');
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect((await page.request.get('/api/admin/users')).status()).toBe(404);
    await context.close();
  });

  it('lists the demo account with a Demo badge and leaves it out of the count (decision 069)', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto('/admin/users');
    const row = page
      .getByRole('table', { name: 'Accounts' })
      .getByRole('row')
      .filter({ hasText: 'demo@sitewarden.local' });
    await row.getByText('Demo', { exact: true }).waitFor();
    await page.getByText(/accounts?; the demo account listed too, not counted$/).waitFor();
    await settledScreenshot(page, 'admin-users-demo-desktop');

    await page.getByLabel('Account type').selectOption('false');
    await page.waitForURL(/demo=false/);
    await row.waitFor({ state: 'detached' });
    await page.setViewportSize(PHONE);
    await page.getByLabel('Account type').selectOption('');
    await page
      .getByRole('list', { name: 'Accounts' })
      .getByRole('listitem')
      .filter({ hasText: 'demo@sitewarden.local' })
      .getByText('Demo', { exact: true })
      .waitFor();
    await settledScreenshot(page, 'admin-users-demo-phone');
  });
});
