import { clip, colourOf, labelOf, mediumTime } from '../format';
import { outcomeOf, type OutboundHttp } from '../outbound-http';
import { redactUrl } from '../redact';
import {
  failure,
  withMessage,
  type ChannelTarget,
  type NotificationChannel,
  type NotificationMessage,
  type TargetStore,
} from './types';
import { displayDomain } from '../../../shared/helpers/domain-name';

/** Slack's mrkdwn treats &, < and > as control characters: user text is escaped. */
const mrkdwn = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The incoming-webhook body: a fallback `text` (what phones show) and one attachment in the severity colour
 * holding Block Kit blocks: title, message, context line and a button to the alerts page.
 */
export function slackPayload(message: NotificationMessage): Record<string, unknown> {
  const label = labelOf(message);
  const title = clip(message.headline, 150);
  const context = [
    `*${label}*`,
    message.event === 'test' ? null : message.alert.type.replace(/_/g, ' '),
    mrkdwn(displayDomain(message.domain.name)),
    mediumTime(message.occurredAt, message.timezone),
  ]
    .filter(Boolean)
    .join('  ·  ');
  return {
    text: `[${label}] ${mrkdwn(title)}`,
    attachments: [
      {
        color: colourOf(message),
        fallback: `[${label}] ${mrkdwn(title)}`,
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: title, emoji: false } },
          { type: 'section', text: { type: 'mrkdwn', text: mrkdwn(clip(message.body, 2900)) } },
          { type: 'context', elements: [{ type: 'mrkdwn', text: context }] },
          {
            type: 'actions',
            elements: [
              {
                type: 'button',
                text: { type: 'plain_text', text: 'View alerts' },
                url: message.link,
                action_id: 'sitewarden_view_alerts',
              },
            ],
          },
        ],
      },
    ],
  };
}

/** What the delivery log shows for an integration: its channel and the URL without its token. */
export const slackLabel = (s: { channelName: string | null; webhookUrl: string }) =>
  `${s.channelName ? `${s.channelName} ` : ''}(${redactUrl(s.webhookUrl)})`;

/** ...and for the user's own webhook (users.slack_webhook_url). */
export const personalSlackLabel = (url: string) => `personal webhook (${redactUrl(url)})`;

/** Slack answers plain-text error codes (invalid_payload, no_service, channel_is_archived...). */
function describeSlack(status: number, body: string): string {
  const code = body.trim().slice(0, 120);
  return `Slack answered HTTP ${status}${code ? ` (${code})` : ''}`;
}

/**
 * Slack incoming webhooks: every active integration of the workspace whose alert types, severities and domains
 * match, plus the user's own webhook (users.slack_webhook_url) in the personal workspace.
 */
export function createSlackChannel(deps: { http: OutboundHttp; store: TargetStore }): NotificationChannel {
  return {
    id: 'slack',
    targets(audience, subject) {
      if (!audience.recipient.prefs.channelSlack) return [];
      const out: ChannelTarget[] = audience.slack
        .filter(
          (s) =>
            s.alertTypes.includes(subject.type) &&
            s.severityFilter.includes(subject.severity) &&
            (s.domainFilter === null || s.domainFilter.length === 0 || s.domainFilter.includes(subject.domainId)),
        )
        .map((s) => ({ ref: { source: 'integration', id: s.id }, label: slackLabel(s) }));
      const own = audience.recipient.slackWebhookUrl;
      if (own)
        out.push({
          ref: { source: 'user', id: audience.recipient.userId },
          label: personalSlackLabel(own),
        });
      return out;
    },
    async send(ref, message) {
      const url =
        ref.source === 'integration'
          ? (await deps.store.slackIntegration(ref.id))?.webhookUrl
          : ((await deps.store.user(ref.id))?.slackWebhookUrl ?? undefined);
      if (!url) return failure('The Slack integration was removed', true);
      const payload = slackPayload(message);
      const result = await deps.http({
        url,
        origin: 'user',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(payload),
      });
      // the body only: the webhook URL (whose path is the token) is never part of the kept message
      const outcome = withMessage(outcomeOf(result, describeSlack), { body: payload });
      if (outcome.ok && ref.source === 'integration' && message.event !== 'test')
        await deps.store.touchIntegration('slack', ref.id, new Date());
      return outcome;
    },
  };
}
