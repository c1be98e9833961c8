import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { engineOptionsFromConfig } from '../../src/server/modules/scan/engine-options';

describe('configuration', () => {
  it('runs on embedded defaults and keeps a generated session secret across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.redisUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.secureCookies).toBe(false);
    expect(first.allowPrivateTargets).toBe(false);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('reads the operator settings of DESIGN §4', () => {
    const c = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sw-config-')),
      PORT: '8080',
      PUBLIC_URL: 'https://monitor.example.com/',
      DNS_SERVERS: '127.0.0.1:5353, 127.0.0.2:53',
      WHOIS_SERVERS: 'com=127.0.0.1:4343,.io=whois.nic.io:43',
      ALLOW_PRIVATE_TARGETS: 'true',
      CHECK_INTERVAL_SECONDS: '5',
      DATABASE_URL: ' ',
    });
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('https://monitor.example.com');
    expect(c.secureCookies).toBe(true);
    expect(c.dnsServers).toEqual(['127.0.0.1:5353', '127.0.0.2:53']);
    expect(c.whoisServers).toEqual({ com: '127.0.0.1:4343', io: 'whois.nic.io:43' });
    expect(c.allowPrivateTargets).toBe(true);
    expect(c.checkIntervalSeconds).toBe(5);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.google).toBeUndefined();
  });

  it('lets the operator give slow sites longer than 10 s to answer, within a minute', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-config-'));
    expect(engineOptionsFromConfig(loadConfig({ DATA_DIR: dir })).timeouts).toMatchObject({
      httpMs: 10_000,
      probeMs: 30_000,
    });
    const slow = engineOptionsFromConfig(loadConfig({ DATA_DIR: dir, HTTP_TIMEOUT_SECONDS: '45' }));
    // the probe's backstop moves with it, or a 45 s answer would be cut at 30 s
    expect(slow.timeouts).toMatchObject({ httpMs: 45_000, probeMs: 50_000 });
    expect(() => loadConfig({ DATA_DIR: dir, HTTP_TIMEOUT_SECONDS: '600' })).toThrow(/HTTP_TIMEOUT_SECONDS/);
  });

  it('explains bad settings instead of starting half-configured', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short', DATA_DIR: '/tmp' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ WHOIS_SERVERS: 'nonsense', DATA_DIR: '/tmp' })).toThrow(/tld=host:port/);
  });

  it('trusts only loopback proxies unless TRUST_PROXY says otherwise, whatever PUBLIC_URL is', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-config-'));
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });
    expect(load({}).trustProxy).toEqual({ addresses: ['loopback'] });
    expect(load({ PUBLIC_URL: 'https://monitor.example.com' }).trustProxy).toEqual({ addresses: ['loopback'] });
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback'],
    });
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2', ',']) {
      expect(() => load({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });
});
