import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser';
import { BROKEN_DOMAIN, HEALTHY_DOMAIN } from './support/probe-lab';
import { hydrated } from './support/page-helpers';

/*
 * The free scan on the landing page, the Domain Scanner and the full audit, against a real `sitewarden start` whose
 * probes resolve *.sitewarden.test through the engine's loopback lab (e2e/support/probe-lab.ts). DNS and
 * registration (RDAP) answer for real; nothing listens on 443/80 for the lab's names, so the TLS, security and
 * timing checks show their error and critical states: the UI's real failure states, end to end.
 */
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'scanner-e2e-password';

/**
 * Holds POST /api/scan for a moment so the pending state can be seen and photographed; the request then goes to the
 * real server unchanged.
 */
async function slowScans(page: Page, ms = 1500): Promise<void> {
  await page.route('**/api/scan', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Signs a fresh user up through the API (the context keeps the session cookie) and adds `domains` to monitor. */
async function signedInContext(browser: Browser, viewport?: { width: number; height: number }, domains: string[] = []) {
  const { context, page } = await newPage(browser, viewport);
  const headers = { Origin: baseUrl() };
  const registered = await context.request.post('/api/auth/register', {
    headers,
    data: {
      email: uniqueEmail('scanner'),
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Scanner',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBeLessThan(300);
  for (const name of domains) {
    const added = await context.request.post('/api/domains', { headers, data: { name } });
    expect(added.status()).toBe(201);
  }
  return { context, page };
}

/**
 * The toast with this title (and text). Found by its region's label, not by role: while a modal dialog is open the
 * rest of the page, the toast region included, is hidden from the accessibility tree.
 */
async function waitForToast(page: Page, title: string, text?: string | RegExp): Promise<void> {
  const toast = page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: title });
  await toast.first().waitFor();
  if (text) await toast.filter({ hasText: text }).first().waitFor();
}

/** Full-page screenshot from the top, so the sticky header and sidebar are drawn where they belong. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

describe('free scan on the landing page (SPEC §2.6)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport, domain] of [
    ['desktop', undefined, HEALTHY_DOMAIN],
    ['phone', PHONE, BROKEN_DOMAIN],
  ] as const) {
    it(`lets a visitor scan ${domain} (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await slowScans(page);
      await page.goto('/');
      const box = await hydrated(page.getByRole('textbox', { name: 'Domain to scan' }));
      const button = page.getByRole('button', { name: /Scan domain|Scanning/ });
      await box.scrollIntoViewIfNeeded();
      expect(await button.isDisabled()).toBe(true);
      await box.fill('   ');
      expect(await button.isDisabled()).toBe(true);
      await shot(page, `scan-landing-idle-${label}`);

      await box.fill(`  ${domain}  `);
      await box.press('Enter');
      await page.getByRole('button', { name: 'Scanning...' }).waitFor();
      expect(await page.getByRole('button', { name: 'Scanning...' }).isDisabled()).toBe(true);
      await shot(page, `scan-landing-scanning-${label}`);

      await page.getByRole('heading', { name: `Results for ${domain}` }).waitFor({ timeout: 30_000 });
      for (const section of ['DNS', 'SSL certificate', 'Security and blacklists', 'Domain registration (WHOIS)']) {
        await page.getByText(section, { exact: true }).waitFor();
      }
      // SSL is never healthy here (nothing serves HTTPS for the lab's names), so the call to action is the issues one.
      await page.getByText(`Issues detected on ${domain}`).waitFor();
      await page.getByText(/Sign up to monitor it continuously/).waitFor();
      expect(await page.getByRole('link', { name: /Monitor this domain free/ }).getAttribute('href')).toBe(
        '/auth?mode=signup',
      );
      if (domain === HEALTHY_DOMAIN) {
        await page.getByText(/Registered with Example Registrar, LLC, expires in 199 days/).waitFor();
        await page.getByText(/DNS healthy/).waitFor();
      } else {
        await page.getByText(/is listed on dbl\.sitewarden\.test/).waitFor();
        await page.getByText(/Domain registration expires in 9 days/).waitFor();
      }
      await shot(page, `scan-landing-results-${label}`);
      await context.close();
    });
  }

  it('keeps what a visitor typed while the scan box was still loading (decision 046)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const island = page.locator('[data-island="free-scan"]');
    expect(await island.getAttribute('data-island-ready')).toBeNull();
    // Typing focuses the box, which starts loading its code: the text goes into the page's own field meanwhile.
    const box = page.getByRole('textbox', { name: 'Domain to scan' });
    await box.fill(HEALTHY_DOMAIN);
    await page.locator('[data-island="free-scan"][data-island-ready]').waitFor();
    const button = page.getByRole('button', { name: 'Scan domain' });
    expect(await button.isDisabled()).toBe(false);
    await box.press('Enter');
    await page.getByRole('heading', { name: `Results for ${HEALTHY_DOMAIN}` }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("shows the visitors' rate limit with its message", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    // Visitors get 5 scans a minute per address; three were used above. Use up the rest.
    for (let i = 0; i < 5; i += 1) {
      const response = await context.request.post('/api/scan', {
        headers: { Origin: baseUrl() },
        data: { domain: HEALTHY_DOMAIN, checkTypes: ['dns'] },
      });
      if (response.status() === 429) break;
    }
    const box = await hydrated(page.getByRole('textbox', { name: 'Domain to scan' }));
    await box.fill(HEALTHY_DOMAIN);
    await box.press('Enter');
    await page.getByText('Too many requests. Please slow down and try again.').waitFor();
    await shot(page, 'scan-landing-rate-limited-phone');
    await context.close();
  });
});

describe('Domain Scanner (SPEC §2.12) and the full audit (SPEC §2.16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openScanner(page: Page): Promise<void> {
    await page.goto('/scanner');
    await page.getByRole('heading', { level: 1, name: 'Domain Scanner' }).waitFor();
  }

  async function scan(page: Page, domain: string): Promise<void> {
    await page.getByLabel('Domain', { exact: true }).fill(domain);
    await page.getByRole('button', { name: 'Scan Domain' }).click();
  }

  it('validates, scans with every check and the rules engine, explains the result and keeps a history', async () => {
    const { context, page } = await signedInContext(browser);
    await openScanner(page);
    expect(await page.title()).toBe('Domain Scanner · Sitewarden');
    for (const label of ['DNS Records', 'SSL Certificate', 'WHOIS Data', 'Performance', 'Blacklist Check']) {
      expect(await page.getByRole('checkbox', { name: label }).getAttribute('aria-checked')).toBe('true');
    }
    expect(await page.getByRole('switch', { name: /AI-Powered Analysis/ }).getAttribute('aria-checked')).toBe('true');
    await page
      .getByText('Run a domain scan with AI insights enabled to see intelligent analysis and recommendations.')
      .waitFor();
    await shot(page, 'scanner-idle-desktop');

    // History starts empty.
    await page.getByRole('button', { name: 'Scan History' }).click();
    const history = page.getByRole('dialog', { name: 'Scan History' });
    await history.getByText('No scan history available').waitFor();
    await history.getByText('Start scanning domains to build your history').waitFor();
    await shot(page, 'scanner-history-empty-desktop');
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    // Validation toasts (SPEC §5).
    await page.getByRole('button', { name: 'Scan Domain' }).click();
    await waitForToast(page, 'Invalid Domain', 'Please enter a domain name');
    await page.getByLabel('Domain', { exact: true }).fill('   ');
    await page.getByLabel('Domain', { exact: true }).press('Enter');
    await waitForToast(page, 'Invalid Domain');
    for (const label of ['DNS Records', 'SSL Certificate', 'WHOIS Data', 'Performance', 'Blacklist Check']) {
      await page.getByRole('checkbox', { name: label }).click();
    }
    await scan(page, HEALTHY_DOMAIN);
    await waitForToast(page, 'No Checks Selected', 'Please select at least one check type');
    await shot(page, 'scanner-validation-desktop');
    for (const label of ['DNS Records', 'SSL Certificate', 'WHOIS Data', 'Performance', 'Blacklist Check']) {
      await page.getByRole('checkbox', { name: label }).click();
    }

    // A scan with every check and the AI-Powered Analysis switch on: no model is configured, so the rules answer.
    await slowScans(page);
    await scan(page, ` ${BROKEN_DOMAIN} `);
    await page.getByRole('button', { name: 'Scanning...' }).waitFor();
    await page.getByText('Generating AI Insights...').waitFor();
    await shot(page, 'scanner-scanning-desktop');
    await page.getByRole('heading', { name: `Last Scan: ${BROKEN_DOMAIN}` }).waitFor({ timeout: 30_000 });
    await waitForToast(page, 'Scan Complete', `Successfully scanned ${BROKEN_DOMAIN} with expert rules insights`);
    for (const row of ['DNS Status', 'SSL Certificate', 'Security', 'WHOIS']) {
      await page.getByRole('heading', { level: 3, name: row, exact: true }).waitFor();
    }
    // Nothing answers over HTTP for the lab's names, so there is no load time and no Performance row.
    expect(await page.getByRole('heading', { level: 3, name: 'Performance', exact: true }).count()).toBe(0);
    await page.getByText('Expert rules analysis').waitFor();
    expect(await page.getByText(/AI analysis by/).count()).toBe(0);
    await shot(page, 'scanner-results-desktop');

    // What the probes found.
    await page.getByRole('button', { name: 'Details for DNS Status' }).click();
    await page.getByRole('cell', { name: 'SOA' }).waitFor();
    await page.getByRole('button', { name: 'Details for Security' }).click();
    await page.getByText('dbl.sitewarden.test', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Details for WHOIS' }).click();
    await page.getByText('Example Registrar, LLC').first().waitFor();
    await page
      .getByText(/^\d+ days? left$/)
      .first()
      .waitFor();
    await shot(page, 'scanner-details-desktop');

    // Insights: the first 3, Show All / Show Less, a recommendation's citation.
    const issues = page.getByRole('region', { name: /^Issues/ });
    const firstCount = await issues.getByRole('listitem').count();
    expect(firstCount).toBeLessThanOrEqual(3);
    if ((await issues.getByRole('button', { name: /Show All/ }).count()) > 0) {
      await issues.getByRole('button', { name: /Show All/ }).click();
      expect(await issues.getByRole('listitem').count()).toBeGreaterThan(3);
      await issues.getByRole('button', { name: /Show Less/ }).click();
      expect(await issues.getByRole('listitem').count()).toBe(3);
    }
    const recommendations = page.getByRole('region', { name: /^Recommendations/ });
    await recommendations.getByRole('listitem').first().getByRole('button').click();
    const source = recommendations.getByRole('link', { name: /View Source/ }).first();
    await source.waitFor();
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toContain('noopener');
    await shot(page, 'scanner-insights-desktop');

    // A second scan, AI switched off, then the history lists both.
    await page.getByRole('switch', { name: /AI-Powered Analysis/ }).click();
    await scan(page, HEALTHY_DOMAIN);
    await waitForToast(
      page,
      'Scan Complete',
      new RegExp(`Successfully scanned ${HEALTHY_DOMAIN.replace(/\./g, '\\.')}$`),
    );
    await page.getByRole('heading', { name: `Last Scan: ${HEALTHY_DOMAIN}` }).waitFor();
    await page.getByRole('button', { name: /Scan History/ }).click();
    const populated = page.getByRole('dialog', { name: 'Scan History' });
    await populated.getByText(BROKEN_DOMAIN).waitFor();
    await populated.getByText(HEALTHY_DOMAIN).waitFor();
    expect(await populated.getByText('Just now').count()).toBe(2);
    const checks = await populated
      .getByRole('list', { name: `Checks of ${BROKEN_DOMAIN}` })
      .getByRole('listitem')
      .allTextContents();
    expect(checks.map((c) => c.split(':')[0])).toEqual(['DNS', 'SSL', 'Security', 'WHOIS', 'Perf']);
    await shot(page, 'scanner-history-desktop');
    await populated.getByRole('button', { name: 'Clear History' }).click();
    await waitForToast(page, 'History Cleared', 'Scan history has been cleared successfully');
    await populated.getByText('No scan history available').waitFor();
    // The server's tsconfig (which covers e2e/) has no DOM types: the page-side code goes in as a string.
    expect(await page.evaluate<string | null>("window.localStorage.getItem('sitewarden:scan-history')")).toBeNull();
    await populated.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('shows the scanner on a phone', async () => {
    const { context, page } = await signedInContext(browser, PHONE);
    await openScanner(page);
    await shot(page, 'scanner-idle-phone');
    await slowScans(page);
    await scan(page, BROKEN_DOMAIN);
    await page.getByText('Generating AI Insights...').waitFor();
    await shot(page, 'scanner-scanning-phone');
    await page.getByRole('heading', { name: `Last Scan: ${BROKEN_DOMAIN}` }).waitFor({ timeout: 30_000 });
    await page.getByText('Expert rules analysis').waitFor();
    await page.getByRole('button', { name: 'Details for DNS Status' }).click();
    await shot(page, 'scanner-results-phone');
    await page
      .getByRole('region', { name: /^Recommendations/ })
      .getByRole('button')
      .first()
      .click();
    await shot(page, 'scanner-insights-phone');
    await page.getByRole('button', { name: /Scan History/ }).click();
    await page.getByRole('dialog', { name: 'Scan History' }).getByText(BROKEN_DOMAIN).waitFor();
    await shot(page, 'scanner-history-phone');
    await page.getByRole('dialog', { name: 'Scan History' }).getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('dialog', { name: 'Scan History' }).getByText('No scan history available').waitFor();
    await shot(page, 'scanner-history-empty-phone');
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`runs a full audit of a monitored domain from the scanner (${label})`, async () => {
      const { context, page } = await signedInContext(browser, viewport, [HEALTHY_DOMAIN]);
      await openScanner(page);
      await page.getByRole('switch', { name: /AI-Powered Analysis/ }).click();
      await scan(page, HEALTHY_DOMAIN);
      await page.getByRole('heading', { name: `Last Scan: ${HEALTHY_DOMAIN}` }).waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Run Full Audit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Security Audit' });
      await dialog.waitFor();
      await waitForToast(page, 'Security Audit Started');
      await dialog.getByText('DNS Security Check').waitFor();
      // photographed once the first step is done and the second runs
      await expect
        .poll(
          async () =>
            Number(await dialog.getByRole('progressbar', { name: 'Audit progress' }).getAttribute('aria-valuenow')),
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(20);
      await shot(page, `audit-running-${label}`);

      // the lab's healthy site answers every probe and Lighthouse: the audit completes
      const done = page.getByRole('dialog', { name: 'Security Audit Results' });
      await done.waitFor({ timeout: 120_000 });
      expect(await done.getByRole('progressbar', { name: 'Audit progress' }).getAttribute('aria-valuenow')).toBe('100');
      await waitForToast(page, 'Audit Complete', /^Audit CompleteSecurity score: \d+\/100 /);
      await done.getByText(/^(Secure|Needs Improvement|Critical Issues)$/).waitFor();
      for (const area of ['DNS', 'SSL Certificate', 'WHOIS', 'Security', 'Performance', 'Vulnerabilities']) {
        await done.getByText(area, { exact: true }).first().waitFor();
      }
      await done.getByRole('heading', { name: 'Recommendations' }).waitFor();
      await shot(page, `audit-completed-${label}`);
      await context.close();
    }, 180_000);
  }
});
