import { z } from 'zod';
import {
  E164_PATTERN,
  normalizePhoneNumber,
  notificationMessages,
  preferencesProblems,
  type AlertPreferences,
} from '../../../../shared/contracts/notification-settings';
import { reportProblems } from '../../../../shared/contracts/problems';

const intText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** '' is no time. */
const clockText = z.string().transform((v) => v || null);

/**
 * The alert preferences form: the inputs' text turned into the PUT body, with the server's ranges and its rules
 * across fields (`preferencesProblems`: SMS needs a number, quiet hours need both ends).
 */
export const preferencesFormSchema = z
  .object({
    channelEmail: z.boolean(),
    channelSms: z.boolean(),
    channelSlack: z.boolean(),
    phoneNumber: z
      .string()
      .transform(normalizePhoneNumber)
      .pipe(z.union([z.literal(''), z.string().regex(E164_PATTERN, notificationMessages.phoneInvalid)]))
      .transform((v) => v || null),
    quietHoursEnabled: z.boolean(),
    quietHoursStart: clockText,
    quietHoursEnd: clockText,
    alertThresholds: z.object({
      sslExpiryDays: intText(1, 365, notificationMessages.sslExpiryDaysRange),
      downtimeMinutes: intText(0, 1440, notificationMessages.downtimeMinutesRange),
      responseTimeMs: intText(100, 60_000, notificationMessages.responseTimeRange),
      performanceScoreThreshold: intText(0, 100, notificationMessages.performanceScoreRange),
      dnsChangeAlerts: z.boolean(),
    }),
  })
  .superRefine((prefs, ctx) => reportProblems(ctx, preferencesProblems(prefs)));

export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;
export type PreferencesFormOutput = z.output<typeof preferencesFormSchema>;

export const PREFERENCES_FORM_FIELDS = [
  'phoneNumber',
  'quietHoursStart',
  'quietHoursEnd',
  'alertThresholds.sslExpiryDays',
  'alertThresholds.downtimeMinutes',
  'alertThresholds.responseTimeMs',
  'alertThresholds.performanceScoreThreshold',
] as const;

/** The stored preferences as the inputs hold them. */
export function preferencesValues(p: AlertPreferences): PreferencesFormValues {
  const t = p.alertThresholds;
  return {
    channelEmail: p.channelEmail,
    channelSms: p.channelSms,
    channelSlack: p.channelSlack,
    phoneNumber: p.phoneNumber ?? '',
    quietHoursEnabled: p.quietHoursEnabled,
    quietHoursStart: p.quietHoursStart ?? '',
    quietHoursEnd: p.quietHoursEnd ?? '',
    alertThresholds: {
      sslExpiryDays: String(t.sslExpiryDays),
      downtimeMinutes: String(t.downtimeMinutes),
      responseTimeMs: String(t.responseTimeMs),
      performanceScoreThreshold: String(t.performanceScoreThreshold),
      dnsChangeAlerts: t.dnsChangeAlerts,
    },
  };
}
