import type { Config } from '../../config';
import type { Mailer } from '../mailer';
import type { OutboundHttp } from '../outbound-http';
import { createEmailChannel } from './email-channel';
import { createSlackChannel } from './slack-channel';
import { createSmsChannel } from './sms-channel';
import type { ChannelName, NotificationChannel, TargetStore } from './types';
import { createWebhookChannel } from './webhook-channel';

export type ChannelRegistry = Readonly<Record<ChannelName, NotificationChannel>>;

/** Preference order: what the plan's channel cap keeps first (SPEC §9.1: free plans get one channel, e-mail). */
export const CHANNEL_ORDER: readonly ChannelName[] = ['email', 'sms', 'slack', 'webhook'];

export interface ChannelDeps {
  mailer: Mailer;
  twilio: Config['twilio'];
  http: OutboundHttp;
  store: TargetStore;
  /** E-mail send budget; HTTP channels take theirs from `http`. */
  mailTimeoutMs: number;
}

/** Every channel, by name. Adding a channel is one file and one line here. */
export function createChannelRegistry(deps: ChannelDeps): ChannelRegistry {
  return {
    email: createEmailChannel({ mailer: deps.mailer, store: deps.store, timeoutMs: deps.mailTimeoutMs }),
    sms: createSmsChannel({ twilio: deps.twilio, http: deps.http, store: deps.store }),
    slack: createSlackChannel({ http: deps.http, store: deps.store }),
    webhook: createWebhookChannel({ http: deps.http, store: deps.store }),
  };
}
