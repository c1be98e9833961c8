import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

// Decision 050: Unicode names are stored as punycode, every IANA top-level domain passes, and a port is kept.
describe.each(DATABASE_KINDS)('domain names on %s', (kind) => {
  let t: TestApp;
  let pro: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    pro = await signedInClient(t, 'names@example.com', 'pro');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a Unicode name as punycode, and accepts an internationalised top-level domain as typed either way', async () => {
    const unicode = await pro.post('/api/domains', { name: 'Пример.РФ' });
    expect(unicode.statusCode).toBe(201);
    expect(unicode.json().name).toBe('xn--e1afmkfd.xn--p1ai');
    const aLabel = await pro.post('/api/domains', { name: 'shop.xn--80asehdb' });
    expect(aLabel.statusCode).toBe(201);
    expect(aLabel.json().name).toBe('shop.xn--80asehdb');
    const longTld = await pro.post('/api/domains', { name: 'studio.photography' });
    expect(longTld.json().name).toBe('studio.photography');
  });

  it('keeps a port, so one host can be watched on two ports in a workspace', async () => {
    expect((await pro.post('/api/domains', { name: 'example.com' })).statusCode).toBe(201);
    const withPort = await pro.post('/api/domains', { name: 'https://Example.com:8443/status' });
    expect(withPort.statusCode).toBe(201);
    expect(withPort.json().name).toBe('example.com:8443');
    const again = await pro.post('/api/domains', { name: 'example.com:8443' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('example.com:8443 is already monitored in this workspace.');
  });

  it('refuses a port out of range with the spec message', async () => {
    const res = await pro.post('/api/domains', { name: 'example.org:70000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.name).toEqual(['Please enter a valid domain name (e.g., example.com)']);
  });

  it('renames to a Unicode name or a port, and names a clash in Unicode', async () => {
    const id = (await pro.post('/api/domains', { name: 'rename-me.net' })).json().id as string;
    const toPort = await pro.request('PATCH', `/api/domains/${id}`, { name: 'rename-me.net:8080' });
    expect(toPort.statusCode).toBe(200);
    expect(toPort.json().name).toBe('rename-me.net:8080');
    const toUnicode = await pro.request('PATCH', `/api/domains/${id}`, { name: 'bücher.de' });
    expect(toUnicode.json().name).toBe('xn--bcher-kva.de');
    const other = (await pro.post('/api/domains', { name: 'other.net' })).json().id as string;
    const clash = await pro.request('PATCH', `/api/domains/${other}`, { name: 'xn--bcher-kva.de' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('bücher.de is already in this workspace.');
    const bad = await pro.request('PATCH', `/api/domains/${other}`, { name: 'example.xn--' });
    expect(bad.json().details.fieldErrors.name).toEqual(['Please enter a valid domain name']);
  });
});
