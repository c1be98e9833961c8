import { PLAN_ORDER, PLANS, type Plan } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { HEARTBEAT_MIN_PERIOD_SECONDS, MONITORS_PER_DOMAIN, monitorMinIntervalSeconds } from '../../../../shared/constants/monitors';
import { STATUS_PAGE_LIMITS } from '../../../../shared/constants/status-pages';
import { formatCheckInterval, formatLimit } from '../../../../shared/helpers/plan-display';
import { ALERT_CHANNEL_KINDS, alertChannelAllowance } from '../../../../shared/helpers/plan-limits';
import type { Faq } from './types';

export const PLAN_SUMMARIES: Record<SubscriptionTier, string> = {
  free: 'One website, watched for free.',
  pro: 'A business with a few sites.',
  agency: 'Agencies and teams with many sites.',
  enterprise: 'Large estates, without practical limits.',
};

/** Features that are the same on every plan, or differ only as stated (SPEC §6). */
export const PLAN_FEATURE_ROWS: ReadonlyArray<{ label: string; value: (plan: Plan) => string }> = [
  // decision 048: from the shared monitor constants, as the server enforces them
  {
    label: 'Monitors per domain (API endpoints, keywords, JSON, TCP ports, heartbeats, DNS records)',
    value: (plan) => formatLimit(MONITORS_PER_DOMAIN[plan.tier]),
  },
  { label: 'Monitors checked as often as', value: (plan) => formatCheckInterval(monitorMinIntervalSeconds(plan.tier, 'endpoint')) },
  { label: 'Uptime, TLS, DNS, registration, security-header and blacklist checks', value: () => 'Included' },
  { label: 'DNS checked at least every 5 minutes, certificates hourly', value: () => 'Included' },
  { label: 'Full audits with Lighthouse', value: () => 'Included' },
  // decision 051: from the shared status page constants, as the server enforces them
  { label: 'Public status pages', value: (plan) => formatLimit(STATUS_PAGE_LIMITS[plan.tier].pages) },
  { label: 'Subscribers per status page', value: (plan) => formatLimit(STATUS_PAGE_LIMITS[plan.tier].subscribersPerPage) },
  {
    label: 'Status page on your own domain',
    value: (plan) => (STATUS_PAGE_LIMITS[plan.tier].customDomain ? 'Included' : 'Not included'),
  },
  { label: 'List and restore deleted domains', value: (plan) => (plan.tier === 'free' ? 'Not included' : 'Included') },
];

/** 'Free allows 1 of the 4 alert channels, Pro 3 of the 4 alert channels, …': from the plan constants, as Settings says it. */
function channelsByPlan(): string {
  const phrases = PLAN_ORDER.map(
    (tier, i) => `${PLANS[tier].name}${i === 0 ? ' allows' : ''} ${alertChannelAllowance(PLANS[tier].maxAlertChannels)}`,
  );
  return `${phrases.join(', ')}.`;
}

/** Under the plan cards: how the prices are paid, true to this installation (components/payments-only.tsx). */
export const PRICES_NOTE = {
  stripe: 'Prices per month in US dollars, billed through Stripe.',
  operator: 'Prices per month in US dollars. This installation takes no payments: its operator assigns plans.',
} as const;

export const PRICING_FAQ: readonly Faq[] = [
  {
    question: 'Which checks are on the free plan?',
    answer: `All of them. Plans differ in how many domains you monitor, how often uptime is checked (${formatCheckInterval(PLANS.free.checkIntervalSeconds)} on Free, down to ${formatCheckInterval(PLANS.enterprise.checkIntervalSeconds)} on Enterprise), team size, history and alert channels.`,
  },
  {
    question: 'What is a monitor?',
    answer: `A check of your own beside the home page every domain gets: an API endpoint with its method, headers and expected status, a page that must (or must not) contain a word, a JSON value, a TCP port, a DNS record, or a heartbeat your cron job calls. Each domain has up to ${PLAN_ORDER.map((tier) => `${MONITORS_PER_DOMAIN[tier]} on ${PLANS[tier].name}`).join(', ')}, checked as often as the plan's uptime checks; a heartbeat's period can be as short as ${Math.round(HEARTBEAT_MIN_PERIOD_SECONDS / 60)} minute on every plan.`,
  },
  {
    question: 'What counts as an alert channel?',
    answer: `A kind of delivery: e-mail, SMS, Slack or webhook, ${ALERT_CHANNEL_KINDS.length} in all. ${channelsByPlan()} You can connect several Slack channels or webhooks as one channel kind.`,
  },
  {
    question: 'What happens when I reach my domain limit?',
    answer:
      'Your existing domains keep being monitored; adding another shows the limit and a link to upgrade. Deleting a domain frees its place.',
  },
  {
    question: 'How do I pay, and can I cancel?',
    answer: {
      stripe:
        'Choose a paid plan above: you create your account (or sign in), then pay by card on Stripe’s secure Checkout page. Paid plans are billed monthly in advance in US dollars, through Stripe; your card details go to Stripe, never to us. From the Billing screen you change plan at any time (the change applies at once and Stripe prorates it to the day), cancel (the plan stays until the end of the period paid and is not charged again, and you can resume until then), download your invoices, and update your card in Stripe’s customer portal. There are no annual contracts.',
      operator:
        'This installation of Sitewarden takes no payments: its operator assigns plans. Choose a plan above to create your account (or sign in); the Billing screen then tells you how to reach the operator to move to it. A plan change applies at once.',
    },
  },
  {
    question: 'What happens when I move to a smaller plan, or a payment fails?',
    answer:
      'Nothing is deleted. Domains and monitors above the smaller plan’s limits are paused with their history; the oldest stay active unless you choose others on the Billing screen, and they are checked again when you move back up. If a renewal payment fails, you keep your paid plan for a grace period while you update your card, with a notice in the app; after it, the account moves to Free.',
  },
  {
    question: 'Is there a discount for paying yearly?',
    answer: 'No. Prices are monthly only, the same for everyone.',
  },
  {
    question: 'Can I run Sitewarden on my own server instead?',
    answer:
      'Yes. Sitewarden is open source under the MIT licence. On your own installation without Stripe keys, nobody is asked to pay: the operator chooses the plan of new accounts and sets any account’s plan on the Users screen or from the command line, and the Billing screen says so.',
  },
  {
    question: 'Why don’t you show customer reviews or ratings?',
    answer:
      'Because we would only show reviews we can point to, and we do not have an independent set of them yet. We would rather show you the product: the free check on the home page takes a few seconds.',
  },
];
