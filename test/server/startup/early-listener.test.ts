import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenEarly } from '../../../src/server/startup/early-listener';
import { createStartupWork } from '../../../src/server/startup/startup-work';

describe('the port taken before the app is ready', () => {
  it('answers /healthz at once and "starting" to everything else, then hands every request to the app', async () => {
    const early = await listenEarly({ port: 0, host: '127.0.0.1' });
    const app = Fastify({ serverFactory: early.serverFactory });
    try {
      const health = await fetch(`${early.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      const ready = await fetch(`${early.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', checks: { startup: 'starting' } });

      const api = await fetch(`${early.url}/api/domains`, { method: 'POST', body: '{}' });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('2');
      expect(await api.json()).toEqual({
        message: 'Sitewarden is starting. Please try again in a moment.',
        code: 'STARTING',
        details: { retryAfter: 2 },
      });

      const page = await fetch(`${early.url}/pricing`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<h1>Sitewarden is starting</h1>');

      app.get('/pricing', async () => 'the app');
      await app.ready();
      early.handOver();
      const served = await fetch(`${early.url}/pricing`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe('the app');
      expect((await fetch(`${early.url}/healthz`)).status).toBe(404);
    } finally {
      await early.close();
      await app.close();
    }
  });

  it('says plainly that the port is taken', async () => {
    const first = await listenEarly({ port: 0, host: '127.0.0.1' });
    try {
      const port = Number(new URL(first.url).port);
      await expect(listenEarly({ port, host: '127.0.0.1' })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is taken by another program: stop it or set PORT.`,
      );
    } finally {
      await first.close();
    }
  });
});

describe('the start-up work after the server serves', () => {
  it('keeps readiness at "starting" until its steps are done, in order', async () => {
    const work = createStartupWork();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = work.run([
      { name: 'content', run: async () => void order.push('content') },
      { name: 'worker', run: async () => (order.push('worker'), held) },
    ]);
    await expect(work.readiness()).rejects.toThrow('starting');
    await expect.poll(() => order).toEqual(['content', 'worker']);
    await expect(work.readiness()).rejects.toThrow('starting');
    release();
    expect(await running).toMatch(
      /^Start-up work done in [\d.]+ s: content [\d.]+ s \(\d+ ms\), worker [\d.]+ s \(\d+ ms\); in brackets, the longest the event loop waited\.$/,
    );
    await expect(work.readiness()).resolves.toBeUndefined();
  });

  it('reports a failed step as unready, with its reason', async () => {
    const work = createStartupWork();
    await expect(
      work.run([{ name: 'content', run: () => Promise.reject(new Error('content/blog/bad.md: no title')) }]),
    ).rejects.toThrow('bad.md');
    await expect(work.readiness()).rejects.toThrow('content/blog/bad.md: no title');
  });
});
