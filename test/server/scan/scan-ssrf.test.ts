import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import type { TestApp } from '../helpers/test-app';
import { createLabApp } from './lab-app';

const PRIVATE = 'private.sitewarden.test';

// No database work here (a visitor's scan), so the embedded database is enough.
describe('scan with private targets refused (ALLOW_PRIVATE_TARGETS off)', () => {
  let lab: LoopbackLab;
  let t: TestApp;
  beforeAll(async () => {
    lab = await startLoopbackLab();
    lab.addSite(PRIVATE, { expiresInDays: 300 });
    t = await createLabApp('pglite', lab, { env: { ALLOW_PRIVATE_TARGETS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
    await lab?.close();
  });

  it('answers an error status with a clear message for a name resolving to 127.0.0.1, and never connects', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/scan', payload: { domain: PRIVATE } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const refused = `Refused to check ${PRIVATE}: it resolves to a loopback address (127.0.0.1)`;
    expect(body.ssl).toMatchObject({ status: 'error', message: refused });
    expect(body.security).toMatchObject({ status: 'error', message: refused });
    expect(body.performance).toMatchObject({ status: 'error', message: refused, metrics: { loadTime: null } });
    expect(body.overallStatus).toBe('warning');
    expect(lab.router.hits.get(PRIVATE)).toBeUndefined();
    expect(lab.http.router.hits.get(PRIVATE)).toBeUndefined();
  });

  it('does not take addresses as domains', async () => {
    for (const domain of ['127.0.0.1', '169.254.169.254', 'http://[::1]/']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/scan', payload: { domain } });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().details.fieldErrors.domain).toEqual(['Please enter a valid domain name (e.g., example.com)']);
    }
  });
});
