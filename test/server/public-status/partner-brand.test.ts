import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { statusFixture } from './status-page-fixture';

const XSS = '<script>alert(1)</script>';

/** Decision 072: an agency's saved partner branding replaces "Powered by Sitewarden" on its public status pages. */
describe.each(DATABASE_KINDS)('partner branding on public status pages on %s', (kind) => {
  let t: TestApp;
  let agency: Client;
  let other: Client;

  const page = (slug: string) => t.app.inject({ method: 'GET', url: `/public/status/${slug}` });
  const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const fx = statusFixture(t.database.handle.db);
    agency = await signedInClient(t, 'agency@example.com', 'agency');
    other = await signedInClient(t, 'other@example.com', 'pro');
    await fx.page({ userId: await fx.userId('agency@example.com'), slug: 'client-status', name: 'Client status' });
    await fx.page({ userId: await fx.userId('other@example.com'), slug: 'other-status', name: 'Other status' });
  }, 60_000);

  afterAll(() => t?.close());

  it("shows the agency's name, link and logo instead of Sitewarden once saved, escaped, on its own pages only", async () => {
    // before any branding: Sitewarden's credit, and a partner account without branding changes nothing
    expect(footer((await page('client-status')).body)).toContain('Powered by Sitewarden');
    expect((await agency.get('/api/partner')).statusCode).toBe(200);
    expect(footer((await page('client-status')).body)).toContain('Powered by Sitewarden');

    const saved = await agency.request('PUT', '/api/partner', {
      companyName: 'Agency Ltd',
      contactEmail: 'agency@example.com',
      websiteUrl: 'https://agency.example/?a=1&b=2',
      branding: {
        companyName: `Pixel & Co ${XSS}`,
        logoUrl: 'https://cdn.agency.example/logo.svg',
        primaryColor: '#7C3AED',
      },
    });
    expect(saved.statusCode).toBe(200);

    // at once (the page's cached answer was told), not after the cache's minute
    const res = await page('client-status');
    const credit = footer(res.body);
    expect(credit).not.toContain('Sitewarden');
    expect(credit).toContain(
      'Powered by <a class="sw-brand-mark" href="https://agency.example/?a=1&amp;b=2" rel="noopener">',
    );
    expect(credit).toContain(
      '<img src="https://cdn.agency.example/logo.svg" alt="" height="20" referrerpolicy="no-referrer">',
    );
    expect(credit).toContain('Pixel &amp; Co &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain(XSS);
    // the brand's colour is the accent of a page that sets none
    expect(res.body).toContain('--accent:#7c3aed');
    // the logo's origin may serve images to that page, and nothing else changes in its policy
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https://cdn.agency.example;");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");

    // another workspace's page keeps Sitewarden's credit and policy
    const elsewhere = await page('other-status');
    expect(footer(elsewhere.body)).toContain('Powered by Sitewarden');
    expect(elsewhere.headers['content-security-policy']).toContain("img-src 'self' data:;");
  });

  it('falls back to the partner company name without a branding name, and to Sitewarden when the branding is cleared', async () => {
    await other.request('PUT', '/api/partner', {
      companyName: 'Other Agency',
      contactEmail: 'other@example.com',
      branding: { logoUrl: 'https://other.example/logo.png' },
    });
    let credit = footer((await page('other-status')).body);
    expect(credit).toContain('<span class="sw-brand-mark"><img src="https://other.example/logo.png"');
    expect(credit).toContain('<span>Other Agency</span>');

    await other.request('PUT', '/api/partner', {
      companyName: 'Other Agency',
      contactEmail: 'other@example.com',
      branding: {},
    });
    credit = footer((await page('other-status')).body);
    expect(credit).toContain('Powered by Sitewarden');
  });
});
