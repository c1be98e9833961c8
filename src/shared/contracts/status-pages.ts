import { z } from 'zod';
import {
  COMPONENT_STATES,
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  MAINTENANCE_RECURRENCES,
  RESERVED_STATUS_PAGE_SLUGS,
  STATUS_PAGE_AUTO_INCIDENTS_DEFAULT,
  STATUS_PAGE_COMPONENTS_MAX,
  STATUS_PAGE_CSS_MAX,
  STATUS_PAGE_HISTORY_DAYS_MAX,
  STATUS_PAGE_HISTORY_DAYS_MIN,
  STATUS_PAGE_SLUG_MAX,
  STATUS_PAGE_SLUG_MIN,
} from '../constants/status-pages';
import { countOf } from '../helpers/plural';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../helpers/control-characters';
import { SLUG_PATTERN } from '../helpers/slug';
import { isValidTimeZone } from '../helpers/time-zone';

/**
 * Status pages (issue 17): the request and answer shapes of the management API (/api/status-pages...,
 * /api/incidents..., /api/maintenance-windows...) and of the public subscribe call. The public page, its
 * Statuspage v2 JSON, feeds, widget and badges are rendered by the server (modules/public-status).
 */
export const statusPageMessages = {
  nameRequired: 'Status page name is required',
  nameTooLong: 'Status page name must be at most 100 characters',
  slugTooShort: `Slug must be at least ${STATUS_PAGE_SLUG_MIN} characters`,
  slugTooLong: `Slug must be at most ${STATUS_PAGE_SLUG_MAX} characters`,
  slugInvalid:
    'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
  slugReserved: 'This slug is reserved. Choose another.',
  slugTaken: 'This address is already taken by another status page. Choose another slug.',
  descriptionTooLong: 'Description must be at most 1,000 characters',
  colorInvalid: 'Colours are written #rrggbb, for example #059669',
  cssTooLong: `Custom CSS must be at most ${STATUS_PAGE_CSS_MAX.toLocaleString('en-US')} characters`,
  customDomainInvalid: 'Enter a host name such as status.example.com',
  passwordTooShort: 'The page password must be at least 6 characters',
  historyDaysInvalid: `History must be from ${STATUS_PAGE_HISTORY_DAYS_MIN} to ${STATUS_PAGE_HISTORY_DAYS_MAX} days`,
  componentsTooMany: `A status page shows at most ${STATUS_PAGE_COMPONENTS_MAX} components`,
  incidentTitleRequired: 'Incident title is required',
  incidentTitleTooLong: 'Incident title must be at most 200 characters',
  messageRequired: 'Write what is happening: the update is shown on the page',
  messageTooLong: 'An update must be at most 10,000 characters',
  maintenanceTitleRequired: 'Maintenance title is required',
  maintenanceEndBeforeStart: 'The window must end after it starts',
  maintenanceTooLong: 'A window lasts at most 7 days',
  maintenanceTargetsRequired: 'Choose at least one domain or monitor',
  maintenanceTargetInvalid: 'Choose one of your domains, or a monitor of that domain',
  timezoneInvalid: 'Choose a time zone from the list',
  emailInvalid: 'Please enter a valid email address',
  subscribeAccepted:
    'Check your inbox: if this address is not subscribed yet, we sent a link to confirm the subscription. It expires in 7 days.',
} as const;

/** Creating a page past the plan's page limit (decision 051). */
export function statusPageLimitMessage(limit: number, planName: string): string {
  return `You've reached the limit of ${countOf(limit, 'status page')} for your ${planName} plan. Upgrade to create more status pages.`;
}

/** A custom domain asked for on a plan without them (decision 051). */
export function customDomainPlanMessage(planName: string): string {
  return `Custom domains for status pages are not included in your ${planName} plan. Upgrade to Pro or above to use one.`;
}

export const customDomainMessages = {
  ownHost: "This is this installation's own address. Enter a host name of your own, such as status.example.com.",
  none: 'This page claims no custom domain. Enter a host name and save it first.',
} as const;

/** Why a slug cannot be used, or null when it can. */
export function statusPageSlugProblem(slug: string): string | null {
  if (slug.length < STATUS_PAGE_SLUG_MIN) return statusPageMessages.slugTooShort;
  if (slug.length > STATUS_PAGE_SLUG_MAX) return statusPageMessages.slugTooLong;
  if (!SLUG_PATTERN.test(slug)) return statusPageMessages.slugInvalid;
  if (RESERVED_STATUS_PAGE_SLUGS.includes(slug)) return statusPageMessages.slugReserved;
  return null;
}

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = statusPageSlugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A name is one line of text: no control characters (shared/helpers/control-characters.ts). */
const oneLine = (text: string) => !hasControlCharacters(text);

const pageName = z
  .string({ error: statusPageMessages.nameRequired })
  .trim()
  .min(1, statusPageMessages.nameRequired)
  .max(100, statusPageMessages.nameTooLong)
  .refine(oneLine, CONTROL_CHARACTERS_MESSAGE);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional name (a component's display name, a group's): empty is none. */
const optionalName = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(oneLine, CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, statusPageMessages.colorInvalid);

export const statusPageThemeSchema = z.object({
  primaryColor: color.optional(),
  backgroundColor: color.optional(),
  textColor: color.optional(),
  mode: z.enum(['light', 'dark', 'system']).optional(),
});

const customDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, statusPageMessages.customDomainInvalid)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    statusPageMessages.customDomainInvalid,
  )
  .nullish()
  .transform((v) => (v ? v : null));

const historyDays = z
  .number({ error: statusPageMessages.historyDaysInvalid })
  .int(statusPageMessages.historyDaysInvalid)
  .min(STATUS_PAGE_HISTORY_DAYS_MIN, statusPageMessages.historyDaysInvalid)
  .max(STATUS_PAGE_HISTORY_DAYS_MAX, statusPageMessages.historyDaysInvalid);

const pageFields = {
  name: pageName,
  description: optionalText(1000, statusPageMessages.descriptionTooLong),
  isPublic: z.boolean(),
  /** A private page's password for visitors: a string sets it, null clears it (members only); absent keeps it. */
  password: z.string().min(6, statusPageMessages.passwordTooShort).max(200).nullable(),
  allowSubscriptions: z.boolean(),
  autoIncidents: z.boolean(),
  showHistoryDays: historyDays,
  theme: statusPageThemeSchema,
  /** Sanitised by the server (no @import, no url() to other origins, no expression()); the answer holds what is kept. */
  customCss: optionalText(STATUS_PAGE_CSS_MAX, statusPageMessages.cssTooLong),
  customDomain,
};

export const createStatusPageSchema = z.object({
  name: pageName,
  /** Empty or absent: made from the name. */
  slug: slug.optional().or(z.literal('').transform(() => undefined)),
  description: pageFields.description,
  isPublic: pageFields.isPublic.default(true),
  password: pageFields.password.optional(),
  allowSubscriptions: pageFields.allowSubscriptions.default(true),
  autoIncidents: pageFields.autoIncidents.default(STATUS_PAGE_AUTO_INCIDENTS_DEFAULT),
  showHistoryDays: historyDays.default(STATUS_PAGE_HISTORY_DAYS_MAX),
  theme: statusPageThemeSchema.default({}),
  customCss: pageFields.customCss,
  customDomain: pageFields.customDomain,
});
export type CreateStatusPageInput = z.input<typeof createStatusPageSchema>;
export type CreateStatusPage = z.output<typeof createStatusPageSchema>;

export const updateStatusPageSchema = z.object({ slug, ...pageFields }).partial();
export type UpdateStatusPageInput = z.input<typeof updateStatusPageSchema>;
export type UpdateStatusPage = z.output<typeof updateStatusPageSchema>;

const isoDate = z.iso.datetime({ offset: true });

/**
 * A custom domain claim's state (decision 065): pending until the page proves the name its owner's, served once
 * verified. The records to create are spelled out exactly.
 */
export const customDomainVerificationSchema = z.object({
  state: z.enum(['pending', 'verified']),
  /** The TXT record that proves the name this page's: its name and value. */
  txtRecord: z.object({ name: z.string(), value: z.string() }),
  /** A CNAME from the name to this host points it here (it proves the name only while no other page claims it). */
  cnameTarget: z.string(),
  /** What proved it, while verified. */
  proof: z.enum(['txt', 'cname']).nullable(),
  verifiedAt: isoDate.nullable(),
  checkedAt: isoDate.nullable(),
  /** The last check's finding, in words (why it is pending, or why it was let go). */
  problem: z.string().nullable(),
  /** Set when a verified name was let go (its proof gone, or outranked); cleared when verified again. */
  releasedAt: isoDate.nullable(),
});
export type CustomDomainVerification = z.infer<typeof customDomainVerificationSchema>;

export const statusPageSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The page's public address (PUBLIC_URL/public/status/{slug}; its custom domain's when it has one). */
  publicUrl: z.string(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  customCss: z.string().nullable(),
  /** The host name the page claims, proven or not (customDomainVerification says which). */
  customDomain: z.string().nullable(),
  customDomainVerification: customDomainVerificationSchema.nullable(),
  theme: statusPageThemeSchema,
  isPublic: z.boolean(),
  hasPassword: z.boolean(),
  showHistoryDays: z.number().int(),
  allowSubscriptions: z.boolean(),
  autoIncidents: z.boolean(),
  componentCount: z.number().int(),
  /** Confirmed subscribers. */
  subscriberCount: z.number().int(),
  activeIncidentCount: z.number().int(),
  /** The page's overall state now, as the public page shows it. */
  indicator: z.enum(['none', 'minor', 'major', 'critical', 'maintenance']),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type StatusPage = z.infer<typeof statusPageSchema>;

export const statusPageListSchema = z.object({
  data: z.array(statusPageSchema),
  /** The plan's page limit and how many the workspace has (for the "N of M" line and the limit notice). */
  limit: z.number().int(),
  used: z.number().int(),
});
export type StatusPageList = z.infer<typeof statusPageListSchema>;

// ---- components ----

export const componentInputSchema = z.object({
  /** Kept when the component was on the page already (its uptime bars and incident links stay). */
  id: z.uuid().optional(),
  domainId: z.uuid(),
  /** A monitor of that domain, or null for the domain's home page. */
  monitorId: z.uuid().nullable().default(null),
  displayName: optionalName(100, 'Display name must be at most 100 characters'),
  groupName: optionalName(100, 'Group name must be at most 100 characters'),
  isVisible: z.boolean().default(true),
});

/** PUT /api/status-pages/:id/components: the whole list, in display order. */
export const replaceComponentsSchema = z.object({
  components: z.array(componentInputSchema).max(STATUS_PAGE_COMPONENTS_MAX, statusPageMessages.componentsTooMany),
});
export type ReplaceComponentsInput = z.input<typeof replaceComponentsSchema>;

export const componentSchema = z.object({
  id: z.uuid(),
  domainId: z.uuid(),
  monitorId: z.uuid().nullable(),
  displayName: z.string().nullable(),
  groupName: z.string().nullable(),
  orderIndex: z.number().int(),
  isVisible: z.boolean(),
  /** What it watches, as the app names it: the domain (Unicode), or "monitor name on domain". */
  sourceName: z.string(),
  /** The name the public page shows: displayName, else sourceName. */
  name: z.string(),
  state: z.enum(COMPONENT_STATES),
});
export type StatusPageComponent = z.infer<typeof componentSchema>;

// ---- incidents ----

const incidentTitle = z
  .string({ error: statusPageMessages.incidentTitleRequired })
  .trim()
  .min(1, statusPageMessages.incidentTitleRequired)
  .max(200, statusPageMessages.incidentTitleTooLong)
  .refine(oneLine, CONTROL_CHARACTERS_MESSAGE);
const updateMessage = z
  .string({ error: statusPageMessages.messageRequired })
  .trim()
  .min(1, statusPageMessages.messageRequired)
  .max(10_000, statusPageMessages.messageTooLong);

/**
 * Statuspage's deliver_notifications: false posts the incident or update without telling the page's subscribers.
 * `notifySubscribers`, its earlier name, is still read: either one false is enough (deliversNotifications).
 */
const deliverNotificationsFields = {
  deliverNotifications: z
    .boolean()
    .default(true)
    .describe("Statuspage's deliver_notifications: false posts it without e-mailing the page's subscribers."),
  notifySubscribers: z
    .boolean()
    .optional()
    .meta({ deprecated: true, description: 'The earlier name of deliverNotifications.' }),
};

/** Whether an incident or update posted with these fields is mailed to the page's subscribers. */
export const deliversNotifications = (input: { deliverNotifications: boolean; notifySubscribers?: boolean }) =>
  input.deliverNotifications && input.notifySubscribers !== false;

export const createIncidentSchema = z.object({
  title: incidentTitle,
  status: z.enum(INCIDENT_STATUSES).default('investigating'),
  impact: z.enum(INCIDENT_IMPACTS).default('minor'),
  /** The first update's text (Markdown). */
  message: updateMessage,
  affectedComponents: z.array(z.uuid()).max(STATUS_PAGE_COMPONENTS_MAX).default([]),
  ...deliverNotificationsFields,
});
export type CreateIncidentInput = z.input<typeof createIncidentSchema>;

export const updateIncidentSchema = z
  .object({
    title: incidentTitle,
    impact: z.enum(INCIDENT_IMPACTS),
    affectedComponents: z.array(z.uuid()).max(STATUS_PAGE_COMPONENTS_MAX),
  })
  .partial();
export type UpdateIncidentInput = z.input<typeof updateIncidentSchema>;

/** POST /api/incidents/:id/updates: a new entry of the timeline; status resolved resolves the incident. */
export const incidentUpdateInputSchema = z.object({
  status: z.enum(INCIDENT_STATUSES),
  message: updateMessage,
  ...deliverNotificationsFields,
});
export type IncidentUpdateInput = z.input<typeof incidentUpdateInputSchema>;

export const incidentUpdateSchema = z.object({
  id: z.uuid(),
  status: z.enum(INCIDENT_STATUSES),
  /** As written (Markdown). */
  message: z.string(),
  /** The message rendered by the server's one Markdown renderer (raw HTML escaped, safe links only). */
  messageHtml: z.string(),
  /** Who posted it; null for the monitoring engine's own updates. */
  authorName: z.string().nullable(),
  /** Whether the page's subscribers were told of it (Statuspage's deliver_notifications). */
  deliverNotifications: z.boolean(),
  createdAt: isoDate,
});

export const incidentSchema = z.object({
  id: z.uuid(),
  statusPageId: z.uuid(),
  title: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  impact: z.enum(INCIDENT_IMPACTS),
  affectedComponents: z.array(z.uuid()),
  /** Opened by the monitoring engine (the page's automatic incidents). */
  automatic: z.boolean(),
  startedAt: isoDate,
  resolvedAt: isoDate.nullable(),
  /** Newest first. */
  updates: z.array(incidentUpdateSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({ data: z.array(incidentSchema), total: z.number().int() });
export type IncidentList = z.infer<typeof incidentListSchema>;

// ---- maintenance windows (the workspace's; shown on the pages whose components they cover) ----

export const maintenanceTargetSchema = z.object({
  domainId: z.uuid(),
  /** Null: the domain's home page and all its monitors. */
  monitorId: z.uuid().nullable().default(null),
});

const timezone = z
  .string()
  .trim()
  .min(1, statusPageMessages.timezoneInvalid)
  .max(64, statusPageMessages.timezoneInvalid)
  .refine(isValidTimeZone, statusPageMessages.timezoneInvalid);

/** Without defaults: an edit that leaves a field out keeps it (a default would reset recurrence and zone). */
const maintenanceEditable = z.object({
  title: z
    .string({ error: statusPageMessages.maintenanceTitleRequired })
    .trim()
    .min(1, statusPageMessages.maintenanceTitleRequired)
    .max(200, statusPageMessages.incidentTitleTooLong)
    .refine(oneLine, CONTROL_CHARACTERS_MESSAGE),
  description: optionalText(10_000, statusPageMessages.messageTooLong),
  startsAt: isoDate,
  endsAt: isoDate,
  recurrence: z.enum(MAINTENANCE_RECURRENCES),
  timezone,
  recursUntil: isoDate.nullish().transform((v) => v ?? null),
  targets: z.array(maintenanceTargetSchema).min(1, statusPageMessages.maintenanceTargetsRequired).max(200),
});

const maintenanceFields = maintenanceEditable.extend({
  recurrence: maintenanceEditable.shape.recurrence.default('none'),
  timezone: timezone.default('UTC'),
  /** Tell the subscribers of the pages showing its targets that it is scheduled. */
  notifySubscribers: z.boolean().default(true),
});

const WEEK_MS = 7 * 86_400_000;
/** Why a window's first occurrence cannot run from `startsAt` to `endsAt` (the service checks an edit's merged times too), or null. */
export function maintenanceLengthProblem(startsAt: string | Date, endsAt: string | Date): string | null {
  const length = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  if (length <= 0) return statusPageMessages.maintenanceEndBeforeStart;
  return length > WEEK_MS ? statusPageMessages.maintenanceTooLong : null;
}
function checkWindow(value: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) {
  if (!value.startsAt || !value.endsAt) return;
  const problem = maintenanceLengthProblem(value.startsAt, value.endsAt);
  if (problem) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
}

export const createMaintenanceSchema = maintenanceFields.superRefine(checkWindow);
export type CreateMaintenanceInput = z.input<typeof createMaintenanceSchema>;
export type CreateMaintenance = z.output<typeof createMaintenanceSchema>;

export const updateMaintenanceSchema = maintenanceEditable.partial().superRefine(checkWindow);
export type UpdateMaintenanceInput = z.input<typeof updateMaintenanceSchema>;
export type UpdateMaintenance = z.output<typeof updateMaintenanceSchema>;

export const maintenanceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: isoDate,
  endsAt: isoDate,
  recurrence: z.enum(MAINTENANCE_RECURRENCES),
  timezone: z.string(),
  recursUntil: isoDate.nullable(),
  targets: z.array(z.object({ domainId: z.uuid(), monitorId: z.uuid().nullable(), name: z.string() })),
  /** Now: inside an occurrence, waiting for the next one, or over (one-off past, or past recursUntil). */
  state: z.enum(['in_progress', 'scheduled', 'completed']),
  /** The occurrence under way or the next one; null when completed. */
  nextStartsAt: isoDate.nullable(),
  nextEndsAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
export const maintenanceListSchema = z.object({ data: z.array(maintenanceSchema) });

// ---- subscribers ----

export const subscribeSchema = z.object({
  email: z.email(statusPageMessages.emailInvalid).trim().toLowerCase().max(320, statusPageMessages.emailInvalid),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  subscribedAt: isoDate,
  confirmedAt: isoDate.nullable(),
  unsubscribedAt: isoDate.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.object({
  data: z.array(subscriberSchema),
  total: z.number().int(),
  /** The plan's limit per page. */
  limit: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** GET /api/status-pages/:id/subscribers: one page of 50, newest first, optionally of one state. */
export const subscriberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  state: z.enum(SUBSCRIBER_STATES).optional(),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;
