import type { SubscriptionTier } from '../contracts/auth';
import { PLAN_ORDER, PLANS } from './plans';

/**
 * The home-page check families every domain has (decision 047): what each checks and how often, per plan. The
 * server's schedules (jobs/monitoring/families/) and the marketing pages (features, pricing) read these numbers, so
 * what the site says is what the workers do. Monitor families (shared/constants/monitors.ts) run at each monitor's
 * own interval instead.
 */
export type HomeCheckFamilyId = 'http' | 'dns' | 'ssl' | 'whois' | 'security' | 'performance';

/**
 * How a family's cadence follows the plan: the plan's check interval; the plan's interval but never less often than
 * `atMostSeconds`; or the same fixed interval on every plan.
 */
export type CadenceRule =
  { kind: 'plan' } | { kind: 'plan-at-most'; atMostSeconds: number } | { kind: 'fixed'; seconds: number };

export interface CheckFamilyFacts {
  id: HomeCheckFamilyId;
  /** The family in the words of the screens and the marketing pages. */
  label: string;
  /** What it checks, in one phrase. */
  checks: string;
  cadence: CadenceRule;
  /** Also run outside its schedule, and where (words for the marketing pages). */
  alsoOnDemand?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const HOME_CHECK_FAMILIES: readonly CheckFamilyFacts[] = [
  {
    id: 'http',
    label: 'Uptime (HTTP)',
    checks: 'whether the home page answers, and how fast',
    cadence: { kind: 'plan' },
  },
  {
    id: 'dns',
    label: 'DNS records and configuration',
    checks: 'the records, name servers, SPF and DMARC',
    cadence: { kind: 'plan-at-most', atMostSeconds: 5 * MINUTE },
  },
  {
    id: 'ssl',
    label: 'TLS certificate',
    checks: 'trust, hostname and expiry of the certificate',
    cadence: { kind: 'fixed', seconds: HOUR },
  },
  {
    id: 'whois',
    label: 'Domain registration',
    checks: 'registration status and expiry (RDAP, then WHOIS)',
    cadence: { kind: 'fixed', seconds: DAY },
  },
  {
    id: 'security',
    label: 'Security headers and blacklists',
    checks: 'security headers and DNS blacklists',
    cadence: { kind: 'fixed', seconds: DAY },
  },
  {
    id: 'performance',
    label: 'Lighthouse performance',
    checks: 'a Lighthouse (mobile) run of the home page',
    cadence: { kind: 'fixed', seconds: DAY },
    alsoOnDemand: 'in a full audit or Analyze Performance',
  },
];

const BY_ID = new Map(HOME_CHECK_FAMILIES.map((f) => [f.id, f]));

export function checkFamilyFacts(id: HomeCheckFamilyId): CheckFamilyFacts {
  return BY_ID.get(id)!;
}

/** Seconds between two scheduled checks of a home-page family on a plan. */
export function familyCadenceSeconds(id: HomeCheckFamilyId, plan: SubscriptionTier): number {
  const rule = checkFamilyFacts(id).cadence;
  const planSeconds = PLANS[plan].checkIntervalSeconds;
  switch (rule.kind) {
    case 'plan':
      return planSeconds;
    case 'plan-at-most':
      return Math.min(planSeconds, rule.atMostSeconds);
    case 'fixed':
      return rule.seconds;
  }
}

/** A family's cadence on every plan, in plan order. */
export function familyCadences(id: HomeCheckFamilyId): { plan: SubscriptionTier; seconds: number }[] {
  return PLAN_ORDER.map((plan) => ({ plan, seconds: familyCadenceSeconds(id, plan) }));
}
