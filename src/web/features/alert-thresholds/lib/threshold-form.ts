import { z } from 'zod';
import { DEFAULT_COOLDOWN_MINUTES } from '../../../../shared/constants/plans';
import {
  COOLDOWN_MAX_MINUTES,
  THRESHOLD_METRIC_INFO,
  thresholdMessages,
  thresholdMetricSchema,
  thresholdProblems,
  type AlertThreshold,
  type CreateAlertThresholdInput,
  type ThresholdMetric,
} from '../../../../shared/contracts/alert-thresholds';
import { channelSchema } from '../../../../shared/contracts/notification-settings';
import { reportProblems } from '../../../../shared/contracts/problems';

/** The domain select's value for a rule on every domain (Radix Select has no empty value). */
export const ALL_DOMAINS = 'all';
/** The monitor select's value for a rule on the domain's home page rather than on one of its monitors. */
export const HOME_PAGE = 'home';

/** '' is no level; anything else must be a number. */
const levelText = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const n = Number(value);
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message: thresholdMessages.notANumber });
    return z.NEVER;
  });

/**
 * The threshold dialog: the API's fields as the inputs hold them (numbers as text), turned into the request body
 * and checked with the same cross-field rules as the server (`thresholdProblems`).
 */
export const thresholdFormSchema = z
  .object({
    domainId: z.string(),
    monitorId: z.string(),
    metric: thresholdMetricSchema,
    warningThreshold: levelText,
    criticalThreshold: levelText,
    notificationChannels: z.array(channelSchema).min(1, thresholdMessages.channelsEmpty),
    cooldownMinutes: z
      .string()
      .trim()
      .min(1, thresholdMessages.cooldownRange)
      .transform(Number)
      .pipe(
        z
          .number({ error: thresholdMessages.cooldownRange })
          .int(thresholdMessages.cooldownRange)
          .min(0, thresholdMessages.cooldownRange)
          .max(COOLDOWN_MAX_MINUTES, thresholdMessages.cooldownRange),
      ),
    businessHoursOnly: z.boolean(),
    businessHoursStart: z.string(),
    businessHoursEnd: z.string(),
    timezone: z.string(),
    enabled: z.boolean(),
  })
  .transform((v): CreateAlertThresholdInput & { businessHoursOnly: boolean } => ({
    ...v,
    domainId: v.domainId === ALL_DOMAINS ? null : v.domainId,
    monitorId: v.domainId === ALL_DOMAINS || v.monitorId === HOME_PAGE ? null : v.monitorId,
    businessHoursStart: v.businessHoursStart || null,
    businessHoursEnd: v.businessHoursEnd || null,
  }))
  .superRefine((rule, ctx) =>
    reportProblems(
      ctx,
      thresholdProblems({
        metric: rule.metric,
        warningThreshold: rule.warningThreshold ?? null,
        criticalThreshold: rule.criticalThreshold ?? null,
        businessHoursOnly: rule.businessHoursOnly,
        businessHoursStart: rule.businessHoursStart ?? null,
        businessHoursEnd: rule.businessHoursEnd ?? null,
      }),
    ),
  );

export type ThresholdFormValues = z.input<typeof thresholdFormSchema>;
export type ThresholdFormOutput = z.output<typeof thresholdFormSchema>;
export const THRESHOLD_FORM_FIELDS = [
  'domainId',
  'monitorId',
  'metric',
  'warningThreshold',
  'criticalThreshold',
  'notificationChannels',
  'cooldownMinutes',
  'businessHoursStart',
  'businessHoursEnd',
  'timezone',
] as const;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The suggested levels of a metric, as the inputs hold them. */
export function suggestedLevels(
  metric: ThresholdMetric,
): Pick<ThresholdFormValues, 'warningThreshold' | 'criticalThreshold'> {
  const { suggested } = THRESHOLD_METRIC_INFO[metric];
  return { warningThreshold: text(suggested.warning), criticalThreshold: text(suggested.critical) };
}

/** A new rule: on the given domain (or every domain), response time, the user's clock for business hours. */
export function newThresholdValues(domainId: string | null, timezone: string): ThresholdFormValues {
  return {
    domainId: domainId ?? ALL_DOMAINS,
    monitorId: HOME_PAGE,
    metric: 'response_time',
    ...suggestedLevels('response_time'),
    notificationChannels: ['email'],
    cooldownMinutes: String(DEFAULT_COOLDOWN_MINUTES),
    businessHoursOnly: false,
    businessHoursStart: '09:00',
    businessHoursEnd: '17:00',
    timezone,
    enabled: true,
  };
}

/** An existing rule, as the inputs hold it. */
export function thresholdValues(rule: AlertThreshold): ThresholdFormValues {
  return {
    domainId: rule.domainId ?? ALL_DOMAINS,
    monitorId: rule.monitorId ?? HOME_PAGE,
    metric: rule.metric,
    warningThreshold: text(rule.warningThreshold),
    criticalThreshold: text(rule.criticalThreshold),
    notificationChannels: rule.notificationChannels,
    cooldownMinutes: String(rule.cooldownMinutes),
    businessHoursOnly: rule.businessHoursOnly,
    businessHoursStart: rule.businessHoursStart ?? '',
    businessHoursEnd: rule.businessHoursEnd ?? '',
    timezone: rule.timezone,
    enabled: rule.enabled,
  };
}
