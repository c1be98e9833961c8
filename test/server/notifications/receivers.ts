import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a receiver got. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpReceiver {
  url: string;
  port: number;
  received: Received[];
  /** Replies to give, in order; when empty, `fallback` answers. */
  script: Reply[];
  fallback: (req: Received) => Reply;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that records every request and answers from a script. */
export async function startHttpReceiver(
  fallback: (req: Received) => Reply = () => ({ status: 200, body: 'ok' }),
): Promise<HttpReceiver> {
  const receiver = { received: [] as Received[], script: [] as Reply[], fallback } as HttpReceiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      receiver.received.push(got);
      const reply = receiver.script.shift() ?? receiver.fallback(got);
      res.writeHead(reply.status, reply.headers ?? { 'content-type': 'text/plain' });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Slack-like: answers 'ok' to JSON with a `text`, 400 invalid_payload otherwise. */
export function startSlackReceiver(): Promise<HttpReceiver> {
  return startHttpReceiver((req) => {
    try {
      const body = JSON.parse(req.body) as { text?: unknown };
      if (req.headers['content-type']?.startsWith('application/json') && typeof body.text === 'string')
        return { status: 200, body: 'ok' };
    } catch {
      // fall through
    }
    return { status: 400, body: 'invalid_payload' };
  });
}

/** Verifies `X-Sitewarden-Signature: sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">` in constant time. */
export function signatureValid(secret: string, req: Received, maxAgeSeconds = 300): boolean {
  const timestamp = req.headers['x-sitewarden-timestamp'];
  const signature = req.headers['x-sitewarden-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${req.body}`).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A generic webhook receiver that checks the signature with `secret.value` (set once the server shows it). */
export async function startWebhookReceiver(): Promise<
  HttpReceiver & { secret: { value: string }; verified: boolean[] }
> {
  const secret = { value: '' };
  const verified: boolean[] = [];
  const receiver = await startHttpReceiver((req) => {
    const ok = signatureValid(secret.value, req);
    verified.push(ok);
    return ok ? { status: 204 } : { status: 401, body: 'bad signature' };
  });
  return Object.assign(receiver, { secret, verified });
}

export const TWILIO = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'twilio-test-token-not-real',
  from: '+15005550006',
};

/** Twilio-like: basic auth with the account SID and token, form fields To, From and Body; answers 201 JSON. */
export async function startTwilioReceiver(): Promise<HttpReceiver> {
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`;
  return startHttpReceiver((req) => {
    if (req.headers.authorization !== expectedAuth)
      return {
        status: 401,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }),
      };
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`)
      return { status: 404, body: '{}' };
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return { status: 400, body: '{}' };
    const form = new URLSearchParams(req.body);
    if (!form.get('To') || form.get('From') !== TWILIO.from || !form.get('Body')) {
      return {
        status: 400,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 21604, message: "A 'To' phone number is required.", status: 400 }),
      };
    }
    return {
      status: 201,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid: 'SM0001', status: 'queued' }),
    };
  });
}

export interface SmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SmtpMessage[];
  close(): Promise<void>;
}

/** An SMTP sink (smtp-server): plain SMTP on 127.0.0.1, no TLS, no auth; keeps every message. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    // nodemailer reads transport options from the query: no STARTTLS attempt, short timeouts
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true&connectionTimeout=5000&greetingTimeout=5000&socketTimeout=5000`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft line breaks and =XX), enough to read the parts of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const until = async <T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 15_000,
  step = 25,
): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, step));
  }
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
