import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusSubscribers, users } from '../../../src/server/db/schema';
import { STATUS_PAGE_LIMITS } from '../../../src/shared/constants/status-pages';
import { statusPageMessages } from '../../../src/shared/contracts/status-pages';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { insertPage, linkIn, mailsSent, subscriberRow } from './fixtures';

const PLENTY = { max: 10_000, timeWindow: 60_000 };

describe.each(DATABASE_KINDS)('status page subscriptions on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  /** Each test its own caller address: the per-address limit is tested on its own. */
  const ip = () => `192.0.2.${++address}`;

  const subscribe = (slug: string, email: string, remoteAddress = ip()) =>
    t.app.inject({ method: 'POST', url: `/public/status/${slug}/subscribe`, payload: { email }, remoteAddress });
  const form = (slug: string, body: string, remoteAddress = ip()) =>
    t.app.inject({
      method: 'POST',
      url: `/public/status/${slug}/subscribe`,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
    });
  const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
  const mailsFor = (email: string, count: number) =>
    mailsSent(
      {
        get sent() {
          return mailsTo(email);
        },
      },
      count,
    );
  /** Subscribes a fresh address and waits for its mail: mails asked for before it have gone out by then. */
  const settle = async (slug: string) => {
    const marker = `marker${++address}@example.org`;
    expect((await subscribe(slug, marker)).statusCode).toBe(202);
    const end = Date.now() + 10_000;
    while (!mailsTo(marker).length) {
      if (Date.now() > end) throw new Error('marker mail not sent');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { subscribeLimits: { perAddress: PLENTY, perPage: PLENTY, perEmail: PLENTY } });
    await signedInClient(t, 'owner@subs.test');
    await insertPage(t.database.handle.db, { ownerEmail: 'owner@subs.test', slug: 'acme', name: 'Acme <Status>' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails a confirmation link that confirms the subscription and shows the confirmed screen', async () => {
    const res = await subscribe('acme', 'Reader@Example.org');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: statusPageMessages.subscribeAccepted });
    const sent = await mailsFor('reader@example.org', 1);
    expect(sent).toHaveLength(1);
    const confirmation = sent[0]!;
    expect(confirmation.subject).toBe('Confirm your subscription to Acme <Status>');
    // the page's name is escaped in the HTML part
    expect(confirmation.html).toContain('Acme &lt;Status&gt;');
    expect(confirmation.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/public\/status\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // stored lower-cased, pending, with only the token's hash
    const pending = await subscriberRow(t.database.handle.db, 'reader@example.org');
    expect(pending).toMatchObject({ isVerified: false, confirmedAt: null });
    const link = linkIn(confirmation, `${TEST_ORIGIN}/public/status/acme/confirm?token=`);
    expect(pending!.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(pending!.verificationToken!);
    const expiresInDays = (pending!.verificationExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.99);
    expect(expiresInDays).toBeLessThanOrEqual(7);

    // opening the link (a mail scanner does) confirms nothing: it shows the button
    const opened = await t.app.inject({ method: 'GET', url: link.slice(TEST_ORIGIN.length) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm your subscription to Acme &lt;Status&gt;');
    const action =
      /<form method="post" action="([^"]+)"><button class="sw-button" type="submit">Confirm subscription<\/button>/.exec(
        opened.body,
      );
    expect(action?.[1]).toBe(link.slice(TEST_ORIGIN.length));
    expect(opened.body).toContain('<meta name="robots" content="noindex">');
    const stillPending = await subscriberRow(t.database.handle.db, 'reader@example.org');
    expect(stillPending).toMatchObject({ isVerified: false, confirmedAt: null });
    // opened twice (scanner, then reader): still the button
    expect((await t.app.inject({ method: 'GET', url: link.slice(TEST_ORIGIN.length) })).statusCode).toBe(200);

    const confirm = await t.app.inject({
      method: 'POST',
      url: link.slice(TEST_ORIGIN.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/public/status/verify-success?page=acme');
    const confirmed = await subscriberRow(t.database.handle.db, 'reader@example.org');
    expect(confirmed).toMatchObject({ isVerified: true, verificationToken: null });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    const screen = await t.app.inject({ method: 'GET', url: confirm.headers.location as string });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-type']).toContain('text/html');
    expect(screen.body).toContain('Subscription confirmed');
    expect(screen.body).toContain('updates of Acme &lt;Status&gt;');
    expect(screen.body).toContain('href="/public/status/acme"');
    expect(screen.body).toContain('unsubscribe');
    expect(screen.body).toContain('<meta name="robots" content="noindex">');

    // the link works once: a second click says so, and does not undo anything
    const again = await t.app.inject({ method: 'POST', url: link.slice(TEST_ORIGIN.length) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This confirmation link is not valid');
    expect((await subscriberRow(t.database.handle.db, 'reader@example.org'))!.isVerified).toBe(true);
  });

  it('names no page on the confirmed screen for an unknown slug, and escapes what it is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/status/verify-success?page=%3Cscript%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will receive status page updates by e-mail');
    expect(res.body).not.toContain('<script>');
  });

  it('answers the same for a new, a pending and a confirmed address, and mails only those not confirmed', async () => {
    const db = t.database.handle.db;
    await subscribe('acme', 'known@example.org');
    const [first] = await mailsFor('known@example.org', 1);
    const link = linkIn(first, `${TEST_ORIGIN}/public/status/acme/confirm?token=`);
    expect((await t.app.inject({ method: 'POST', url: link.slice(TEST_ORIGIN.length) })).statusCode).toBe(303);

    const confirmedAnswer = await subscribe('acme', 'known@example.org');
    const newAnswer = await subscribe('acme', 'stranger@example.org');
    const pendingAnswer = await subscribe('acme', 'stranger@example.org');
    for (const res of [confirmedAnswer, newAnswer, pendingAnswer]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(confirmedAnswer.body);
    }
    await settle('acme');
    expect(mailsTo('known@example.org')).toHaveLength(1);
    // a pending address asking again gets a new link; the old one stops working
    const links = mailsTo('stranger@example.org').map((m) =>
      linkIn(m, `${TEST_ORIGIN}/public/status/acme/confirm?token=`),
    );
    expect(links).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: links[0]!.slice(TEST_ORIGIN.length) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: links[1]!.slice(TEST_ORIGIN.length) })).statusCode).toBe(303);
    const rows = await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, 'stranger@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('says an expired link has expired and links to the page to subscribe again', async () => {
    await subscribe('acme', 'late@example.org');
    const [mail] = await mailsFor('late@example.org', 1);
    await t.database.handle.db
      .update(statusSubscribers)
      .set({ verificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(statusSubscribers.email, 'late@example.org'));
    const link = linkIn(mail, `${TEST_ORIGIN}/public/status/acme/confirm?token=`);
    const res = await t.app.inject({ method: 'GET', url: link.slice(TEST_ORIGIN.length) });
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This link has expired');
    expect(res.body).toContain('href="/public/status/acme"');
    expect((await subscriberRow(t.database.handle.db, 'late@example.org'))!.isVerified).toBe(false);
    // an unknown token, or a token of another page, confirms nothing
    expect((await t.app.inject({ method: 'GET', url: '/public/status/acme/confirm?token=nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/public/status/acme/confirm?token=nope' })).statusCode).toBe(
      404,
    );
    const posted = await t.app.inject({ method: 'POST', url: link.slice(TEST_ORIGIN.length) });
    expect(posted.statusCode).toBe(410);
    expect((await subscriberRow(t.database.handle.db, 'late@example.org'))!.isVerified).toBe(false);
  });

  it('takes the no-JS form post and answers it with an HTML screen, errors included', async () => {
    const res = await form('acme', 'email=form%40example.org');
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Check your inbox');
    expect(res.body).toContain('href="/public/status/acme"');
    await mailsFor('form@example.org', 1);

    const bad = await form('acme', 'email=not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain(statusPageMessages.emailInvalid);
    const json = await subscribe('acme', 'not-an-address');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fieldErrors: { email: [statusPageMessages.emailInvalid] } },
    });
  });

  it('refuses pages that do not exist, are private or take no subscriptions, alike for every address', async () => {
    const db = t.database.handle.db;
    await insertPage(db, { ownerEmail: 'owner@subs.test', slug: 'secret-page', isPublic: false });
    await insertPage(db, { ownerEmail: 'owner@subs.test', slug: 'quiet-page', allowSubscriptions: false });
    expect((await subscribe('no-such-page', 'a@example.org')).statusCode).toBe(404);
    expect((await subscribe('secret-page', 'a@example.org')).statusCode).toBe(404);
    const quiet = await subscribe('quiet-page', 'a@example.org');
    expect(quiet.statusCode).toBe(404);
    expect(quiet.json().message).toBe('This status page does not offer e-mail subscriptions.');
    await settle('acme');
    expect(mailsTo('a@example.org')).toHaveLength(0);
  });

  it("refuses every address alike once a page holds its plan's subscribers, and mails nobody", async () => {
    const db = t.database.handle.db;
    const pageId = await insertPage(db, { ownerEmail: 'owner@subs.test', slug: 'full-page' });
    const limit = STATUS_PAGE_LIMITS.free.subscribersPerPage;
    const soon = new Date(Date.now() + 86_400_000);
    await db.insert(statusSubscribers).values(
      Array.from({ length: limit }, (_, i) => ({
        statusPageId: pageId,
        email: `held${i}@example.org`,
        isVerified: i > 0,
        // one pending whose link still works counts too
        ...(i === 0
          ? { verificationToken: `${'a'.repeat(63)}${i}`, verificationExpiresAt: soon }
          : { confirmedAt: new Date() }),
      })),
    );
    const confirmed = await subscribe('full-page', 'held5@example.org');
    const fresh = await subscribe('full-page', 'one-too-many@example.org');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ code: 'SUBSCRIBER_LIMIT' });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.body).toBe(fresh.body);
    await settle('acme');
    expect(mailsTo('one-too-many@example.org')).toHaveLength(0);

    // the limit is the plan of the page's owner: on Pro the same page takes more
    await db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.email, 'owner@subs.test'));
    try {
      expect((await subscribe('full-page', 'one-too-many@example.org')).statusCode).toBe(202);
      await mailsFor('one-too-many@example.org', 1);
    } finally {
      await db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.email, 'owner@subs.test'));
    }
  });

  it('unsubscribes with one POST without a cookie, twice with the same answer; a GET only asks', async () => {
    await subscribe('acme', 'leaver@example.org');
    const [mail] = await mailsFor('leaver@example.org', 1);
    const confirm = linkIn(mail, `${TEST_ORIGIN}/public/status/acme/confirm?token=`);
    await t.app.inject({ method: 'POST', url: confirm.slice(TEST_ORIGIN.length) });
    const unsubscribeUrl = mail!.headers!['List-Unsubscribe']!.slice(1, -1).slice(TEST_ORIGIN.length);
    // the body carries the same link
    expect(mail!.text).toContain(`${TEST_ORIGIN}${unsubscribeUrl}`);

    const ask = await t.app.inject({ method: 'GET', url: unsubscribeUrl });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Unsubscribe from Acme &lt;Status&gt;');
    expect(ask.body).toContain('<form method="post"');
    expect((await subscriberRow(t.database.handle.db, 'leaver@example.org'))!.unsubscribedAt).toBeNull();

    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: unsubscribeUrl,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.headers.location).toBeUndefined();
    expect(first.body).toContain('You are unsubscribed');
    const at = (await subscriberRow(t.database.handle.db, 'leaver@example.org'))!.unsubscribedAt;
    expect(at).toBeInstanceOf(Date);
    const second = await oneClick();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect((await subscriberRow(t.database.handle.db, 'leaver@example.org'))!.unsubscribedAt).toEqual(at);
    // RFC 8058's example posts multipart; some clients post nothing: the token alone decides
    const multipart = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl,
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(multipart.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: unsubscribeUrl })).statusCode).toBe(200);

    const unknown = await t.app.inject({ method: 'POST', url: '/public/status/unsubscribe?token=unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This unsubscribe link is not valid');

    // subscribing again starts over: a new confirmation is needed before any notice
    expect((await subscribe('acme', 'leaver@example.org')).statusCode).toBe(202);
    await mailsFor('leaver@example.org', 2);
    expect(await subscriberRow(t.database.handle.db, 'leaver@example.org')).toMatchObject({
      isVerified: false,
      unsubscribedAt: null,
    });
  });
});

describe.each(DATABASE_KINDS)('subscription limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      subscribeLimits: {
        perAddress: { max: 3, timeWindow: 60_000 },
        perPage: { max: 5, timeWindow: 60_000 },
        perEmail: { max: 2, timeWindow: 60_000 },
      },
    });
    await signedInClient(t, 'owner@limits.test');
    await insertPage(t.database.handle.db, { ownerEmail: 'owner@limits.test', slug: 'limited' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const subscribe = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/public/status/limited/subscribe', payload: { email }, remoteAddress });

  it('limits each caller address, then each page, with 429 in the SPEC §8 shape', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe(`a${i}@example.org`, '198.51.100.1')).statusCode).toBe(202);
    const refused = await subscribe('a3@example.org', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });
    expect(refused.headers['retry-after']).toBeDefined();
    // another address may still subscribe, until the page's own limit (5 an hour here) is reached
    expect((await subscribe('b0@example.org', '198.51.100.2')).statusCode).toBe(202);
    expect((await subscribe('b1@example.org', '198.51.100.3')).statusCode).toBe(202);
    expect((await subscribe('b2@example.org', '198.51.100.4')).statusCode).toBe(429);
  });

  it('sends a mailbox only so many confirmations, answering the same after that', async () => {
    const app = await createTestApp(kind, {
      subscribeLimits: {
        perAddress: { max: 100, timeWindow: 60_000 },
        perPage: { max: 100, timeWindow: 60_000 },
        perEmail: { max: 2, timeWindow: 60_000 },
      },
    });
    try {
      await signedInClient(app, 'owner@limits.test');
      await insertPage(app.database.handle.db, { ownerEmail: 'owner@limits.test', slug: 'mailbox' });
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await app.app.inject({
            method: 'POST',
            url: '/public/status/mailbox/subscribe',
            payload: { email: 'victim@example.org' },
          }),
        );
      }
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
      await app.app.inject({
        method: 'POST',
        url: '/public/status/mailbox/subscribe',
        payload: { email: 'other@example.org' },
      });
      await mailsSent(
        {
          get sent() {
            return app.mailer.sent.filter((m) => m.to === 'other@example.org');
          },
        },
        1,
      );
      expect(app.mailer.sent.filter((m) => m.to === 'victim@example.org')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it("counts a mailbox's sub-addresses (+tag) and letter case as that mailbox", async () => {
    const app = await createTestApp(kind, {
      subscribeLimits: {
        perAddress: { max: 100, timeWindow: 60_000 },
        perPage: { max: 100, timeWindow: 60_000 },
        perEmail: { max: 2, timeWindow: 60_000 },
      },
    });
    try {
      await signedInClient(app, 'owner@limits.test');
      await insertPage(app.database.handle.db, { ownerEmail: 'owner@limits.test', slug: 'tagged' });
      const addresses = [
        'bomb+1@example.org',
        'Bomb+2@Example.org',
        'bomb+3@example.org',
        'bomb@example.org',
        'BOMB+4@example.org',
      ];
      for (const email of addresses) {
        const answer = await app.app.inject({
          method: 'POST',
          url: '/public/status/tagged/subscribe',
          payload: { email },
        });
        expect(answer.statusCode, email).toBe(202);
      }
      // a mail to another mailbox is sent after them: once it is there, theirs would be too
      await app.app.inject({
        method: 'POST',
        url: '/public/status/tagged/subscribe',
        payload: { email: 'other+news@example.org' },
      });
      await mailsSent(
        {
          get sent() {
            return app.mailer.sent.filter((m) => m.to === 'other+news@example.org');
          },
        },
        1,
      );
      expect(app.mailer.sent.filter((m) => m.to.startsWith('bomb'))).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
