import { z } from 'zod';
import { VITAL_THRESHOLDS } from '../helpers/web-vitals-rating';
import { DEFAULT_COOLDOWN_MINUTES } from '../constants/plans';
import { channelSchema, HHMM_PATTERN, notificationMessages } from './notification-settings';
import { timeZoneSchema } from './profile';

/** SPEC §3.2 alert_thresholds.metric (the same list as the database column's). */
export const thresholdMetricSchema = z.enum(
  [
    'response_time',
    'uptime_percentage',
    'downtime_minutes',
    'ssl_expiry_days',
    'performance_score',
    'lcp',
    'inp',
    'cls',
    'fcp',
    'ttfb',
  ],
  { error: 'Choose a metric' },
);
export type ThresholdMetric = z.infer<typeof thresholdMetricSchema>;
export const THRESHOLD_METRICS: readonly ThresholdMetric[] = thresholdMetricSchema.options;

/** Which way a metric gets worse: response time above its level, certificate days left below theirs. */
export type ThresholdDirection = 'above' | 'below';

export interface ThresholdMetricInfo {
  label: string;
  /** Shown after values: ' ms', '%', ' min', ' days', '' (scores and CLS). */
  unit: string;
  direction: ThresholdDirection;
  min: number;
  max: number;
  step: number;
  /** What a new rule starts with (the SPEC's defaults and bands where it has them). */
  suggested: { warning: number; critical: number };
}

const vital = (name: keyof typeof VITAL_THRESHOLDS, max: number, step = 1): ThresholdMetricInfo => ({
  label: VITAL_THRESHOLDS[name].label,
  unit: VITAL_THRESHOLDS[name].unit ? ` ${VITAL_THRESHOLDS[name].unit}` : '',
  direction: 'above',
  min: 0,
  max,
  step,
  suggested: { warning: VITAL_THRESHOLDS[name].good, critical: VITAL_THRESHOLDS[name].poor },
});

/**
 * Each metric's unit, direction, accepted range and suggested levels: response time 3000 ms, downtime 5 min,
 * performance score 50 and certificate expiry 30 days are SPEC §9.2's defaults; uptime follows the §9.4 bands
 * (99.5 healthy, 95 warning); Web Vitals their §9.4 good/poor limits. The other critical levels are ours.
 */
export const THRESHOLD_METRIC_INFO: Readonly<Record<ThresholdMetric, ThresholdMetricInfo>> = {
  response_time: {
    label: 'Response time',
    unit: ' ms',
    direction: 'above',
    min: 1,
    max: 120_000,
    step: 1,
    suggested: { warning: 3000, critical: 10_000 },
  },
  uptime_percentage: {
    label: 'Uptime',
    unit: '%',
    direction: 'below',
    min: 0,
    max: 100,
    step: 0.01,
    suggested: { warning: 99.5, critical: 95 },
  },
  downtime_minutes: {
    label: 'Downtime',
    unit: ' min',
    direction: 'above',
    min: 0,
    max: 1440,
    step: 1,
    suggested: { warning: 5, critical: 30 },
  },
  ssl_expiry_days: {
    label: 'SSL certificate expiry',
    unit: ' days',
    direction: 'below',
    min: 0,
    max: 365,
    step: 1,
    suggested: { warning: 30, critical: 7 },
  },
  performance_score: {
    label: 'Performance score',
    unit: '',
    direction: 'below',
    min: 0,
    max: 100,
    step: 1,
    suggested: { warning: 50, critical: 30 },
  },
  lcp: vital('lcp', 60_000),
  inp: vital('inp', 10_000),
  cls: vital('cls', 10, 0.01),
  fcp: vital('fcp', 60_000),
  ttfb: vital('ttfb', 60_000),
};

export const thresholdMessages = {
  domainInvalid: 'Choose a domain',
  domainNotFound: 'Domain not found.',
  monitorInvalid: 'Choose a monitor',
  monitorNotFound: 'Monitor not found.',
  monitorOtherDomain: 'That monitor is on another domain',
  levelRequired: 'Set a warning level, a critical level or both',
  notANumber: 'Enter a number',
  range: (info: ThresholdMetricInfo) => `Enter a value from ${info.min} to ${info.max}`,
  criticalAbove: 'The critical level must be higher than the warning level (higher is worse for this metric)',
  criticalBelow: 'The critical level must be lower than the warning level (lower is worse for this metric)',
  businessHoursIncomplete: 'Business hours need a start and an end time',
  businessHoursSameTime: 'Business hours must start and end at different times',
  channelsEmpty: 'Choose at least one channel',
  cooldownRange: 'Cooldown must be between 0 and 1440 minutes',
  duplicate: (metric: string, domain: string) =>
    `${domain} already has a threshold for ${metric}. Edit that one instead.`,
} as const;

export const COOLDOWN_MAX_MINUTES = 1440;

const level = z.number({ error: thresholdMessages.notANumber }).finite(thresholdMessages.notANumber).nullable();
const clock = z.string().trim().regex(HHMM_PATTERN, notificationMessages.timeInvalid).nullable();

/** The fields of a rule; rules across fields (levels per metric, business hours) are in `thresholdProblems`. */
const thresholdFields = z.object({
  /** null: every domain of the workspace. */
  domainId: z.uuid({ error: thresholdMessages.domainInvalid }).nullable(),
  /** One monitor of the domain (the domain may be left out: it is the monitor's); null: the domain's home page. */
  monitorId: z.uuid({ error: thresholdMessages.monitorInvalid }).nullable().default(null),
  metric: thresholdMetricSchema,
  warningThreshold: level,
  criticalThreshold: level,
  businessHoursOnly: z.boolean().default(false),
  businessHoursStart: clock.default(null),
  businessHoursEnd: clock.default(null),
  timezone: timeZoneSchema.default('UTC'),
  enabled: z.boolean().default(true),
  notificationChannels: z
    .array(channelSchema)
    .min(1, thresholdMessages.channelsEmpty)
    .max(4)
    .transform((list) => [...new Set(list)])
    .default(['email']),
  cooldownMinutes: z
    .number({ error: thresholdMessages.cooldownRange })
    .int(thresholdMessages.cooldownRange)
    .min(0, thresholdMessages.cooldownRange)
    .max(COOLDOWN_MAX_MINUTES, thresholdMessages.cooldownRange)
    .default(DEFAULT_COOLDOWN_MINUTES),
});

export interface ThresholdRule {
  metric: ThresholdMetric;
  warningThreshold: number | null;
  criticalThreshold: number | null;
  businessHoursOnly: boolean;
  businessHoursStart: string | null;
  businessHoursEnd: string | null;
}

/** Rules across fields, on the rule as it will be stored: `{ field: message }`, empty when it is sound. */
export function thresholdProblems(rule: ThresholdRule): Record<string, string> {
  const info = THRESHOLD_METRIC_INFO[rule.metric];
  const problems: Record<string, string> = {};
  const { warningThreshold: warning, criticalThreshold: critical } = rule;
  if (warning === null && critical === null) problems.warningThreshold = thresholdMessages.levelRequired;
  for (const [field, value] of [
    ['warningThreshold', warning],
    ['criticalThreshold', critical],
  ] as const) {
    if (value !== null && (value < info.min || value > info.max)) problems[field] = thresholdMessages.range(info);
  }
  if (warning !== null && critical !== null && !problems.warningThreshold && !problems.criticalThreshold) {
    if (info.direction === 'above' && critical <= warning) problems.criticalThreshold = thresholdMessages.criticalAbove;
    if (info.direction === 'below' && critical >= warning) problems.criticalThreshold = thresholdMessages.criticalBelow;
  }
  if (rule.businessHoursOnly) {
    if (!rule.businessHoursStart) problems.businessHoursStart = thresholdMessages.businessHoursIncomplete;
    if (!rule.businessHoursEnd) problems.businessHoursEnd = thresholdMessages.businessHoursIncomplete;
    if (rule.businessHoursStart && rule.businessHoursStart === rule.businessHoursEnd)
      problems.businessHoursEnd = thresholdMessages.businessHoursSameTime;
  }
  return problems;
}

/** POST /api/alert-thresholds. */
export const createAlertThresholdSchema = thresholdFields;
export type CreateAlertThresholdInput = z.input<typeof createAlertThresholdSchema>;

/** PATCH /api/alert-thresholds/{id}: fields left out keep their value; the merged rule is checked again. */
export const updateAlertThresholdSchema = z.object({
  domainId: thresholdFields.shape.domainId.optional(),
  monitorId: thresholdFields.shape.monitorId.unwrap().optional(),
  metric: thresholdMetricSchema.optional(),
  warningThreshold: level.optional(),
  criticalThreshold: level.optional(),
  businessHoursOnly: z.boolean().optional(),
  businessHoursStart: clock.optional(),
  businessHoursEnd: clock.optional(),
  timezone: timeZoneSchema.optional(),
  enabled: z.boolean().optional(),
  notificationChannels: thresholdFields.shape.notificationChannels.unwrap().optional(),
  cooldownMinutes: thresholdFields.shape.cooldownMinutes.unwrap().optional(),
});
export type UpdateAlertThresholdInput = z.input<typeof updateAlertThresholdSchema>;

export const alertThresholdSchema = z.object({
  id: z.string(),
  domainId: z.string().nullable(),
  /** null for a rule on every domain. */
  domainName: z.string().nullable(),
  /** false when the domain was deleted (the rule waits for a restore). */
  domainActive: z.boolean(),
  /** The monitor the rule is on, or null for a domain's (or every domain's) rule. */
  monitorId: z.string().nullable(),
  monitorName: z.string().nullable(),
  metric: thresholdMetricSchema,
  warningThreshold: z.number().nullable(),
  criticalThreshold: z.number().nullable(),
  businessHoursOnly: z.boolean(),
  businessHoursStart: z.string().nullable(),
  businessHoursEnd: z.string().nullable(),
  timezone: z.string(),
  enabled: z.boolean(),
  notificationChannels: z.array(channelSchema),
  cooldownMinutes: z.number(),
  lastTriggeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertThreshold = z.infer<typeof alertThresholdSchema>;

export const alertThresholdListSchema = z.object({ data: z.array(alertThresholdSchema) });
export type AlertThresholdList = z.infer<typeof alertThresholdListSchema>;
