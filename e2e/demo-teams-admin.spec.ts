import { rmSync } from 'node:fs';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_BANNER_TEXT, DEMO_DISABLED_HINT } from '../src/shared/helpers/demo-access';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { freePort, runCli, startSitewarden, type SitewardenServer } from './support/global-setup';
import { HEALTHY_DOMAIN, BROKEN_DOMAIN } from './support/probe-lab';
import { enterDemo, settledScreenshot, toastLocator } from './support/page-helpers';
import { freshDataDir } from './support/data-dir';

/*
 * Issue 15 section 6 in the browser: the read-only demo says what it is, disables what it cannot do and still scans;
 * an invitation handed over as a copied link; the plan badge of a team workspace; the first account of a fresh
 * installation becomes its administrator and reads the mail outbox at /admin/mailgun; Run Full Audit asks which
 * domain.
 */
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'demo-teams-password';

const withOrigin = (origin = baseUrl()) => ({ headers: { Origin: origin } });

async function signUpThroughApi(request: APIRequestContext, email: string, origin = baseUrl()): Promise<void> {
  const res = await request.post('/api/auth/register', {
    ...withOrigin(origin),
    data: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Tester', termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** `sitewarden user plan` beside the running server (it runs inside it, through the control socket). */
async function setPlan(email: string, plan: string): Promise<void> {
  await runCli(['user', 'plan', '--email', email, '--plan', plan], {
    ...process.env,
    DATA_DIR: inject('dataDir'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  });
}

describe('demo, teams and the first administrator in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`demo: says it is a demo, disables what it cannot do, and scans (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await enterDemo(page);
      await page.getByText(DEMO_BANNER_TEXT).waitFor();

      // Run Full Audit would be refused: it is disabled, and its wrapper says why (the tooltip on hover or focus).
      const audit = page.getByRole('button', { name: 'Run Full Audit' });
      await audit.waitFor();
      expect(await audit.isDisabled()).toBe(true);
      const locked = page.getByLabel(DEMO_DISABLED_HINT).filter({ has: audit });
      // a tooltip closes when the page scrolls under it: into view first, then the pointer
      const tooltip = page.locator('[data-radix-popper-content-wrapper]').filter({ hasText: DEMO_DISABLED_HINT });
      // a late re-render of a loaded page can close it again: point away and back until it stays
      for (let attempt = 1; ; attempt++) {
        await locked.scrollIntoViewIfNeeded();
        await page.mouse.move(0, 0);
        await locked.hover();
        try {
          await tooltip.waitFor({ timeout: 5_000 });
          break;
        } catch (error) {
          if (attempt === 5) throw error;
        }
      }
      await settledScreenshot(page, `demo-banner-${label}`);
      const addDomain = page.getByRole('button', { name: 'Add Domain' }).first();
      expect(await addDomain.isDisabled()).toBe(true);

      // A scan is what the demo may do: it runs, and the result is this visitor's own.
      await page.goto('/scanner');
      await page.getByRole('heading', { level: 1, name: 'Domain Scanner' }).waitFor();
      await page.getByText(DEMO_BANNER_TEXT).waitFor();
      await page.getByLabel('Domain', { exact: true }).fill(HEALTHY_DOMAIN);
      await page.getByRole('button', { name: 'Scan Domain' }).click();
      await page.getByRole('heading', { name: `Last Scan: ${HEALTHY_DOMAIN}` }).waitFor({ timeout: 30_000 });
      await toastLocator(page, 'Scan Complete').waitFor();
      expect(await page.getByText('Access Denied').count()).toBe(0);
      await settledScreenshot(page, `demo-scan-${label}`);
      await context.close();
    });
  }

  it('teams: an invitation copied as a link is accepted by the invitee, whose plan badge shows the team plan', async () => {
    const inviterEmail = uniqueEmail('inviter');
    const inviteeEmail = uniqueEmail('invitee');
    const inviter = await newPage(browser);
    await signUpThroughApi(inviter.page.request, inviterEmail);
    await setPlan(inviterEmail, 'pro');
    const created = await inviter.page.request.post('/api/teams', { ...withOrigin(), data: { name: 'Linked Team' } });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    const { page } = inviter;
    await page.goto(`/teams/${slug}/settings?tab=invitations`);
    await page.getByLabel('Email', { exact: true }).fill(inviteeEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Copy a link to the invitation of ${inviteeEmail}` }).click();
    const field = page.getByLabel(`Invitation link for ${inviteeEmail}`);
    await field.waitFor();
    await toastLocator(page, 'Invitation link').waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/invitation/[A-Za-z0-9_-]+$`));
    await settledScreenshot(page, 'invitation-copy-link-desktop');

    // The invitee, on Free, opens the link, signs up on the way, and accepts.
    const invitee = await newPage(browser, PHONE);
    await signUpThroughApi(invitee.page.request, inviteeEmail);
    await invitee.page.goto(new URL(link).pathname);
    await invitee.page.getByRole('heading', { name: 'Linked Team' }).waitFor();
    await invitee.page.getByRole('button', { name: 'Accept and join' }).click();
    await invitee.page.waitForURL(`${baseUrl()}/`);
    await invitee.page.getByText('Welcome to Linked Team', { exact: true }).waitFor();
    // the team's plan (its owner's Pro), not the invitee's own Free
    await invitee.page.getByRole('link', { name: 'Plan: Pro. See plans and pricing' }).waitFor();
    expect(await invitee.page.getByRole('link', { name: /Plan: Free Plan/ }).count()).toBe(0);
    await settledScreenshot(invitee.page, 'team-plan-badge-phone');

    // Back in the personal workspace, the invitee's own plan.
    const personal = await invitee.page.request.post('/api/teams/personal/switch', withOrigin());
    expect(personal.status()).toBe(200);
    await invitee.page.reload();
    await invitee.page.getByRole('link', { name: 'Plan: Free Plan. See plans and pricing' }).waitFor();
    await inviter.context.close();
    await invitee.context.close();
  });

  it('full audit: asks which domain when the workspace has several', async () => {
    const email = uniqueEmail('auditor');
    const { context, page } = await newPage(browser);
    await signUpThroughApi(page.request, email);
    await setPlan(email, 'pro');
    for (const name of [HEALTHY_DOMAIN, BROKEN_DOMAIN]) {
      const res = await page.request.post('/api/domains', { ...withOrigin(), data: { name } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Run Full Audit' }).click();
    const picker = page.getByRole('dialog', { name: 'Run a full audit' });
    await picker.waitFor();
    await picker.getByRole('combobox', { name: 'Domain' }).selectOption({ label: HEALTHY_DOMAIN });
    await settledScreenshot(page, 'full-audit-domain-picker-desktop');
    const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/full-audit'));
    await picker.getByRole('button', { name: 'Start audit' }).click();
    expect((await started).status()).toBe(202);
    await toastLocator(page, 'Security Audit Started')
      .filter({ hasText: `Auditing ${HEALTHY_DOMAIN}` })
      .waitFor();
    await context.close();
  });

  describe('a fresh installation', () => {
    let fresh: SitewardenServer;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = freshDataDir('fresh');
      fresh = await startSitewarden({ port: await freePort(), dataDir, env: { DEMO_WORKSPACE: 'off' } });
    });
    afterAll(async () => {
      await fresh?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('makes its first sign-up the administrator, who reads a reset e-mail at /admin/mailgun', async () => {
      const context = await browser.newContext({ baseURL: fresh.baseUrl, viewport: { width: 1366, height: 860 } });
      const page = await context.newPage();
      const email = 'first@fresh.test';
      await page.goto('/auth?mode=signup');
      await page.getByText('The first account on a new installation becomes its administrator').waitFor();
      await settledScreenshot(page, 'first-admin-sign-up-desktop');
      await page.getByLabel('First name').fill('Fay');
      await page.getByLabel('Last name').fill('First');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I accept the/ }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      // An e-mail to read: a password reset, kept in the outbox (no SMTP here), sent after the answer.
      const reset = await page.request.post('/api/auth/forgot-password', {
        ...withOrigin(fresh.baseUrl),
        data: { email },
      });
      expect(reset.status()).toBe(202);
      await expect
        .poll(
          async () => ((await (await page.request.get('/api/admin/outbox')).json()) as { data: unknown[] }).data.length,
          {
            timeout: 60_000,
          },
        )
        .toBe(1);

      await page
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Mail and deliveries' })
        .click();
      await page.waitForURL(`${fresh.baseUrl}/admin/mailgun`);
      await page.getByRole('tab', { name: 'Outbox' }).click();
      const message = page.getByRole('navigation', { name: 'Messages' }).getByRole('button').first();
      await message.getByText(email).waitFor();
      await message.click();
      const frame = page.frameLocator('iframe[title$="(HTML)"]');
      await frame.getByText(/reset/i).first().waitFor();
      expect(await frame.locator('a[href*="/reset-password?token="]').count()).toBeGreaterThan(0);
      await page.getByRole('radio', { name: 'Text' }).click();
      await page.getByText(/\/reset-password\?token=/).waitFor();

      await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill('no such message');
      await page.getByRole('heading', { name: 'No message matches' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill('fresh.test');
      await message.waitFor();
      await settledScreenshot(page, 'admin-mailgun-desktop');

      // The next account is no administrator, and the sign-up screen says nothing of it any more.
      const second = await browser.newContext({ baseURL: fresh.baseUrl, viewport: PHONE });
      const other = await second.newPage();
      const asked = other.waitForResponse((r) => r.url().endsWith('/api/auth/installation'));
      await other.goto('/auth?mode=signup');
      expect(await (await asked).json()).toEqual({ firstAccountBecomesAdmin: false });
      await other.getByRole('button', { name: 'Create account' }).waitFor();
      expect(await other.getByText('becomes its administrator').count()).toBe(0);
      await signUpThroughApi(other.request, 'second@fresh.test', fresh.baseUrl);
      await other.goto('/admin/mailgun');
      await other.getByRole('heading', { name: 'Administrators only' }).waitFor();
      expect((await other.request.get('/api/admin/outbox')).status()).toBe(404);
      await settledScreenshot(other, 'admin-mailgun-non-admin-phone');

      await page.setViewportSize(PHONE);
      await page.reload();
      await page.getByRole('navigation', { name: 'Messages' }).waitFor();
      await settledScreenshot(page, 'admin-mailgun-phone');
      await context.close();
      await second.close();
    });
  });
});
