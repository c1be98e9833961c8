import type { SubscriptionTier } from '../contracts/auth';

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  /** The label of the top-bar badge (SPEC §2.4). */
  badge: string;
  priceUsdMonthly: number;
  priceId: string | null;
  maxDomains: number;
  checkIntervalSeconds: number;
  maxTeamMembers: number;
  apiRequestsMonthly: number;
  retentionDays: number;
  maxAlertChannels: number;
  /** Full audits and 'Analyze Performance' runs a workspace may start per hour (each is a Lighthouse run; decision 032). */
  lighthouseRunsPerHour: number;
  popular: boolean;
}

/** SPEC §9.1. Enterprise domains: "50+ (unlimited in marketing)"; the limit enforced is effectively unlimited. */
export const PLANS: Record<SubscriptionTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    badge: 'Free Plan',
    priceUsdMonthly: 0,
    priceId: null,
    maxDomains: 1,
    checkIntervalSeconds: 3600,
    maxTeamMembers: 1,
    apiRequestsMonthly: 1000,
    retentionDays: 7,
    maxAlertChannels: 1,
    lighthouseRunsPerHour: 10,
    popular: false,
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    badge: 'Pro',
    priceUsdMonthly: 29,
    priceId: 'price_pro',
    maxDomains: 10,
    checkIntervalSeconds: 300,
    maxTeamMembers: 3,
    apiRequestsMonthly: 10000,
    retentionDays: 30,
    maxAlertChannels: 3,
    lighthouseRunsPerHour: 30,
    popular: true,
  },
  agency: {
    tier: 'agency',
    name: 'Agency',
    badge: 'Agency',
    priceUsdMonthly: 99,
    priceId: 'price_agency',
    maxDomains: 50,
    checkIntervalSeconds: 60,
    maxTeamMembers: 10,
    apiRequestsMonthly: 50000,
    retentionDays: 90,
    maxAlertChannels: 10,
    lighthouseRunsPerHour: 100,
    popular: false,
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    badge: 'Enterprise',
    priceUsdMonthly: 299,
    priceId: 'price_enterprise',
    maxDomains: 999999,
    checkIntervalSeconds: 30,
    maxTeamMembers: 999999,
    apiRequestsMonthly: 999999,
    retentionDays: 365,
    maxAlertChannels: 999999,
    lighthouseRunsPerHour: 300,
    popular: false,
  },
};

export const PLAN_ORDER: SubscriptionTier[] = ['free', 'pro', 'agency', 'enterprise'];

/** SPEC §9.1: SSL expiry alerts are stated at these days before expiry. */
export const SSL_ALERT_DAYS = [30, 14, 7] as const;

/** SPEC §9.2 */
export const DEFAULT_ALERT_THRESHOLDS = {
  sslExpiryDays: 30,
  downtimeMinutes: 5,
  responseTimeMs: 3000,
  performanceScoreThreshold: 50,
  dnsChangeAlerts: true,
} as const;
export const DEFAULT_COOLDOWN_MINUTES = 15;
export const STATUS_PAGE_HISTORY_DAYS = 90;
export const API_KEY_DEFAULT_RATE_LIMIT = 1000;
