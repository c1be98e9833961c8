import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/server/app';
import { TEST_ORIGIN, createTestApp, validRegistration, type TestApp } from '../helpers/test-app';

/*
 * Decision 030, with the limits the product ships: a stranger's guesses are stopped per address and e-mail, slowed
 * per e-mail across addresses, and never lock the owner out of a correct sign-in (issue #13 item 5).
 */
const PASSWORD = validRegistration('x@example.com').password;
const { pair, email: perEmail, pairUnderAttack } = DEFAULT_LIMITS.signIn;

describe('sign-in limits', () => {
  let t: TestApp;
  let nextAddress = 0;
  /** A fresh address, so one test's counts never reach another's. */
  const address = () => `203.0.113.${++nextAddress}`;

  const post = (url: string, payload: Record<string, unknown>, from: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers: { origin: TEST_ORIGIN } });
  const login = (email: string, password: string, from: string) => post('/api/auth/login', { email, password }, from);
  const owner = async (name: string) => {
    const email = `${name}@example.com`;
    expect((await post('/api/auth/register', validRegistration(email), '198.51.100.1')).statusCode).toBe(201);
    return email;
  };
  async function guesses(email: string, count: number, from: string): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) codes.push((await login(email, `guess-${i}`, from)).statusCode);
    return codes;
  }

  beforeAll(async () => {
    // The shipped limits; the per-address one over a window no loaded machine outlasts while the test runs.
    t = await createTestApp('pglite', {
      limits: { ...DEFAULT_LIMITS, login: { ...DEFAULT_LIMITS.login, timeWindow: pair.timeWindow } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stops one address's guesses at one e-mail with 429 and a retry time, whatever it sends next", async () => {
    const email = await owner('grace');
    const attacker = address();
    expect(await guesses(email, pair.max, attacker)).toEqual(Array(pair.max).fill(401));
    const limited = await login(email, 'one-more-guess', attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(pair.timeWindow / 1000);
    // Even the right password: a blocked address must not learn whether its guess was right.
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(429);

    // The owner, from their own address, signs in at once.
    expect((await login(email, PASSWORD, address())).statusCode).toBe(200);
  });

  it("never counts sign-ups with someone's e-mail against their sign-in", async () => {
    const email = await owner('hopper');
    const stranger = address();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/register', validRegistration(email), stranger)).statusCode).toBe(409);
    }
    // From the stranger's address too: nothing was counted against this e-mail.
    expect((await login(email, PASSWORD, stranger)).statusCode).toBe(200);
    expect((await login(email, PASSWORD, address())).statusCode).toBe(200);
  });

  it('slows guessing from many addresses (each new address gets a few tries) but lets the owner in', async () => {
    const email = await owner('lovelace');
    // Enough failures from several addresses put the e-mail under attack...
    for (let i = 0; i < perEmail.max / pair.max; i++) {
      expect(await guesses(email, pair.max, address())).toEqual(Array(pair.max).fill(401));
    }
    // ...after which a new address gets only a few tries.
    const next = address();
    expect(await guesses(email, pairUnderAttack + 1, next)).toEqual([...Array(pairUnderAttack).fill(401), 429]);

    // The owner from a new address, even after a typo, signs in at once.
    const home = address();
    expect((await login(email, 'a-typo', home)).statusCode).toBe(401);
    const signedIn = await login(email, PASSWORD, home);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email });
  });

  it('counts an IPv6 caller by its /64, so it cannot step through its own addresses', async () => {
    const email = await owner('babbage');
    const codes: number[] = [];
    for (let i = 0; i <= pair.max; i++)
      codes.push((await login(email, `guess-${i}`, `2001:db8:7:1::${i + 1}`)).statusCode);
    expect(codes).toEqual([...Array(pair.max).fill(401), 429]);
    expect((await login(email, PASSWORD, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('limits password-reset e-mails per address without touching sign-in', async () => {
    const email = await owner('noether');
    const { max } = DEFAULT_LIMITS.resetEmail;
    const codes: number[] = [];
    // From several addresses, so the per-address limit of the reset route is not what answers.
    for (let i = 0; i <= max; i++)
      codes.push((await post('/api/auth/forgot-password', { email }, address())).statusCode);
    expect(codes).toEqual([...Array(max).fill(202), 429]);
    expect((await login(email, PASSWORD, address())).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address across e-mails', async () => {
    const from = address();
    const codes: number[] = [];
    for (let i = 0; i <= DEFAULT_LIMITS.login.max; i++)
      codes.push((await login(`u${i}@example.com`, 'whatever1', from)).statusCode);
    expect(codes).toEqual([...Array(DEFAULT_LIMITS.login.max).fill(401), 429]);
    const limited = await login('x@example.com', 'whatever1', from);
    expect(limited.json().details.retryAfter).toBeGreaterThan(0);
  });
});
