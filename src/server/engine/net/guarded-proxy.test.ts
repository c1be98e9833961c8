import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngineContext } from '../context';
import { rr } from '../testing/dns-server';
import { behaviours } from '../testing/http-server';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { startGuardedProxy } from './guarded-proxy';

let lab: LoopbackLab;
beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite('pinned.sitewarden.test', { http: behaviours.ok({}, 'pinned page') });
  lab.addSite('internal.sitewarden.test', { http: behaviours.ok({}, 'internal page') });
  lab.dns.set('pinned.sitewarden.test', [rr.a('127.0.0.1')]);
});
afterAll(async () => lab.close());

function viaProxy(proxyPort: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function connectVia(proxyPort: number, authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxyPort, '127.0.0.1', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
    );
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString().split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('guarded proxy', () => {
  it('lets the pinned target through and refuses every other private address', async () => {
    const options = { ...lab.options, allowPrivateTargets: false };
    const ctx = getEngineContext(options);
    const pinned = new Map([
      [
        'pinned.sitewarden.test',
        {
          host: 'pinned.sitewarden.test',
          address: '127.0.0.1',
          family: 4 as const,
          addresses: ['127.0.0.1'],
          dnsMs: 0,
        },
      ],
    ]);
    const proxy = await startGuardedProxy(ctx, { pinned, connectTimeoutMs: 2_000 });
    try {
      expect(await viaProxy(proxy.port, 'http://pinned.sitewarden.test/')).toEqual({
        status: 200,
        body: 'pinned page',
      });
      const refused = await viaProxy(proxy.port, 'http://internal.sitewarden.test/');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatch(/Refused to check internal\.sitewarden\.test: it resolves to a loopback address/);
      expect(await connectVia(proxy.port, 'internal.sitewarden.test:443')).toBe('HTTP/1.1 403 Forbidden');
      expect(await connectVia(proxy.port, '169.254.169.254:80')).toBe('HTTP/1.1 403 Forbidden');
      expect(await connectVia(proxy.port, 'pinned.sitewarden.test:443')).toBe('HTTP/1.1 200 Connection Established');
      expect(lab.http.router.hits.get('internal.sitewarden.test')).toBeUndefined();
      expect([...proxy.refused.keys()].sort()).toEqual(['169.254.169.254', 'internal.sitewarden.test']);
    } finally {
      await proxy.close();
    }
  });
});
