import type { AlertSeverity, AlertType, DeliveredMessage, NotificationChannel as ChannelName } from '../../db/schema';

export type { ChannelName };

/** What a notice is about: an alert that opened, one that was resolved, or a test from the settings. */
export type NoticeEvent = 'alert.opened' | 'alert.resolved' | 'test';

/**
 * One notice, already in words, for one audience. Channels only lay it out (e-mail, SMS, Slack blocks, JSON);
 * they never look anything up about the alert.
 */
export interface NotificationMessage {
  event: NoticeEvent;
  severity: AlertSeverity;
  /** One line: the alert title, prefixed for a resolution. */
  headline: string;
  /** What happened: the alert's message, or the recovery message with the outage duration. */
  body: string;
  alert: {
    id: string | null;
    type: AlertType;
    severity: AlertSeverity;
    title: string;
    message: string;
    createdAt: string;
    resolvedAt: string | null;
    isResolved: boolean;
  };
  domain: { id: string | null; name: string };
  /** When it happened: the alert's creation, its resolution, or now for a test. */
  occurredAt: Date;
  /** IANA zone of the recipient (users.timezone): times are shown on that clock. */
  timezone: string;
  /** `${publicUrl}/alerts` */
  link: string;
  /**
   * E-mail of an opened alert only: the recipient's Acknowledge link (signed, expiring, this alert only; decision
   * 073). Kept out of the stored copy of the message.
   */
  acknowledgeLink?: string;
  /** The delivery log row, for receivers that want to de-duplicate (webhook header). */
  deliveryId?: number;
}

/**
 * Names a target without its secret: a user (e-mail, SMS, the user's own Slack URL) or an integration row
 * (Slack, webhook). It travels in job data (Redis with BullMQ), so the URL, token and HMAC secret stay in the
 * database and are read only when the message is sent.
 */
export interface TargetRef {
  source: 'user' | 'integration';
  id: string;
}

/** The integration a delivery row keeps (notification_deliveries.integration_id): set for integration targets only. */
export const integrationIdOf = (ref: TargetRef): string | null => (ref.source === 'integration' ? ref.id : null);

export interface ChannelTarget {
  ref: TargetRef;
  /** What the delivery log shows: an address, a masked phone number, a host and path prefix. Never a secret. */
  label: string;
}

/** Who hears about a workspace's alerts, loaded once per alert by the notifier. */
export interface Audience {
  recipient: {
    userId: string;
    email: string;
    /** An address nobody confirmed may be somebody else's: no alert e-mail goes to it (decision 076). */
    emailVerified: boolean;
    timezone: string;
    phoneNumber: string | null;
    /** users.slack_webhook_url: a personal Slack webhook, used in the personal workspace only. */
    slackWebhookUrl: string | null;
    prefs: {
      channelEmail: boolean;
      channelSms: boolean;
      channelSlack: boolean;
      quietHoursEnabled: boolean;
      quietHoursStart: string | null;
      quietHoursEnd: string | null;
    };
  };
  /** Active Slack integrations of the workspace. */
  slack: {
    id: string;
    channelName: string | null;
    webhookUrl: string;
    alertTypes: AlertType[];
    severityFilter: AlertSeverity[];
    domainFilter: string[] | null;
  }[];
  /** Active generic webhooks of the workspace. */
  webhooks: { id: string; name: string | null; url: string; alertTypes: AlertType[] }[];
}

/** The alert a target list is computed for (integration filters apply to it). */
export interface AlertSubject {
  type: AlertType;
  severity: AlertSeverity;
  domainId: string;
}

export type SendOutcome = (
  | {
      ok: true;
      responseCode: number | null;
      /** E-mail kept in the outbox (no SMTP server set): nothing to retry, but nobody received it (decision 073). */
      outbox?: true;
    }
  | {
      ok: false;
      /** No retry can help (4xx, refused address, removed integration). */
      permanent: boolean;
      responseCode: number | null;
      error: string;
      /** The receiver asked to wait this long (Retry-After). */
      retryAfterMs?: number;
    }
) & {
  /**
   * What the channel rendered and sent (or tried to), without secrets: kept on the delivery row
   * (notification_deliveries.message) for /admin/mailgun. Absent when nothing was rendered (a removed integration).
   */
  message?: DeliveredMessage;
};

/** What a delivery row says of an outcome: sent, kept in the outbox, or failed. */
export const deliveredStatus = (outcome: SendOutcome): 'sent' | 'outbox' | 'failed' =>
  outcome.ok ? (outcome.outbox ? 'outbox' : 'sent') : 'failed';

/** A message the mailer took: kept in the outbox when it has no SMTP server, else sent. */
export const mailed = (mailer: { kind: 'smtp' | 'outbox' }): SendOutcome =>
  mailer.kind === 'outbox' ? { ok: true, responseCode: null, outbox: true } : { ok: true, responseCode: null };

/** The outcome with the rendered message attached. */
export const withMessage = (outcome: SendOutcome, message: DeliveredMessage): SendOutcome => ({ ...outcome, message });

/** DESIGN §3: one file per channel behind this interface, gathered in the registry; no switch on the channel. */
export interface NotificationChannel {
  readonly id: ChannelName;
  /** Where this channel sends for the audience and alert; empty when it is turned off or has nowhere to send. */
  targets(audience: Audience, subject: AlertSubject): ChannelTarget[];
  /** One try; never throws for a delivery problem, it answers the outcome. */
  send(ref: TargetRef, message: NotificationMessage): Promise<SendOutcome>;
}

/** Secrets and addresses read at send time. */
export interface TargetStore {
  user(id: string): Promise<
    | {
        email: string;
        /** Whether the address is confirmed (decision 076): alert e-mail goes to confirmed addresses only. */
        emailVerified: boolean;
        phoneNumber: string | null;
        timezone: string;
        slackWebhookUrl: string | null;
      }
    | undefined
  >;
  slackIntegration(id: string): Promise<{ webhookUrl: string; channelName: string | null } | undefined>;
  webhookIntegration(id: string): Promise<{ url: string; secret: string } | undefined>;
  /** Stamps last_used_at after a successful send. */
  touchIntegration(channel: 'slack' | 'webhook', id: string, at: Date): Promise<void>;
}

export const failure = (
  error: string,
  permanent: boolean,
  responseCode: number | null = null,
  retryAfterMs?: number,
): SendOutcome => ({
  ok: false,
  permanent,
  responseCode,
  error,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});
