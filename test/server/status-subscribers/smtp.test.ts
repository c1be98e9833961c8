import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { buildApp } from '../../../src/server/app';
import type { FastifyInstance } from 'fastify';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { decodeQuotedPrintable, startSmtpSink, until, type SmtpSink } from '../notifications/receivers';
import { insertPage, subscriberRow } from './fixtures';

/* The confirmation mail through a real SMTP server on loopback: the headers as a mail client receives them. */
describe.each(DATABASE_KINDS)('a subscription confirmed through real SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind);
    await signedInClient(t, 'owner@smtp.test');
    await insertPage(t.database.handle.db, { ownerEmail: 'owner@smtp.test', slug: 'smtp-page', name: 'SMTP page' });
    // the same database, an app that mails through the sink
    app = await buildApp({
      config: t.config,
      database: t.database.handle,
      mailer: createSmtpMailer(smtp.url, 'Sitewarden <status@sitewarden.test>'),
      webDir: '/nonexistent-web-dir',
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await smtp?.close();
  });

  it('arrives with both unsubscribe headers, and its link confirms', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/public/status/smtp-page/subscribe',
      payload: { email: 'inbox@example.org' },
    });
    expect(res.statusCode).toBe(202);
    const message = await until(() => smtp.messages.find((m) => m.to.includes('inbox@example.org')));
    // header lines come folded (RFC 5322): unfolded as a mail client reads them; only the body is quoted-printable
    // (decoding the headers too would read a token's "=D1" as an escape)
    const [head = '', ...body] = message.raw.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^Subject: Confirm your subscription to SMTP page$/m);
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/public\/status\/unsubscribe\?token=[\w-]+>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /http:\/\/localhost:3000\/public\/status\/smtp-page\/confirm\?token=[\w-]+/.exec(
      decodeQuotedPrintable(body.join('\n\n')),
    )?.[0];
    expect(link).toBeDefined();
    const confirm = await app.inject({ method: 'POST', url: link!.slice(TEST_ORIGIN.length) });
    expect(confirm.statusCode).toBe(303);
    expect((await subscriberRow(t.database.handle.db, 'inbox@example.org'))?.isVerified).toBe(true);
  });
});

describe('extra headers through real SMTP', () => {
  it('leaves a long List-Unsubscribe URL on one line, whatever hyphens its token has, and cannot start another header', async () => {
    const smtp = await startSmtpSink();
    try {
      const url = `http://localhost:3000/public/status/unsubscribe?token=${'a-b_'.repeat(30)}`;
      await createSmtpMailer(smtp.url, 'Sitewarden <status@sitewarden.test>').send({
        to: 'inbox@example.org',
        subject: 'Headers',
        text: 'body',
        html: '<p>body</p>',
        headers: { 'List-Unsubscribe': `<${url}>`, 'X-Injected': 'one\r\nBcc: victim@example.org' },
      });
      const lines = (await until(() => smtp.messages[0])).raw.split('\r\n');
      expect(lines).toContain(`List-Unsubscribe: <${url}>`);
      expect(lines).toContain('X-Injected: one Bcc: victim@example.org');
      expect(lines.filter((line) => line.startsWith('Bcc:'))).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
