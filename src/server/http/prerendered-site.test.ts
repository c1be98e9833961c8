import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import { YEAR_PLACEHOLDER } from '../../shared/prerender/site-year';
import { loadPrerenderedSite } from './prerendered-site';

describe('prerendered pages as served', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'sw-site-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/"><footer><p>© ${YEAR_PLACEHOLDER} Sitewarden</p></footer>`,
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
});
