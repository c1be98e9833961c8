import type { Config } from '../../config';
import { clip, labelOf, shortTime } from '../format';
import { outcomeOf, type OutboundHttp } from '../outbound-http';
import { maskPhone } from '../redact';
import { failure, withMessage, type NotificationChannel, type NotificationMessage, type TargetStore } from './types';

type TwilioConfig = NonNullable<Config['twilio']>;

/** One SMS segment when it can: who, what, when, where to look. */
export function smsText(message: NotificationMessage): string {
  const head = `Sitewarden ${labelOf(message).toUpperCase()}:`;
  const what =
    message.event === 'alert.opened'
      ? `${message.headline} (${shortTime(message.occurredAt, message.timezone)})`
      : message.event === 'alert.resolved'
        ? message.body
        : 'test message. SMS alerts will reach this number.';
  return `${head} ${clip(what, 300)} ${message.link}`;
}

/** Twilio's error body is JSON with a readable message (never the credentials). */
function describeTwilio(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string')
      return `Twilio ${status}${typeof parsed.code === 'number' ? ` (${parsed.code})` : ''}: ${parsed.message.slice(0, 200)}`;
  } catch {
    // not JSON: fall through
  }
  return `Twilio answered HTTP ${status}`;
}

/**
 * SMS through Twilio's REST API: POST {TWILIO_BASE_URL}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, basic auth with the account SID and auth token. Off when Twilio is not configured or the
 * recipient has no phone number.
 */
export function createSmsChannel(deps: {
  twilio: TwilioConfig | undefined;
  http: OutboundHttp;
  store: TargetStore;
}): NotificationChannel {
  return {
    id: 'sms',
    targets(audience) {
      const { prefs, phoneNumber, userId } = audience.recipient;
      if (!prefs.channelSms || !phoneNumber || !deps.twilio) return [];
      return [{ ref: { source: 'user', id: userId }, label: maskPhone(phoneNumber) }];
    },
    async send(ref, message) {
      const twilio = deps.twilio;
      if (!twilio) return failure('SMS is not configured on this server (TWILIO_*)', true);
      const user = await deps.store.user(ref.id);
      if (!user?.phoneNumber) return failure('The recipient has no phone number any more', true);
      const text = smsText(message);
      const url = `${twilio.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
      const result = await deps.http({
        url,
        origin: 'config',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
        },
        body: new URLSearchParams({ To: user.phoneNumber, From: twilio.from, Body: text }).toString(),
      });
      // the text only: the number is the row's (masked) target, the credentials stay in the headers
      return withMessage(outcomeOf(result, describeTwilio), { text });
    },
  };
}
