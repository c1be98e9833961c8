import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceWithRelated } from '../src/shared/contracts/resources';
import { signInThroughApi } from './support/api-session';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { hydrated, watchConsole } from './support/page-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
/** Filters apply once the page has hydrated and the list has loaded: slower on a busy machine. */
const POLL = { timeout: 30_000 };

/** The titles of the cards under "All resources" / "Matching resources". */
async function listedTitles(page: Page): Promise<string[]> {
  const section = page.locator('section[aria-labelledby="all-resources"]');
  return section.locator('article h3').allInnerTexts();
}

describe('the resources library in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by type, category and level through the address, with honest empty states', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const problems = watchConsole(page);
    await page.goto('/resources');
    await page.getByRole('heading', { name: 'Guides, checklists and tools for healthy sites', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Start here' }).waitFor();
    const all = await listedTitles(page);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all).toContain('Glossary of website monitoring terms');

    await (await hydrated(page.getByLabel('Type'))).selectOption('tool');
    await page.waitForURL(`${baseUrl()}/resources?type=tool`);
    await expect.poll(() => listedTitles(page), POLL).toEqual(['Downtime ROI calculator', 'Free domain scan']);
    await page.getByRole('heading', { name: 'Matching resources' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Start here' }).count()).toBe(0);

    // A category with no tools: nothing matches, and the page says how to get out.
    await page.getByRole('link', { name: /^DNS and domains/ }).click();
    await page.waitForURL(`${baseUrl()}/resources?category=dns-domains&type=tool`);
    await page.getByRole('heading', { name: 'Nothing matches these filters' }).waitFor();

    // Every type is offered; the ones we have none of say so.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${baseUrl()}/resources`);
    await page.getByLabel('Type').selectOption('video');
    await page.getByRole('heading', { name: 'No videos yet' }).waitFor();
    await screenshot(page, 'resources-empty-video-1280');
    await page.getByRole('button', { name: 'Show all resources' }).click();
    await page.waitForURL(`${baseUrl()}/resources`);

    await page.getByLabel('Level').selectOption('advanced');
    await page.waitForURL(`${baseUrl()}/resources?difficulty=advanced`);
    await expect
      .poll(() => listedTitles(page), POLL)
      .toEqual(['Moving DNS to a new provider without downtime', 'Sitewarden API reference']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a filtered address directly, the same page with the same canonical address', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/resources?category=ssl-tls');
    await expect
      .poll(() => listedTitles(page), POLL)
      .toEqual(['SSL/TLS checklist for every site', 'Renewing and automating TLS certificates']);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/resources`);
    expect(await page.getByRole('link', { name: /^SSL\/TLS certificates/ }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('shows a resource as prerendered HTML with its own title, and records the view after hydration', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const problems = watchConsole(page);
    const html = await (await page.request.get('/resources/monitoring-glossary')).text();
    expect(html).toContain('<title>Glossary of website monitoring terms · Sitewarden</title>');
    expect(html).toContain('<h3 id="mttr-mean-time-to-recovery">MTTR (mean time to recovery)</h3>');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/resources/monitoring-glossary"/>`);

    const view = page.waitForResponse((r) => r.url().endsWith('/api/resources/monitoring-glossary/views'));
    await page.goto('/resources/monitoring-glossary');
    expect((await view).status()).toBe(204);
    await page.getByRole('heading', { name: 'Glossary of website monitoring terms', level: 1 }).waitFor();
    const header = page.locator('article header');
    await header.getByText('Glossary', { exact: true }).waitFor();
    await header.getByText('Beginner', { exact: true }).waitFor();
    await header.getByText(/\d+ min read/).waitFor();
    for (const v of await axeViolations(page))
      problems.push(`axe ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(' | ')}`);

    // Related resources and links inside the text open within the app: no reload (the document keeps its marker).
    await page.evaluate('window.__stayed = true');
    await (await hydrated(page.getByRole('link', { name: 'Setting up monitoring for a new website' }).first())).click();
    await page.getByRole('heading', { name: 'Setting up monitoring for a new website', level: 1 }).waitFor();
    expect(await page.title()).toBe('Setting up monitoring for a new website · Sitewarden');
    await page.locator('article').getByRole('link', { name: 'Renewing and automating TLS certificates' }).click();
    await page.getByRole('heading', { name: 'Renewing and automating TLS certificates', level: 1 }).waitFor();
    expect(await page.evaluate('window.__stayed')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads a checklist through the counting endpoint, and the count shows on the page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const before = (await (await page.request.get('/api/resources/ssl-tls-checklist')).json()) as ResourceWithRelated;
    await page.goto('/resources/ssl-tls-checklist');
    const button = await hydrated(page.getByRole('link', { name: 'Download CSV' }));
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('ssl-tls-checklist.csv');
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8').split('\r\n')[0]).toBe(
      'Area,Check,How to verify,Why it matters,Done (yes/no/n.a.),Notes',
    );

    const after = (await (await page.request.get('/api/resources/ssl-tls-checklist')).json()) as ResourceWithRelated;
    expect(after.resource.downloadCount).toBe(before.resource.downloadCount + 1);
    await page.reload();
    await page
      .getByText(
        after.resource.downloadCount === 1 ? 'Downloaded once' : `Downloaded ${after.resource.downloadCount} times`,
      )
      .waitFor();
    await context.close();
  });

  it('answers 404 for a resource that does not exist', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const response = await page.goto('/resources/no-such-resource');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    await context.close();
  });

  it('shows a resource an admin adds after the build, rendered in the browser', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInThroughApi(page.request, 'admin@e2e.test');
    const slug = `runtime-note-${Date.now()}`;
    const created = await page.request.post('/api/admin/resources', {
      data: {
        title: 'Reading a traceroute',
        slug,
        description: 'What each hop of a traceroute tells you, and what it does not.',
        type: 'guide',
        category: 'monitoring',
        content: '## Hops\n\nEach line is one router on the way to the site.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const response = await page.goto(`/resources/${slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Reading a traceroute', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Hops', level: 2 }).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('Reading a traceroute · Sitewarden');
    await page.goto('/resources?category=monitoring');
    await expect.poll(() => listedTitles(page), POLL).toContain('Reading a traceroute');

    const id = ((await created.json()) as { id: string }).id;
    expect((await page.request.delete(`/api/admin/resources/${id}`)).status()).toBe(204);
    expect((await page.goto(`/resources/${slug}`))?.status()).toBe(404);
    await context.close();
  });

  it('looks right on a desktop and a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      const problems = watchConsole(page);
      await page.goto('/resources', { waitUntil: 'networkidle' });
      await screenshot(page, `resources-library-${viewport.width}`);
      await page.goto('/resources/incident-response-runbook', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Download Markdown' }).waitFor();
      await screenshot(page, `resources-runbook-${viewport.width}`);
      await page.goto('/resources/roi-calculator', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Open Downtime ROI calculator' }).waitFor();
      await screenshot(page, `resources-tool-${viewport.width}`);
      if (viewport === DESKTOP) {
        for (const v of await axeViolations(page))
          problems.push(`axe ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(' | ')}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('lists resource pages in the site search', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/search?q=moving%20dns');
    await page.locator('a[href="/resources/dns-migration-guide"]').first().waitFor();
    await context.close();
  });
});
