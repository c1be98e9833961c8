import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { settledScreenshot } from './support/page-helpers';
import { E2E_PASSWORD } from './support/global-setup';

/*
 * Teams end to end, on the accounts global-setup made with the CLI: owner@e2e.test (Pro: 3 team members),
 * colleague@e2e.test (Free) and admin@e2e.test (reads the mail outbox; the e2e server has no SMTP).
 */
const OWNER = 'owner@e2e.test';
const COLLEAGUE = 'colleague@e2e.test';
const ADMIN = 'admin@e2e.test';
const NEWCOMER = 'newcomer@e2e.test';
const TEAM = 'Acme Web Team';
const SLUG = 'acme-web-team';
const PHONE = { width: 390, height: 844 };

/** State-changing API calls from a page carry the site's Origin, as the browser's own calls do. */
function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data, headers: { Origin: baseUrl() } });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedInPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/auth');
  await signIn(page, email);
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return { context, page };
}

/** The newest invitation link e-mailed to `email`, read from the outbox as the admin. */
async function invitationPath(admin: APIRequestContext, email: string): Promise<string> {
  const response = await admin.get('/api/admin/outbox?limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ to: string; subject: string; text: string | null }> };
  const mail = data.find((m) => m.to === email);
  expect(mail?.subject).toContain(TEAM);
  const link = /https?:\/\/\S+\/invitation\/[^\s"<]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname;
}

async function domainNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/domains');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Array<{ name: string }> };
  return body.data.map((d) => d.name);
}

describe('teams in the browser', () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let colleague: { context: BrowserContext; page: Page };
  let admin: APIRequestContext;
  let colleagueInvitation: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await newPage(browser);
    admin = context.request;
    expect((await post(admin, '/api/auth/login', { email: ADMIN, password: E2E_PASSWORD })).status()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('owner: keeps a personal domain, then creates a team, which becomes the current workspace', async () => {
    owner = await signedInPage(browser, OWNER);
    const { page } = owner;
    expect((await post(page.request, '/api/domains', { name: 'personal-site.com' })).status()).toBe(201);

    await page.goto('/teams');
    await page.getByRole('heading', { name: "You're not in a team yet" }).waitFor();
    await settledScreenshot(page, 'teams-empty-desktop');

    await page.getByRole('link', { name: 'Create team' }).first().click();
    await page.waitForURL(`${baseUrl()}/teams/new`);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Team name is required').waitFor();
    await page.getByLabel('Team name').fill(TEAM);
    expect(await page.getByLabel('Slug').inputValue()).toBe(SLUG);
    await page.getByLabel(/Description/).fill('Marketing sites and the shop');
    await settledScreenshot(page, 'teams-new-desktop');
    await page.getByRole('button', { name: 'Create team' }).click();

    await page.waitForURL(`${baseUrl()}/teams/${SLUG}/settings?tab=invitations`);
    await page.getByText('Team created', { exact: true }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(TEAM) })
      .getByText('Team · Owner')
      .waitFor();

    // Now in the team's workspace: the new domain belongs to the team.
    expect((await post(page.request, '/api/domains', { name: 'team-site.com' })).status()).toBe(201);
    expect(await domainNames(page.request)).toEqual(['team-site.com']);
  });

  it('owner: invites the colleague as a member, and the plan limit stops a fourth seat', async () => {
    const { page } = owner;
    await page.getByLabel('Email', { exact: true }).fill(COLLEAGUE);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    const list = page.getByRole('list', { name: 'Invitations' });
    await list.getByText(COLLEAGUE).waitFor();
    await list.getByText('Pending').waitFor();
    colleagueInvitation = await invitationPath(admin, COLLEAGUE);

    await page.getByLabel('Email', { exact: true }).fill(NEWCOMER);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await list.getByText(NEWCOMER).waitFor();
    await page.getByText('3 of 3 seats used').waitFor();

    // Pro allows 3 team members; pending invitations hold seats. The server refuses and says why.
    await page.getByLabel('Email', { exact: true }).fill('fourth@e2e.test');
    const refusal = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/teams/${SLUG}/invitations`),
    );
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const refused = await refusal;
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('PLAN_LIMIT_REACHED');
    await page.getByRole('alert').filter({ hasText: 'No seats left' }).waitFor();
    await page.getByText('Your Pro plan allows 3 team members. Upgrade to invite more.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send invitation' }).and(page.locator(':not([aria-busy])')).waitFor();
    await settledScreenshot(page, 'team-settings-invitations-desktop');
  });

  it('colleague: signs in from the invitation link, accepts, and works in the team', async () => {
    const { context, page } = await newPage(browser);
    colleague = { context, page };
    await page.goto(colleagueInvitation);
    await page.waitForURL(/\/auth\?next=%2Finvitation%2F/);
    await signIn(page, COLLEAGUE);

    // Back on the invitation after signing in.
    await page.waitForURL(`${baseUrl()}${colleagueInvitation}`);
    await page.getByRole('heading', { name: TEAM }).waitFor();
    await page.getByText('Olive Owner invited you to join').waitFor();
    await settledScreenshot(page, 'invitation-desktop');

    await page.getByRole('button', { name: 'Accept and join' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText(`Welcome to ${TEAM}`, { exact: true }).waitFor();

    const names = await domainNames(page.request);
    expect(names).toContain('team-site.com');
    expect(names).not.toContain('personal-site.com');

    const switcher = page.getByRole('button', { name: new RegExp(TEAM) });
    await switcher.getByText('Team · Member').waitFor();
    await switcher.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitemradio', { name: /Personal workspace/ }).waitFor();
    const teamItem = menu.getByRole('menuitemradio', { name: new RegExp(TEAM) });
    expect(await teamItem.getAttribute('aria-checked')).toBe('true');
    expect(await teamItem.textContent()).toContain('Member');
    await settledScreenshot(page, 'workspace-switcher-open-desktop');
    await page.keyboard.press('Escape');
  });

  it('owner: makes the colleague a viewer in the members tab; the server then refuses their changes', async () => {
    const { page } = owner;
    await page.getByRole('tab', { name: /Members/ }).click();
    const members = page.getByRole('list', { name: 'Team members' });
    await members.getByText(COLLEAGUE).waitFor();
    await page.getByRole('combobox', { name: 'Role of Colin Colleague' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await page.getByText('Colin Colleague is now a viewer.', { exact: true }).waitFor();
    await settledScreenshot(page, 'team-settings-members-desktop');

    const refused = await post(colleague.page.request, '/api/domains', { name: 'colleague-site.com' });
    expect(refused.status()).toBe(403);

    // The colleague's settings screen shows no management controls.
    await colleague.page.goto(`/teams/${SLUG}/settings?tab=members`);
    await colleague.page.getByRole('list', { name: 'Team members' }).waitFor();
    expect(await colleague.page.getByRole('combobox').count()).toBe(0);
    await colleague.page.getByRole('button', { name: 'Leave team' }).waitFor();
    await settledScreenshot(colleague.page, 'team-settings-members-viewer-desktop');
  });

  it('owner: general and activity tabs', async () => {
    const { page } = owner;
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('button', { name: 'Delete team' }).waitFor();
    await settledScreenshot(page, 'team-settings-general-desktop');

    await page.getByRole('tab', { name: 'Activity' }).click();
    const log = page.getByRole('list', { name: 'Activity log' });
    await log.getByText(`changed ${COLLEAGUE}'s role from member to viewer`).waitFor();
    await log.getByText('joined the team as a member').waitFor();
    await log.getByText('added team-site.com').waitFor();
    await settledScreenshot(page, 'team-settings-activity-desktop');

    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Invitations' }).click();
    // Two invitations were sent (the refused fourth one left no trace).
    await page.getByText('1–2 of 2', { exact: true }).waitFor();
    await log.getByText(`invited ${COLLEAGUE} as a member`).waitFor();
    expect(await log.getByText('added team-site.com').count()).toBe(0);
  });

  it('newcomer: signs up from the invitation link, comes back to it and declines', async () => {
    const path = await invitationPath(admin, NEWCOMER);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(path);
    await page.waitForURL(/\/auth\?next=%2Finvitation%2F/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email', { exact: true }).fill(NEWCOMER);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${baseUrl()}${path}`);
    await page.getByRole('heading', { name: TEAM }).waitFor();
    await settledScreenshot(page, 'invitation-phone');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('This invitation was declined').waitFor();
    await context.close();
  });

  it('phone: the teams list, the create form, the settings tabs and the switcher in the drawer', async () => {
    const { context, page } = await signedInPage(browser, OWNER, PHONE);
    await page.goto('/teams');
    await page.getByRole('list', { name: 'Teams' }).getByText(TEAM).waitFor();
    await settledScreenshot(page, 'teams-phone');

    await page.goto('/teams/new');
    await page.getByLabel('Team name').fill('Second team');
    await settledScreenshot(page, 'teams-new-phone');

    for (const tab of ['general', 'members', 'invitations', 'activity'] as const) {
      await page.goto(`/teams/${SLUG}/settings?tab=${tab}`);
      await page.getByRole('tab', { name: new RegExp(tab, 'i'), selected: true }).waitFor();
      if (tab === 'members') await page.getByRole('list', { name: 'Team members' }).waitFor();
      if (tab === 'invitations') await page.getByRole('list', { name: 'Invitations' }).waitFor();
      if (tab === 'activity') await page.getByRole('list', { name: 'Activity log' }).waitFor();
      await settledScreenshot(page, `team-settings-${tab}-phone`);
    }

    await page.getByRole('button', { name: /Open menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: new RegExp(TEAM) }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Team settings' }).waitFor();
    await settledScreenshot(page, 'workspace-switcher-open-phone');

    // Switching to the personal workspace shows its own domains again.
    await page
      .getByRole('menu')
      .getByRole('menuitemradio', { name: /Personal workspace/ })
      .click();
    await page.getByText('Switched to Personal Workspace', { exact: true }).waitFor();
    expect(await domainNames(page.request)).toEqual(['personal-site.com']);

    // Following a link from the switcher closes the drawer.
    await drawer.getByRole('button', { name: /Personal workspace/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'All teams' }).click();
    await page.waitForURL(`${baseUrl()}/teams`);
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });
});
