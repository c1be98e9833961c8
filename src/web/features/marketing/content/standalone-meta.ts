import { PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import type { PageMetaContent } from './types';

const priceList = PLAN_ORDER.map((tier) => `${PLANS[tier].name} ${formatMonthlyPrice(PLANS[tier].priceUsdMonthly)}`).join(', ');

/** Title and description of the pages that have a template of their own. */
export const STANDALONE_META = {
  '/pricing': {
    title: 'Pricing',
    description: `Four plans, billed monthly in US dollars: ${priceList}. Every plan runs every check; the limits are listed in full.`,
  },
  '/features': {
    title: 'Features: every check and alert in detail',
    description:
      'Checks: uptime, TLS, DNS, registration, headers, blacklists, Lighthouse. Monitors: API, keyword, JSON, TCP port, heartbeat, DNS record. Alerts in four channels.',
  },
  '/roi-calculator': {
    title: 'Website monitoring ROI calculator',
    description:
      'Work out what faster outage detection is worth to you: revenue per hour, outages a year, time to notice and engineering time, against the plan price.',
  },
  '/legal': {
    title: 'Terms of service and privacy policy',
    description:
      'The terms for using Sitewarden and what data it stores, for how long, which cookies it sets (one session cookie) and who else receives data.',
  },
  '/compare/alternatives': {
    title: 'Sitewarden alternatives compared',
    description:
      'How Sitewarden compares with UptimeRobot, Pingdom, StatusCake and Better Stack, plus open-source options. Honest tables with sources.',
  },
} as const satisfies Record<string, PageMetaContent>;
