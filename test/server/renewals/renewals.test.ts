import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPreferences, domainChecks, renewalReminders, sslCertificates } from '../../../src/server/db/schema';
import { createReminderJob } from '../../../src/server/modules/renewals/reminder-job';
import type { Mailer, MailMessage } from '../../../src/server/notifications/mailer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const utcDate = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * DAY).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('renewals on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let other: Client;
  let ownerId: string;
  let shopId: string;
  let blogId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@renew.test', 'pro');
    other = await signedInClient(t, 'other@renew.test');
    ownerId = (await owner.get('/api/auth/user')).json().id;
    shopId = (await owner.post('/api/domains', { name: 'shop.renew.test' })).json().id;
    blogId = (await owner.post('/api/domains', { name: 'blog.renew.test' })).json().id;
    await owner.post('/api/domains', { name: 'new.renew.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('validates reminders with the SPEC messages and refuses a date in the past', async () => {
    const tomorrow = utcDate(2);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ', type: 'hosting', date: tomorrow }, 'title', 'Title is required'],
      [{ title: 'Hosting', date: tomorrow }, 'type', 'Please select a reminder type'],
      [{ title: 'Hosting', type: 'boat', date: tomorrow }, 'type', 'Please select a reminder type'],
      [{ title: 'Hosting', type: 'hosting' }, 'date', 'Date is required'],
      [{ title: 'Hosting', type: 'hosting', date: '' }, 'date', 'Date is required'],
      [{ title: 'Hosting', type: 'hosting', date: '2030-02-30' }, 'date', 'Enter a valid date'],
      [{ title: 'Hosting', type: 'hosting', date: utcDate(-2) }, 'date', 'The renewal date cannot be in the past'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await owner.post('/api/renewal-reminders', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details.fieldErrors[field]).toEqual([message]);
    }
  });

  it('lists certificate and registration expiry and reminders, soonest first', async () => {
    const db = t.database.handle.db;
    const now = Date.now();
    await db.insert(sslCertificates).values({ domainId: shopId, validTo: new Date(now + 20 * DAY), isValid: true });
    await db.insert(domainChecks).values([
      {
        domainId: shopId,
        checkType: 'whois',
        status: 'healthy',
        details: { message: 'ok', expiresAt: new Date(now + 200 * DAY).toISOString() },
      },
      // the scanner's shape; a later result without an expiry does not hide the known one
      {
        domainId: blogId,
        checkType: 'whois',
        status: 'warning',
        checkedAt: new Date(now - DAY),
        details: { source: 'scan', message: 'ok', details: { expiresAt: new Date(now + 5 * DAY).toISOString() } },
      },
      { domainId: blogId, checkType: 'whois', status: 'error', details: { message: 'RDAP did not answer' } },
    ]);
    const created = await owner.post('/api/renewal-reminders', {
      title: 'Hosting plan',
      type: 'hosting',
      date: utcDate(40),
      notes: '  Invoice #12  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Hosting plan',
      type: 'hosting',
      date: utcDate(40),
      notes: 'Invoice #12',
      notifiedAt: null,
    });
    await owner.post('/api/renewal-reminders', { title: 'Shop SSL', type: 'ssl', date: utcDate(2) });
    await other.post('/api/renewal-reminders', { title: 'Not yours', type: 'other', date: utcDate(3) });

    const body = (await owner.get('/api/renewals')).json();
    expect(body.unknownRegistrations).toBe(1);
    expect(body.data.map((r: { title: string; source: string; type: string }) => [r.title, r.source, r.type])).toEqual([
      ['Shop SSL', 'reminder', 'ssl'],
      ['blog.renew.test registration', 'registration', 'domain'],
      ['shop.renew.test SSL certificate', 'certificate', 'ssl'],
      ['Hosting plan', 'reminder', 'hosting'],
      ['shop.renew.test registration', 'registration', 'domain'],
    ]);
    const [first, second] = body.data;
    expect(first).toMatchObject({ date: utcDate(2), daysLeft: 2, domainId: null, reminderId: expect.any(String) });
    expect(second).toMatchObject({ domainId: blogId, domainName: 'blog.renew.test', reminderId: null });
    expect(second.daysLeft).toBeGreaterThanOrEqual(4);
    expect((await other.get('/api/renewals')).json().data.map((r: { title: string }) => r.title)).toEqual([
      'Not yours',
    ]);
  });

  it('shows a domain the registry no longer knows as not registered, not with the expiry it had', async () => {
    const db = t.database.handle.db;
    const now = Date.now();
    const lapsedId = (await owner.post('/api/domains', { name: 'lapsed.renew.test' })).json().id;
    await db.insert(domainChecks).values([
      {
        domainId: lapsedId,
        checkType: 'whois',
        status: 'healthy',
        checkedAt: new Date(now - 2 * DAY),
        details: { message: 'ok', registration: 'registered', expiresAt: new Date(now + 3 * DAY).toISOString() },
      },
      {
        domainId: lapsedId,
        checkType: 'whois',
        status: 'critical',
        checkedAt: new Date(now - DAY),
        details: { message: 'not registered', registration: 'not-registered' },
      },
      // a later answer that told nothing (throttled) changes nothing
      {
        domainId: lapsedId,
        checkType: 'whois',
        status: 'error',
        details: { message: 'RDAP did not answer', registration: 'unknown' },
      },
    ]);
    const body = (await owner.get('/api/renewals')).json();
    expect(body.notRegistered).toEqual([{ domainId: lapsedId, domainName: 'lapsed.renew.test' }]);
    expect(body.data.map((r: { title: string }) => r.title)).not.toContain('lapsed.renew.test registration');
    expect(body.unknownRegistrations).toBe(1);
    expect((await other.get('/api/renewals')).json().notRegistered).toEqual([]);

    // registered again: its new expiry is listed and the notice goes
    await db.insert(domainChecks).values({
      domainId: lapsedId,
      checkType: 'whois',
      status: 'healthy',
      checkedAt: new Date(now + 1000),
      details: { message: 'ok', registration: 'registered', expiresAt: new Date(now + 365 * DAY).toISOString() },
    });
    const again = (await owner.get('/api/renewals')).json();
    expect(again.notRegistered).toEqual([]);
    expect(again.data.map((r: { title: string }) => r.title)).toContain('lapsed.renew.test registration');

    // a name the registry holds back has no expiry to learn, and is not a lapsed registration
    const reservedId = (await owner.post('/api/domains', { name: 'reserved.renew.test' })).json().id;
    await db.insert(domainChecks).values({
      domainId: reservedId,
      checkType: 'whois',
      status: 'warning',
      details: { message: 'reserved', registration: 'reserved' },
    });
    const reserved = (await owner.get('/api/renewals')).json();
    expect(reserved.notRegistered).toEqual([]);
    expect(reserved.unknownRegistrations).toBe(again.unknownRegistrations);
  });

  it('deletes a reminder of the workspace only', async () => {
    const mine = (await owner.get('/api/renewal-reminders')).json();
    const target = mine.find((r: { title: string }) => r.title === 'Hosting plan');
    expect((await other.request('DELETE', `/api/renewal-reminders/${target.id}`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/renewal-reminders/${target.id}`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `/api/renewal-reminders/${target.id}`)).statusCode).toBe(404);
    expect(
      (await owner.get('/api/renewals')).json().data.some((r: { title: string }) => r.title === 'Hosting plan'),
    ).toBe(false);
  });

  it('e-mails each reminder once on its date, retries a failed send, and respects e-mail turned off', async () => {
    const db = t.database.handle.db;
    const otherId = (await other.get('/api/auth/user')).json().id;
    await db.update(renewalReminders).set({ notifiedAt: new Date() });
    const today = utcDate(0);
    await db.insert(renewalReminders).values([
      { userId: ownerId, title: 'Renew <b>domain</b>', type: 'domain', date: today, notes: 'Registrar: Example' },
      { userId: ownerId, title: 'Two days late', type: 'other', date: utcDate(-2) },
      { userId: ownerId, title: 'Long forgotten', type: 'other', date: utcDate(-10) },
      { userId: ownerId, title: 'Not yet', type: 'hosting', date: utcDate(3) },
      { userId: otherId, title: 'Quiet', type: 'ssl', date: today },
    ]);
    await db.insert(alertPreferences).values({ userId: otherId, channelEmail: false });

    let failing = true;
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      kind: 'outbox',
      async send(message) {
        if (failing) throw new Error('SMTP 451 try later');
        sent.push(message);
      },
    };
    const job = createReminderJob({ db, mailer, publicUrl: 'https://sitewarden.example', log: () => undefined });
    expect(await job()).toBe(0);
    failing = false;
    expect(await job()).toBe(2);
    expect(await job()).toBe(0);

    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['owner@renew.test', 'Renewal reminder: Renew <b>domain</b>'],
      ['owner@renew.test', 'Renewal reminder: Two days late'],
    ]);
    const mail = sent.find((m) => m.subject.includes('domain'))!;
    expect(mail.html).toContain('Renew &lt;b&gt;domain&lt;/b&gt;');
    expect(mail.text).toContain('Type: Domain Registration');
    expect(mail.text).toContain('Notes: Registrar: Example');
    expect(mail.text).toContain('https://sitewarden.example/');
    const rows = await db
      .select({ title: renewalReminders.title, notifiedAt: renewalReminders.notifiedAt })
      .from(renewalReminders);
    const notified = (title: string) => rows.find((r) => r.title === title)!.notifiedAt !== null;
    expect(notified('Quiet')).toBe(true);
    expect(notified('Not yet')).toBe(false);
    expect(notified('Long forgotten')).toBe(false);
  });
});
