import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domains,
  maintenanceTargets,
  maintenanceWindows,
  notificationDeliveries,
  statusIncidents,
  statusIncidentUpdates,
  statusPageDomains,
  statusSubscribers,
  users,
} from '../../../src/server/db/schema';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { hashToken, unsubscribeToken } from '../../../src/server/modules/status-subscribers/subscriber-tokens';
import {
  createSubscriberNoticeJobs,
  STATUS_NOTICE_JOB,
  type StatusNoticeJobData,
} from '../../../src/server/modules/status-subscribers/subscriber-notices.service';
import type { SubscriberNotices } from '../../../src/server/modules/status-subscribers/subscriber-notices';
import type { MailMessage, Mailer } from '../../../src/server/notifications/mailer';
import { formatLongTime } from '../../../src/shared/helpers/readable-time';
import { DATABASE_KINDS } from '../helpers/databases';
import { createMemoryMailer, createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { insertPage } from './fixtures';

/**
 * A mailer whose first `failures` sends fail as a busy SMTP server's would (421: try again later), and which refuses
 * addresses starting with "refused" for good (550).
 */
function flakyMailer(failures: number): Mailer & { sent: MailMessage[] } {
  const inner = createMemoryMailer();
  let left = failures;
  return {
    kind: 'smtp',
    sent: inner.sent,
    async send(message) {
      if (message.to.startsWith('refused'))
        throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550, response: '550 No such user' });
      if (left > 0) {
        left -= 1;
        throw Object.assign(new Error('Service not available'), { responseCode: 421, response: '421 Try again later' });
      }
      await inner.send(message);
    },
  };
}

describe.each(DATABASE_KINDS)('status page subscriber notices on %s', (kind) => {
  let t: TestApp;
  let scheduler: Scheduler;
  let notices: SubscriberNotices;
  let mailer: ReturnType<typeof flakyMailer>;
  let pageId: string;
  let domainId: string;

  const db = () => t.database.handle.db;
  const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);
  const deliveriesOf = (notice: string) =>
    db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notice, notice));
  /** Waits until every delivery of the notice is settled (sent or failed). */
  async function settled(notice: string, count: number) {
    const end = Date.now() + 15_000;
    for (;;) {
      const rows = await deliveriesOf(notice);
      const done = rows.filter((r) => r.status === 'sent' || r.status === 'failed');
      if (done.length >= count) return rows;
      if (Date.now() > end)
        throw new Error(`deliveries of ${notice} not settled: ${JSON.stringify(rows.map((r) => r.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function addSubscriber(email: string, state: 'confirmed' | 'pending' | 'unsubscribed', page = pageId) {
    const id = crypto.randomUUID();
    await db()
      .insert(statusSubscribers)
      .values({
        id,
        statusPageId: page,
        email,
        isVerified: state !== 'pending',
        confirmedAt: state === 'pending' ? null : new Date(),
        unsubscribedAt: state === 'unsubscribed' ? new Date() : null,
        unsubscribeToken: hashToken(unsubscribeToken(t.config.sessionSecret, id)),
      });
    return id;
  }

  async function postUpdate(message: string, status: 'investigating' | 'resolved' = 'investigating', page = pageId) {
    const [incident] = await db()
      .insert(statusIncidents)
      .values({ statusPageId: page, title: 'Checkout <errors>', status, severity: 'major' })
      .returning({ id: statusIncidents.id });
    const [update] = await db()
      .insert(statusIncidentUpdates)
      .values({ incidentId: incident!.id, status, message })
      .returning({ id: statusIncidentUpdates.id });
    return update!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signedInClient(t, 'owner@notices.test');
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'owner@notices.test'));
    pageId = await insertPage(db(), { ownerEmail: 'owner@notices.test', slug: 'shop', name: 'Shop status' });
    const [domain] = await db()
      .insert(domains)
      .values({ name: 'shop.example.com', userId: owner!.id })
      .returning({ id: domains.id });
    domainId = domain!.id;
    await db().insert(statusPageDomains).values({ statusPageId: pageId, domainId, displayName: 'Storefront' });
    mailer = flakyMailer(2);
    scheduler = createInProcessScheduler();
    const jobs = createSubscriberNoticeJobs({
      db: db(),
      mailer,
      publicUrl: TEST_ORIGIN,
      secret: t.config.sessionSecret,
      retry: { backoffMs: 20 },
    });
    scheduler.startWorker(
      async (job) => {
        if (job.name === STATUS_NOTICE_JOB) await jobs.run(job.data as unknown as StatusNoticeJobData, job);
      },
      { concurrency: 4 },
    );
    notices = jobs.notices(scheduler);
  });
  afterAll(async () => {
    await scheduler?.close();
    await t?.close();
  });

  it("mails an incident update to the page's confirmed subscribers only, with both unsubscribe headers, retried and logged", async () => {
    await addSubscriber('one@example.org', 'confirmed');
    await addSubscriber('two@example.org', 'confirmed');
    await addSubscriber('waiting@example.org', 'pending');
    await addSubscriber('gone@example.org', 'unsubscribed');
    const updateId = await postUpdate('We are **looking into** failed payments. <script>alert(1)</script>');
    await notices.incidentUpdated(updateId);
    const rows = await settled(`incident:${updateId}`, 2);

    expect(mailsTo('waiting@example.org')).toHaveLength(0);
    expect(mailsTo('gone@example.org')).toHaveLength(0);
    for (const email of ['one@example.org', 'two@example.org']) {
      const [mail] = mailsTo(email);
      expect(mail?.subject).toBe('[Shop status] Investigating: Checkout <errors>');
      expect(mail!.text).toContain('Impact: Major impact');
      expect(mail!.text).toContain('We are **looking into** failed payments.');
      expect(mail!.html).toContain('<strong>looking into</strong>');
      expect(mail!.html).toContain('&lt;script&gt;');
      expect(mail!.html).not.toContain('<script>');
      expect(mail!.html).toContain('Checkout &lt;errors&gt;');
      expect(mail!.html).toContain(`href="${TEST_ORIGIN}/public/status/shop"`);
      const header = mail!.headers?.['List-Unsubscribe'];
      expect(header).toMatch(/^<http:\/\/localhost:3000\/public\/status\/unsubscribe\?token=[\w-]+>$/);
      expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.text).toContain(header!.slice(1, -1));
    }
    // the first two tries met a busy server: logged as retrying, then sent; the log names no account or alert
    expect(rows.filter((r) => r.status === 'retrying')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ channel: 'email', userId: null, alertId: null });
    expect(rows.find((r) => r.status === 'retrying')?.error).toContain('421');
    // every row keeps the mail as written for /admin/mailgun, without the subscriber's unsubscribe token
    for (const row of rows) {
      expect(row.message?.subject).toBe('[Shop status] Investigating: Checkout <errors>');
      expect(row.message?.text).toContain('/public/status/unsubscribe?token=redacted');
      expect(row.message?.html).toContain('token=redacted');
    }
    const tokens = ['one@example.org', 'two@example.org'].map(
      (email) => /token=([\w-]+)/.exec(mailsTo(email)[0]!.text)![1]!,
    );
    for (const token of tokens) expect(JSON.stringify(rows.map((r) => r.message))).not.toContain(token);

    // the same update again (a retried request, a second process): nobody is mailed twice
    await notices.incidentUpdated(updateId);
    expect(await deliveriesOf(`incident:${updateId}`)).toHaveLength(rows.length);
    expect(mailsTo('one@example.org')).toHaveLength(1);
  });

  it('stops mailing a subscriber who unsubscribed with one click, without a cookie', async () => {
    await addSubscriber('clicker@example.org', 'confirmed');
    const first = await postUpdate('Payments fail for some cards.');
    await notices.incidentUpdated(first);
    // one, two and clicker: every mail sent before reading any (they go out in any order)
    await settled(`incident:${first}`, 3);
    const [mail] = mailsTo('clicker@example.org');
    const url = mail!.headers!['List-Unsubscribe']!.slice(1, -1).slice(TEST_ORIGIN.length);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(200);
    }
    const second = await postUpdate('All payments work again.', 'resolved');
    await notices.incidentUpdated(second);
    // one and two only
    await settled(`incident:${second}`, 2);
    expect(mailsTo('clicker@example.org')).toHaveLength(1);
    expect(mailsTo('one@example.org').map((m) => m.subject)).toContain('[Shop status] Resolved: Checkout <errors>');
  });

  it('gives up at once on an address the mail server refuses', async () => {
    await addSubscriber('refused@example.org', 'confirmed');
    const updateId = await postUpdate('Slow pages.');
    await notices.incidentUpdated(updateId);
    const rows = await settled(`incident:${updateId}`, 3);
    const refused = rows.filter((r) => r.target === 'refused@example.org');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 'failed', responseCode: 550, attempt: 1 });
    expect(refused[0]!.error).toContain('550 No such user');
    await t.database.handle.db.delete(statusSubscribers).where(eq(statusSubscribers.email, 'refused@example.org'));
  });

  it('tells nobody of incidents on a private page or one that stopped taking subscriptions', async () => {
    const hidden = await insertPage(db(), { ownerEmail: 'owner@notices.test', slug: 'hidden', isPublic: false });
    const quiet = await insertPage(db(), {
      ownerEmail: 'owner@notices.test',
      slug: 'quiet',
      allowSubscriptions: false,
    });
    await addSubscriber('hidden@example.org', 'confirmed', hidden);
    await addSubscriber('quiet@example.org', 'confirmed', quiet);
    for (const page of [hidden, quiet]) {
      const updateId = await postUpdate('Something broke.', 'investigating', page);
      await notices.incidentUpdated(updateId);
      expect(await deliveriesOf(`incident:${updateId}`)).toEqual([]);
    }
  });

  it('announces a scheduled maintenance window to the pages showing its targets, once', async () => {
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'owner@notices.test'));
    // a month ahead at 01:00 UTC
    const ahead = new Date(Date.now() + 30 * 86_400_000);
    const startsAt = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 1, 0));
    const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
    const [window] = await db()
      .insert(maintenanceWindows)
      .values({
        userId: owner!.id,
        title: 'Database upgrade',
        description: 'Expect **short** interruptions.',
        startsAt,
        endsAt,
        timezone: 'Europe/Berlin',
      })
      .returning({ id: maintenanceWindows.id });
    const windowId = window!.id;
    await db().insert(maintenanceTargets).values({ windowId, domainId });
    // a page of the same workspace that shows another domain hears nothing
    const [other] = await db()
      .insert(domains)
      .values({ name: 'blog.example.com', userId: owner!.id })
      .returning({ id: domains.id });
    const otherPage = await insertPage(db(), { ownerEmail: 'owner@notices.test', slug: 'blog' });
    await db().insert(statusPageDomains).values({ statusPageId: otherPage, domainId: other!.id });
    await addSubscriber('blog-reader@example.org', 'confirmed', otherPage);

    await notices.maintenanceScheduled(windowId);
    const notice = `maintenance:${windowId}`;
    const rows = await settled(notice, 2);
    // the page's confirmed subscribers (the one-click leaver is no longer one)
    expect(rows.map((r) => [r.target, r.status]).sort()).toEqual([
      ['one@example.org', 'sent'],
      ['two@example.org', 'sent'],
    ]);
    expect(mailsTo('blog-reader@example.org')).toHaveLength(0);
    const mail = mailsTo('two@example.org').find((m) => m.subject.includes('Scheduled maintenance'));
    expect(mail?.subject).toBe('[Shop status] Scheduled maintenance: Database upgrade');
    // in UTC and in the window's own zone
    expect(mail!.text).toContain(`${formatLongTime(startsAt, 'UTC')} to ${formatLongTime(endsAt, 'UTC')}`);
    expect(formatLongTime(startsAt, 'UTC')).toMatch(/ at 01:00 UTC$/);
    expect(mail!.text).toContain(
      `${formatLongTime(startsAt, 'Europe/Berlin')} to ${formatLongTime(endsAt, 'Europe/Berlin')}`,
    );
    expect(formatLongTime(startsAt, 'Europe/Berlin')).toMatch(/ at 0[23]:00 CES?T$/);
    expect(mail!.text).toContain('Affected: Storefront');
    expect(mail!.html).toContain('<strong>short</strong>');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [stored] = await db()
      .select()
      .from(maintenanceWindows)
      .where(and(eq(maintenanceWindows.id, windowId), isNotNull(maintenanceWindows.noticeSentAt)));
    expect(stored).toBeDefined();

    await notices.maintenanceScheduled(windowId);
    expect(await deliveriesOf(notice)).toHaveLength(rows.length);
  });
});
