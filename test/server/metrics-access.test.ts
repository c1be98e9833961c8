import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/*
 * Issue 13, item 8: /metrics was open to anyone. Without METRICS_TOKEN it answers this machine only, judged by the
 * socket's address; with it, whoever sends the token.
 */
describe('who may read /metrics', () => {
  const apps: TestApp[] = [];
  let local: TestApp;
  let behindHttps: TestApp;
  let withToken: TestApp;

  beforeAll(async () => {
    local = await createTestApp('pglite');
    // https: the proxy in front is trusted with X-Forwarded-For, so request.ip may say 127.0.0.1 for anyone
    behindHttps = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://monitor.example.com' } });
    withToken = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
    apps.push(local, behindHttps, withToken);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const scrape = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('without METRICS_TOKEN, answers callers on this machine', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(local, address);
      expect([address, res.statusCode]).toEqual([address, 200]);
      expect(res.body).toMatch(/process_resident_memory_bytes \d+/);
    }
  });

  it('without METRICS_TOKEN, refuses other addresses, whatever X-Forwarded-For says, and requests a local proxy forwarded', async () => {
    const refusals = [
      await scrape(local, '203.0.113.7'),
      await scrape(local, '10.0.0.5'),
      await scrape(local, '::ffff:203.0.113.7'),
      await scrape(behindHttps, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      await scrape(local, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      await scrape(local, '127.0.0.1', { forwarded: 'for=203.0.113.7' }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'METRICS_LOCAL_ONLY',
        message: 'Metrics are served to this machine only. Set METRICS_TOKEN to scrape them from elsewhere.',
      });
      expect(res.body).not.toMatch(/process_cpu_seconds_total/);
    }
  });

  it('with METRICS_TOKEN, answers the bearer of the token from anywhere, and 401 to anyone else', async () => {
    const ok = await scrape(withToken, '203.0.113.7', { authorization: `Bearer ${TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/process_cpu_seconds_total/);
    expect((await scrape(withToken, '203.0.113.7', { authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);

    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      // the token is required even on this machine: it is what the operator asked for
      const res = await scrape(withToken, '127.0.0.1', headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({
        code: 'METRICS_TOKEN_REQUIRED',
        message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
  });

  it('refuses a METRICS_TOKEN too short to be a secret', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/sitewarden-test-unused', SESSION_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'short' }),
    ).toThrow(ConfigError);
  });
});
