import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi, withOrigin } from './support/api-session';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { settledScreenshot, toastLocator } from './support/page-helpers';
import { BROKEN_DOMAIN } from './support/probe-lab';

/*
 * The performance screen, its per-domain view and /admin/performance against a real `sitewarden start` (SPEC §2.15,
 * §2.2). Nothing serves HTTPS for the lab's names, so no Lighthouse run can succeed here: the screens show their real
 * 'not measured' states. The populated look is photographed with the
 * API's answers replaced by fixed ones (the last test), for people to look at.
 */
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** A fresh account (signed in through the API) monitoring the lab's blacklisted domain. */
async function freshWorkspace(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; domainId: string }> {
  const { context, page } = await newPage(browser, viewport);
  const registered = await context.request.post('/api/auth/register', {
    ...withOrigin(),
    data: {
      email: uniqueEmail('perf'),
      password: 'perf-e2e-password',
      firstName: 'Pat',
      lastName: 'Perf',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);
  const added = await context.request.post('/api/domains', { ...withOrigin(), data: { name: BROKEN_DOMAIN } });
  expect(added.status()).toBe(201);
  return { context, page, domainId: ((await added.json()) as { id: string }).id };
}

const toast = toastLocator;
const shot = settledScreenshot;

async function chooseRange(page: Page, label: string): Promise<void> {
  const range = label === 'Last 24h' ? '24h' : label === 'Last 7 days' ? '7d' : '30d';
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/performance/aggregate?range=${range}`) && r.status() === 200,
  );
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: label }).click();
  await answered;
}

/** Fixed answers for the populated look: two domains, one slow, with a full Lighthouse result. */
function populatedAnswers(domainId: string) {
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  const aggregate = {
    range: '24h',
    from: ago(24),
    to: ago(0),
    lcp: { value: 3120, target: 2500, status: 'needs-improvement', samples: 4 },
    inp: { value: null, target: 200, status: null, samples: 0 },
    cls: { value: 0.04, target: 0.1, status: 'good', samples: 4 },
    avgPerformanceScore: 66,
    measurements: 4,
    domainsMeasured: 2,
    domainsTotal: 2,
    lastMeasuredAt: ago(3),
    domains: [
      { id: domainId, name: BROKEN_DOMAIN, performanceScore: 52, lcp: 4300, cls: 0.12, measuredAt: ago(3) },
      { id: 'fixture-2', name: 'shop.example.com', performanceScore: 94, lcp: 1500, cls: 0.01, measuredAt: ago(5) },
    ],
  };
  const detail = {
    domain: { id: domainId, name: BROKEN_DOMAIN },
    latest: {
      id: 'scan-1',
      url: `https://${BROKEN_DOMAIN}/`,
      device: 'mobile',
      scannedAt: ago(3),
      scores: { performance: 52, accessibility: 91, bestPractices: 100, seo: 83 },
      vitals: { lcp: 4300, cls: 0.12, tbt: 620, fcp: 1900, ttfb: 420, speedIndex: 3900 },
      network: {
        dnsLookup: 12,
        tcpConnection: 20,
        tlsHandshake: 45,
        timeToFirstByte: 310,
        downloadTime: 80,
        totalTime: 470,
        redirectTime: 0,
        serverResponseTime: 230,
      },
      requestCount: 48,
      transferSize: 1_240_000,
      renderBlocking: [
        { url: `https://${BROKEN_DOMAIN}/assets/app.css`, type: 'Stylesheet', transferSize: 38_000, duration: 240 },
        {
          url: 'https://fonts.example-cdn.com/css2?family=Inter',
          type: 'Stylesheet',
          transferSize: 1_200,
          duration: 180,
        },
      ],
      thirdParties: [
        {
          domain: 'www.googletagmanager.com',
          category: 'tag-manager',
          requestCount: 3,
          transferSize: 98_000,
          blockingTime: 280,
          mainThreadTime: 410,
          impact: 'high',
          recommendations: [
            'Load Google Tag Manager with async or defer, or after the first interaction: it blocks the main thread for 280 ms.',
          ],
        },
        {
          domain: 'static.hotjar.com',
          category: 'analytics',
          requestCount: 2,
          transferSize: 41_000,
          blockingTime: 20,
          mainThreadTime: 90,
          impact: 'low',
          recommendations: [],
        },
      ],
    },
    budgets: [
      {
        id: 'b1',
        metric: 'performance_score',
        label: 'Performance score',
        threshold: 80,
        unit: 'score',
        severity: 'warning',
        direction: 'at-least',
        actual: 52,
        status: 'fail',
      },
      {
        id: 'b2',
        metric: 'lcp',
        label: 'Largest Contentful Paint',
        threshold: 5000,
        unit: 'ms',
        severity: 'critical',
        direction: 'at-most',
        actual: 4300,
        status: 'pass',
      },
    ],
    history: [52, 58, 61].map((score, i) => ({
      measuredAt: ago(3 + 24 * i),
      performanceScore: score,
      lcp: 4300 - i * 200,
      cls: 0.12,
    })),
    analysis: { domainId, status: 'idle', startedAt: null, finishedAt: null, error: null },
  };
  return { aggregate, detail };
}

describe('performance (SPEC §2.15)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`switches performance ranges and keeps the choice across a reload (${label})`, async () => {
      const { context, page } = await freshWorkspace(browser, viewport);
      await page.goto('/performance');
      await page.getByRole('heading', { name: 'Performance Overview' }).waitFor();
      await page.getByRole('heading', { name: 'No measurements in the last 24h' }).waitFor();
      // the domain's card says it was never measured, with no invented score
      const card = page.getByRole('article', { name: BROKEN_DOMAIN });
      await card.getByText('No Lighthouse run yet').waitFor();
      await card.getByText('Not measured yet').waitFor();
      expect(await card.getByRole('progressbar').count()).toBe(0);
      await shot(page, `performance-empty-${label}`);

      await chooseRange(page, 'Last 7 days');
      await page.getByRole('heading', { name: 'No measurements in the last 7 days' }).waitFor();
      expect(new URL(page.url()).searchParams.get('range')).toBe('7d');
      await chooseRange(page, 'Last 30 days');
      await page.getByRole('heading', { name: 'No measurements in the last 30 days' }).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'No measurements in the last 30 days' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Time range' }).textContent()).toContain('Last 30 days');
      await chooseRange(page, 'Last 24h');
      expect(new URL(page.url()).searchParams.get('range')).toBeNull();
      await context.close();
    });
  }

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`lays out measured results: overview, warning, recommendations and a domain's Lighthouse view (${label})`, async () => {
      const { context, page, domainId } = await freshWorkspace(browser, viewport);
      const answers = populatedAnswers(domainId);
      await page.route('**/api/performance/aggregate?range=24h', (route) => route.fulfill({ json: answers.aggregate }));
      await page.route(`**/api/domains/${domainId}/performance`, (route) => route.fulfill({ json: answers.detail }));
      await page.goto('/performance');
      await page.getByText('Performance needs attention').waitFor();
      await page.getByRole('progressbar', { name: 'Overall score' }).waitFor();
      await page.getByText('Speed up the largest paint (LCP)').waitFor();
      await shot(page, `performance-populated-${label}`);

      await page.getByRole('link', { name: `Details for ${BROKEN_DOMAIN}` }).click();
      await page.getByRole('heading', { name: 'Render-blocking resources' }).waitFor();
      await page.getByText('www.googletagmanager.com').waitFor();
      await page.getByText('Over budget').waitFor();
      await shot(page, `performance-domain-${label}`);
      await context.close();
    });
  }

  it('queues Analyze Performance and follows the run; the detail view says nothing was measured yet', async () => {
    const { context, page, domainId } = await freshWorkspace(browser);
    await page.goto('/performance');
    await page.getByRole('button', { name: `Analyze performance of ${BROKEN_DOMAIN}` }).click();
    await toast(page, 'Analysis Started').waitFor();
    // The run itself (real Lighthouse, which fails here: nothing serves HTTPS) is the server suite's business; its
    // polling and outcome toasts are the component tests'. Here: the button follows the queued run.
    await page
      .getByRole('button', { name: new RegExp(`^(Queued|Analyzing)… ${BROKEN_DOMAIN.replace(/\./g, '\\.')}$`) })
      .waitFor();

    await page.getByRole('link', { name: `Details for ${BROKEN_DOMAIN}` }).click();
    await page.waitForURL(`${baseUrl()}/performance?domain=${domainId}`);
    await page.getByRole('heading', { name: BROKEN_DOMAIN, level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Not measured yet' }).waitFor();
    await shot(page, 'performance-domain-empty-desktop');
    await page.getByRole('link', { name: 'All domains' }).click();
    await page.getByRole('heading', { name: 'Performance Overview' }).waitFor();
    await context.close();
  });

  it('shows /admin/performance to admins and tells other users it is for administrators', async () => {
    const visitor = await freshWorkspace(browser, PHONE);
    await visitor.page.goto('/admin/performance');
    await visitor.page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    await shot(visitor.page, 'admin-performance-refused-phone');
    await visitor.context.close();

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signInThroughApi(context.request, 'admin@e2e.test');
      // a field report from this very browser, as the app's reporter sends them
      const reported = await context.request.post('/api/metrics/web-vitals', {
        ...withOrigin(),
        data: {
          url: `${baseUrl()}/invitation/some-token`,
          lcp: [1800, 2600],
          inp: [120],
          cls: [0.02],
          fcp: [900],
          ttfb: [300],
        },
      });
      expect(reported.status()).toBe(204);
      await page.goto('/admin/performance');
      await page.getByRole('rowheader', { name: '/invitation/:token' }).waitFor();
      expect(await page.getByText('Administrators only').count()).toBe(0);
      await shot(page, `admin-performance-${label}`);
      await context.close();
    }
  });
});

describe('renewals and security on the dashboard (SPEC §2.14, §2.16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The dashboard once the monitoring engine (every 5 s here) has stored what `ready` looks for. */
  async function dashboardWhen(page: Page, ready: (page: Page) => Locator): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Upcoming Renewals', exact: true }).waitFor();
      try {
        await ready(page).waitFor({ timeout: 3_000 });
        return;
      } catch (error) {
        if (attempt >= 15) throw error;
      }
    }
  }

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`adds a renewal reminder and still lists it after a reload, beside the real registration date (${label})`, async () => {
      const { context, page } = await freshWorkspace(browser, viewport);
      const renewals = () => page.getByRole('list', { name: 'Soonest renewals' });
      // the lab registers the domain for 10 more days: its registration check puts it among the renewals
      await dashboardWhen(page, () => renewals().getByText(`${BROKEN_DOMAIN} registration`));
      const registration = renewals()
        .getByRole('listitem')
        .filter({ hasText: `${BROKEN_DOMAIN} registration` });
      expect(await registration.textContent()).toMatch(/(9|10) days left/);

      const title = `Renew hosting ${label}`;
      const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      await page.getByRole('button', { name: 'Add Renewal Reminder' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Renewal Reminder' });
      await dialog.getByRole('button', { name: 'Add Reminder' }).click();
      await dialog.getByText('Title is required').waitFor();
      await dialog.getByText('Please select a reminder type').waitFor();
      await dialog.getByText('Date is required').waitFor();
      await dialog.getByLabel('Reminder Title').fill(title);
      await dialog.getByLabel('Reminder Type').selectOption({ label: 'Hosting Renewal' });
      await dialog.getByLabel('Renewal Date').fill(date);
      await dialog.getByLabel(/Notes/).fill('Invoice comes from the hosting company');
      await shot(page, `renewal-reminder-dialog-${label}`);
      await dialog.getByRole('button', { name: 'Add Reminder' }).click();
      await toast(page, 'Reminder Added').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await renewals().getByText(title).waitFor();

      await page.reload();
      await renewals().getByText(title).waitFor();
      // soonest first: the registration (days away) comes before the reminder (40 days away)
      const titles = await renewals().getByRole('listitem').allTextContents();
      expect(titles.findIndex((t) => t.includes('registration'))).toBeLessThan(
        titles.findIndex((t) => t.includes(title)),
      );
      await shot(page, `dashboard-widgets-${label}`);

      await page.getByRole('button', { name: 'Manage' }).click();
      const all = page.getByRole('dialog', { name: 'Upcoming Renewals' });
      await all.getByRole('button', { name: `Delete reminder ${title}` }).click();
      await toast(page, 'Reminder Deleted').waitFor();
      await all.getByText(title).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('shows the security checks from stored results with their times, and rescans', async () => {
    const { context, page } = await freshWorkspace(browser);
    const checks = () => page.getByRole('list', { name: 'Security checks' });
    // the lab's domain is on its domain blacklist: the security check finds it
    await dashboardWhen(page, () => checks().getByText(`${BROKEN_DOMAIN}: Listed on dbl.sitewarden.test`));
    const malware = checks().getByRole('listitem').filter({ hasText: 'Malware Scan' });
    await malware.getByRole('img', { name: 'Critical' }).waitFor();
    expect(await malware.textContent()).toMatch(/Last checked (Just now|\dm ago)/);
    await page.getByRole('button', { name: 'Rescan' }).click();
    await toast(page, 'Rescan Started').waitFor();
    expect(await toast(page, 'Rescan Started').textContent()).toContain('Checking 1 domain again.');
    await context.close();
  });
});
