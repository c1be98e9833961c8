import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rr } from '../testing/dns-server';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { runLighthouse } from './lighthouse-probe';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE = 'lighthouse.sitewarden.test';
const CDN = 'cdn.thirdparty.test';

/** A small real page: a render-blocking stylesheet, an image and a script from a third party. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lab page</title><meta name="description" content="A small page the Lighthouse probe is tested against.">
<link rel="stylesheet" href="/style.css"></head>
<body><main><h1>Sitewarden lab</h1><p>Measured by Lighthouse through the guarded proxy.</p>
<img src="/logo.svg" alt="Logo" width="64" height="64"></main><script src="http://${CDN}/widget.js" defer></script></body></html>`;

function serve(req: IncomingMessage, res: ServerResponse): void {
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', PAGE],
    '/style.css': ['text/css', 'body{font-family:sans-serif;margin:2rem}h1{color:#065f46}'],
    '/logo.svg': [
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#10b981"/></svg>',
    ],
    '/widget.js': ['text/javascript', 'document.body.dataset.widget = "loaded";'],
  };
  const file = files[req.url ?? '/'];
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file[0], 'content-length': Buffer.byteLength(file[1]) });
  res.end(file[1]);
}

let lab: LoopbackLab;

beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite(SITE, { http: serve });
  lab.dns.set(CDN, [rr.a('127.0.0.1')]);
  lab.http.router.routes.set(CDN, serve);
});
afterAll(async () => lab.close());

describe.skipIf(!existsSync(CHROMIUM))('lighthouse probe', () => {
  it('audits a loopback page through the guarded proxy: scores, vitals, requests and third parties', async () => {
    const result = await runLighthouse({ domain: SITE, url: `http://${SITE}/` }, lab.options, {
      chromiumPath: CHROMIUM,
      device: 'mobile',
    });
    expect(result.message).not.toMatch(/failed|could not/i);
    const d = result.details;
    expect(d).not.toBeNull();
    if (!d) return;
    for (const score of Object.values(d.scores)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(result.status).toBe(
      d.scores.performance! >= 90 ? 'healthy' : d.scores.performance! >= 50 ? 'warning' : 'critical',
    );
    expect(result.message).toMatch(/^Performance \d+\/100 \(mobile\), LCP /);
    expect(d.vitals.lcp).toBeGreaterThan(0);
    expect(d.vitals.fcp).toBeGreaterThan(0);
    expect(d.vitals.cls).toBeGreaterThanOrEqual(0);
    expect(d.vitals.tbt).toBeGreaterThanOrEqual(0);
    expect(d.vitals.ttfb).toBeGreaterThanOrEqual(0);
    expect(d.vitals.speedIndex).toBeGreaterThan(0);

    const byPath = new Map(d.resources.map((r) => [new URL(r.url).pathname, r]));
    expect(byPath.get('/')).toMatchObject({ type: 'Document', mimeType: 'text/html', thirdParty: false });
    expect(byPath.get('/style.css')).toMatchObject({ type: 'Stylesheet', renderBlocking: true, thirdParty: false });
    expect(byPath.get('/widget.js')).toMatchObject({ type: 'Script', thirdParty: true, thirdPartyDomain: CDN });
    expect(byPath.get('/style.css')?.transferSize).toBeGreaterThan(0);
    // the impact follows the blocking time Lighthouse measures, which grows with the machine's load: not asserted
    expect(d.thirdParties).toEqual([expect.objectContaining({ domain: CDN, requestCount: 1 })]);
    expect(['low', 'medium', 'high']).toContain(d.thirdParties[0]!.impact);
    expect(result.raw?.audits).toBeDefined();
    expect(JSON.stringify(result.raw)).not.toContain('data:image/jpeg;base64');
    console.info(`lighthouse: ${result.durationMs} ms, performance ${d.scores.performance}`);
    // a ceiling: a real Chromium audit took 31 s beside CI's browser lane on a slow machine
  }, 120_000);
});
