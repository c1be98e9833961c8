import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, validRegistration, type TestApp } from '../helpers/test-app';

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      limits: { login: { max: 100, timeWindow: 60_000 }, perEmail: { max: 3, timeWindow: 60_000 } },
    });
    await new Client(t.app).post('/api/auth/register', validRegistration('grace@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops password guessing on one e-mail address with 429 and a retry time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await new Client(t.app).post('/api/auth/login', { email: 'grace@example.com', password: `guess-${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    const limited = await new Client(t.app).post('/api/auth/login', { email: 'grace@example.com', password: 'x-guess' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please slow down and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per IP address', async () => {
    const strict = await createTestApp('pglite', { limits: { login: { max: 2, timeWindow: 60_000 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await new Client(strict.app).post('/api/auth/login', { email: `u${i}@example.com`, password: 'whatever1' })).statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
      const limited = await new Client(strict.app).post('/api/auth/login', { email: 'x@example.com', password: 'whatever1' });
      expect(limited.json().details.retryAfter).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
