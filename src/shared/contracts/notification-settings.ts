import { z } from 'zod';
import { alertSeveritySchema, alertTypeSchema } from './alerts';
import { alertChannelAllowance } from '../helpers/plan-limits';

/** Messages shared by the server's validation and the settings forms (SPEC §5 for the Slack ones). */
export const notificationMessages = {
  channelNameRequired: 'Channel name is required',
  invalidWebhookUrl: 'Invalid webhook URL',
  channelNameTooLong: 'Channel name must be at most 80 characters',
  workspaceNameTooLong: 'Workspace name must be at most 255 characters',
  webhookNameTooLong: 'Name must be at most 100 characters',
  privateWebhookUrl: 'Webhook URLs must point to a public address',
  phoneInvalid: 'Enter the phone number in international format, e.g. +14155550123',
  smsNeedsPhone: 'Add a phone number to receive SMS alerts',
  timeInvalid: 'Use the 24-hour HH:MM format, e.g. 22:00',
  quietHoursIncomplete: 'Quiet hours need a start and an end time',
  quietHoursSameTime: 'Quiet hours must start and end at different times',
  alertTypesEmpty: 'Choose at least one alert type',
  severityFilterEmpty: 'Choose at least one severity',
  sslExpiryDaysRange: 'SSL expiry warning must be between 1 and 365 days',
  downtimeMinutesRange: 'Downtime threshold must be between 0 and 1440 minutes',
  responseTimeRange: 'Response time threshold must be between 100 and 60000 ms',
  performanceScoreRange: 'Performance score threshold must be between 0 and 100',
} as const;

export const channelSchema = z.enum(['email', 'sms', 'slack', 'webhook']);
export type NotificationChannelName = z.infer<typeof channelSchema>;
/** 'outbox': an e-mail kept in the outbox, as no mail server is set (SMTP_URL): nobody received it (decision 073). */
export const deliveryStatusSchema = z.enum(['queued', 'sent', 'outbox', 'failed', 'retrying']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
/** The `event` of a generic webhook body. */
export const webhookEventSchema = z.enum(['alert.opened', 'alert.resolved', 'test']);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** 24-hour wall-clock time. */
export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** http or https, a host, then anything without spaces. The server checks the address further. */
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
export const MAX_SLACK_INTEGRATIONS = 20;
export const MAX_WEBHOOK_INTEGRATIONS = 20;
export const DELIVERY_PAGE_SIZE = 50;

export function isHttpUrl(value: string): boolean {
  if (value.length > 2048 || !HTTP_URL_PATTERN.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Spaces, dashes, dots and brackets people type in phone numbers are dropped; a leading 00 becomes +. */
export function normalizePhoneNumber(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

const phoneNumber = z
  .string()
  .transform(normalizePhoneNumber)
  .pipe(z.union([z.literal(''), z.string().regex(E164_PATTERN, notificationMessages.phoneInvalid)]))
  .nullish()
  .transform((v) => (v ? v : v === undefined ? undefined : null));

const clock = z
  .string()
  .trim()
  .regex(HHMM_PATTERN, notificationMessages.timeInvalid)
  .nullish()
  .transform((v) => (v === undefined ? undefined : (v ?? null)));

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** SPEC §3.2 alert_preferences.alertThresholds, with the ranges the settings accept. */
export const alertThresholdsSchema = z.object({
  sslExpiryDays: int(1, 365, notificationMessages.sslExpiryDaysRange),
  downtimeMinutes: int(0, 1440, notificationMessages.downtimeMinutesRange),
  responseTimeMs: int(100, 60_000, notificationMessages.responseTimeRange),
  performanceScoreThreshold: int(0, 100, notificationMessages.performanceScoreRange),
  dnsChangeAlerts: z.boolean(),
});
export type AlertThresholdSettings = z.infer<typeof alertThresholdsSchema>;

/** The caller's own alert preferences (one row per user, used in their personal workspace and the teams they own). */
export const alertPreferencesSchema = z.object({
  channelEmail: z.boolean(),
  channelSms: z.boolean(),
  channelSlack: z.boolean(),
  phoneNumber: z.string().nullable(),
  quietHoursEnabled: z.boolean(),
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  alertThresholds: alertThresholdsSchema,
  /** users.timezone: quiet hours and the times in messages are read on this clock. */
  timezone: z.string(),
  /**
   * Whether these preferences decide the alerts of the current workspace: always in the personal workspace,
   * and in a team only for its owner (a team's alerts follow its owner's preferences).
   */
  appliesToCurrentWorkspace: z.boolean(),
  /** Whether this server can send SMS (Twilio configured). */
  smsAvailable: z.boolean(),
  /** SPEC §9.1: how many channel kinds the caller's plan notifies at once (e-mail, SMS, Slack, then webhooks). */
  maxAlertChannels: z.number(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** PUT body: fields left out keep their value (thresholds too, one by one). */
export const updateAlertPreferencesSchema = z.object({
  channelEmail: z.boolean().optional(),
  channelSms: z.boolean().optional(),
  channelSlack: z.boolean().optional(),
  phoneNumber,
  quietHoursEnabled: z.boolean().optional(),
  quietHoursStart: clock,
  quietHoursEnd: clock,
  alertThresholds: alertThresholdsSchema.partial().optional(),
});
export type UpdateAlertPreferencesInput = z.input<typeof updateAlertPreferencesSchema>;

/** The channel kinds a user turns on in the preferences (webhooks have no switch: see `maxAlertChannels`). */
export const PREFERENCE_CHANNELS = ['channelEmail', 'channelSms', 'channelSlack'] as const;

export function enabledChannelCount(p: Record<(typeof PREFERENCE_CHANNELS)[number], boolean>): number {
  return PREFERENCE_CHANNELS.filter((key) => p[key]).length;
}

/** SPEC §9.1 alert channels per plan, as the settings say it and the server refuses it. */
export function channelLimitMessage(max: number, planName: string): string {
  return `Your ${planName} plan allows ${alertChannelAllowance(max)}. Turn one off, or upgrade to use more.`;
}

/** Rules across fields, checked on the preferences as they will be stored: `{ field: message }`. */
export function preferencesProblems(p: {
  channelSms: boolean;
  phoneNumber: string | null;
  quietHoursEnabled: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (p.channelSms && !p.phoneNumber) problems.phoneNumber = notificationMessages.smsNeedsPhone;
  if (p.quietHoursEnabled) {
    if (!p.quietHoursStart) problems.quietHoursStart = notificationMessages.quietHoursIncomplete;
    if (!p.quietHoursEnd) problems.quietHoursEnd = notificationMessages.quietHoursIncomplete;
    if (p.quietHoursStart && p.quietHoursStart === p.quietHoursEnd)
      problems.quietHoursEnd = notificationMessages.quietHoursSameTime;
  }
  return problems;
}

const webhookUrl = z
  .string({ error: notificationMessages.invalidWebhookUrl })
  .trim()
  .refine(isHttpUrl, notificationMessages.invalidWebhookUrl);

const channelName = z
  .string({ error: notificationMessages.channelNameRequired })
  .trim()
  .min(1, { error: notificationMessages.channelNameRequired, abort: true })
  .max(80, notificationMessages.channelNameTooLong);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

const alertTypes = z.array(alertTypeSchema).min(1, notificationMessages.alertTypesEmpty).max(10);
const severityFilter = z.array(alertSeveritySchema).min(1, notificationMessages.severityFilterEmpty).max(3);
/** Domain ids; null or absent means every domain of the workspace. */
const domainFilter = z.array(z.uuid()).max(500).nullish();

export const createSlackIntegrationSchema = z.object({
  channelName,
  webhookUrl,
  workspaceName: optionalText(255, notificationMessages.workspaceNameTooLong),
  isActive: z.boolean().optional(),
  alertTypes: alertTypes.optional(),
  severityFilter: severityFilter.optional(),
  domainFilter,
});
export type CreateSlackIntegrationInput = z.input<typeof createSlackIntegrationSchema>;

export const updateSlackIntegrationSchema = z.object({
  channelName: channelName.optional(),
  webhookUrl: webhookUrl.optional(),
  workspaceName: optionalText(255, notificationMessages.workspaceNameTooLong),
  isActive: z.boolean().optional(),
  alertTypes: alertTypes.optional(),
  severityFilter: severityFilter.optional(),
  domainFilter,
});
export type UpdateSlackIntegrationInput = z.input<typeof updateSlackIntegrationSchema>;

/** The webhook URL carries Slack's token, so it is never sent back: only its host and the start of its path. */
export const slackIntegrationSchema = z.object({
  id: z.string(),
  workspaceName: z.string().nullable(),
  channelName: z.string().nullable(),
  webhookUrlPreview: z.string(),
  isActive: z.boolean(),
  alertTypes: z.array(alertTypeSchema),
  severityFilter: z.array(alertSeveritySchema),
  domainFilter: z.array(z.string()).nullable(),
  lastUsedAt: z.string().nullable(),
  lastTestAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SlackIntegration = z.infer<typeof slackIntegrationSchema>;

export const createWebhookIntegrationSchema = z.object({
  name: optionalText(100, notificationMessages.webhookNameTooLong),
  url: webhookUrl,
  isActive: z.boolean().optional(),
  alertTypes: alertTypes.optional(),
});
export type CreateWebhookIntegrationInput = z.input<typeof createWebhookIntegrationSchema>;

export const updateWebhookIntegrationSchema = z.object({
  name: optionalText(100, notificationMessages.webhookNameTooLong),
  url: webhookUrl.optional(),
  isActive: z.boolean().optional(),
  alertTypes: alertTypes.optional(),
});
export type UpdateWebhookIntegrationInput = z.input<typeof updateWebhookIntegrationSchema>;

export const webhookIntegrationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  urlPreview: z.string(),
  isActive: z.boolean(),
  alertTypes: z.array(alertTypeSchema),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookIntegration = z.infer<typeof webhookIntegrationSchema>;

/** Answer of the creation only: the signing secret is shown this once and never again. */
export const createdWebhookIntegrationSchema = webhookIntegrationSchema.extend({ secret: z.string() });
export type CreatedWebhookIntegration = z.infer<typeof createdWebhookIntegrationSchema>;

/** Outcome of a test message, sent at once and without retries. */
export const integrationTestResultSchema = z.object({
  ok: z.boolean(),
  /** 'outbox': the test e-mail was kept in the outbox (no mail server set), not sent. */
  status: z.enum(['sent', 'outbox', 'failed']),
  responseCode: z.number().nullable(),
  error: z.string().nullable(),
  testedAt: z.string(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

export const deliveryListQuerySchema = z.object({
  status: deliveryStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One attempt to deliver one alert notice to one target; the target never holds a secret. */
/** One attempt of a delivery, whatever was sent: where, how it went, when (every delivery log shows these). */
export const deliveryAttemptFields = {
  id: z.number(),
  target: z.string(),
  status: deliveryStatusSchema,
  attempt: z.number(),
  responseCode: z.number().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
};

/** A page of a delivery log. */
export const deliveryPageSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ data: z.array(row), page: z.number(), pageSize: z.number(), total: z.number() });

export const deliverySchema = z.object({
  ...deliveryAttemptFields,
  alertId: z.string().nullable(),
  alertTitle: z.string().nullable(),
  alertType: alertTypeSchema.nullable(),
  alertSeverity: alertSeveritySchema.nullable(),
  domainName: z.string().nullable(),
  channel: channelSchema,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = deliveryPageSchema(deliverySchema);
export type DeliveryList = z.infer<typeof deliveryListSchema>;
