import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import { YEAR_PLACEHOLDER } from '../../shared/prerender/site-year';
import { PAYMENTS_PLACEHOLDER } from '../../shared/prerender/site-payments';
import { loadPrerenderedSite } from './prerendered-site';

describe('prerendered pages as served', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'sw-site-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html data-payments="${PAYMENTS_PLACEHOLDER}"><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/">` +
      '<p>Prices per month. <span data-payments-only="stripe">Billed through Stripe.</span>' +
      '<span data-payments-only="operator">This installation takes no payments: its operator assigns plans.</span></p>' +
      `<footer><p>© ${YEAR_PLACEHOLDER} Sitewarden</p></footer>`,
  );
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it("says the year it is served in, not the build's, and moves on with the new year (decision 069)", () => {
    let now = new Date('2026-12-31T23:59:59Z');
    const site = loadPrerenderedSite(webDir, 'https://status.example.org', () => now)!;
    const plain = () => site.shell.encoded(undefined).body.toString('utf8');
    const gzipped = () => gunzipSync(site.shell.encoded('gzip').body).toString('utf8');

    expect(plain()).toContain('<p>© 2026 Sitewarden</p>');
    expect(plain()).toContain('href="https://status.example.org/"');
    expect(gzipped()).toContain('© 2026 Sitewarden');

    now = new Date('2027-01-01T00:00:01Z');
    expect(plain()).toContain('<p>© 2027 Sitewarden</p>');
    expect(gzipped()).toContain('© 2027 Sitewarden');
    expect(plain()).not.toContain(YEAR_PLACEHOLDER);
  });

  it('says how plans are paid for as this installation does: through Stripe only when it has Stripe (issue 33)', () => {
    const served = (payments: 'stripe' | 'operator') =>
      loadPrerenderedSite(webDir, 'https://status.example.org', undefined, payments)!
        .shell.encoded(undefined)
        .body.toString('utf8');

    const withoutStripe = served('operator');
    expect(withoutStripe).toContain(
      '<p>Prices per month. This installation takes no payments: its operator assigns plans.</p>',
    );
    expect(withoutStripe).not.toContain('Stripe');
    expect(withoutStripe).toContain('data-payments="operator"');

    const withStripe = served('stripe');
    expect(withStripe).toContain('<p>Prices per month. Billed through Stripe.</p>');
    expect(withStripe).not.toContain('takes no payments');
    expect(withStripe).toContain('data-payments="stripe"');
  });
});
