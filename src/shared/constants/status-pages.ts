import type { SubscriptionTier } from '../contracts/auth';

/**
 * Public status pages (issue 17, decision 051): the words both sides and the public JSON use, and the plan limits.
 * The Statuspage v2 names (component and page indicators) are what existing aggregators read.
 */

/** An incident's stage, in order; `resolved` ends it. */
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** How bad an incident is (Statuspage's `impact`). */
export const INCIDENT_IMPACTS = ['none', 'minor', 'major', 'critical'] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

/** A component's state on a page (Statuspage v2 component status). */
export const COMPONENT_STATES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** The page's overall indicator (Statuspage v2 `status.indicator`). */
export const PAGE_INDICATORS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type PageIndicator = (typeof PAGE_INDICATORS)[number];

export const MAINTENANCE_RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type MaintenanceRecurrence = (typeof MAINTENANCE_RECURRENCES)[number];

export const STATUS_PAGE_ASSET_KINDS = ['logo', 'favicon'] as const;
export type StatusPageAssetKind = (typeof STATUS_PAGE_ASSET_KINDS)[number];

/** Image types a logo or favicon may be (checked by their first bytes, not by the name). */
export const STATUS_PAGE_ASSET_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/svg+xml',
] as const;
export const STATUS_PAGE_ASSET_MAX_BYTES: Record<StatusPageAssetKind, number> = {
  logo: 512 * 1024,
  favicon: 128 * 1024,
};

export type StatusPageThemeMode = 'light' | 'dark' | 'system';

export interface StatusPageTheme {
  /** #rrggbb: buttons, links, the operational colour stays the status green. */
  primaryColor?: string;
  backgroundColor?: string;
  textColor?: string;
  /** The visitor's system setting by default. */
  mode?: StatusPageThemeMode;
}

/** SPEC §9.2: status page history 90 days; a page may show fewer. */
export const STATUS_PAGE_HISTORY_DAYS_MAX = 90;
export const STATUS_PAGE_HISTORY_DAYS_MIN = 7;
/**
 * New pages open and resolve incidents on outages by themselves unless their creator turns it off (decision 066):
 * a page whose banner says "Major System Outage" beside "No incidents reported", with no word to its subscribers,
 * looks abandoned. Pages made before keep what they had.
 */
export const STATUS_PAGE_AUTO_INCIDENTS_DEFAULT = true;
/** SPEC §9.2: the public page refreshes itself every 30 s. */
export const STATUS_PAGE_REFRESH_SECONDS = 30;
/** Past incidents per page of the public history. */
export const STATUS_PAGE_INCIDENTS_PER_PAGE = 10;
/** Subscribers per page of the management list (GET /api/status-pages/:id/subscribers?page=N). */
export const STATUS_PAGE_SUBSCRIBERS_PER_PAGE = 50;
export const STATUS_PAGE_COMPONENTS_MAX = 50;
/** A subscriber's confirmation link stays valid this long. */
export const SUBSCRIPTION_CONFIRM_TTL_DAYS = 7;
export const STATUS_PAGE_CSS_MAX = 20_000;

export const STATUS_PAGE_SLUG_MIN = 3;
export const STATUS_PAGE_SLUG_MAX = 60;
/**
 * Slugs refused because they are, or will be, paths beside `/public/status/{slug}` or read as official: the
 * verification page, the assets route, and words a visitor would take for the installation's own page.
 */
export const RESERVED_STATUS_PAGE_SLUGS: readonly string[] = [
  'verify-success',
  'unsubscribe',
  'subscribe',
  'api',
  'assets',
  'admin',
  'new',
  'edit',
  'status',
  'widget',
  'badge',
  'badges',
  'feed',
  'rss',
  'atom',
  'www',
  'sitewarden',
  'help',
  'support',
];

export interface StatusPagePlanLimits {
  /** Status pages per workspace. */
  pages: number;
  /** Confirmed and pending subscribers per page. */
  subscribersPerPage: number;
  /** Whether a page may answer on its own host name. */
  customDomain: boolean;
}

/** Decision 051; the pricing table reads these. */
export const STATUS_PAGE_LIMITS: Record<SubscriptionTier, StatusPagePlanLimits> = {
  free: { pages: 1, subscribersPerPage: 100, customDomain: false },
  pro: { pages: 3, subscribersPerPage: 1_000, customDomain: true },
  agency: { pages: 25, subscribersPerPage: 10_000, customDomain: true },
  enterprise: { pages: 100, subscribersPerPage: 100_000, customDomain: true },
};
