/**
 * /features: every check Sitewarden runs and everything around it, in detail. Each point is checked against the code:
 * probes in src/server/engine/probes, cadence in src/shared/constants/check-families.ts, rules in
 * src/server/jobs/evaluate, channels in src/server/notifications/channels.
 */
import { API_KEY_DEFAULT_RATE_LIMIT } from '../../../../shared/constants/partner-api';
import { STATUS_PAGE_REFRESH_SECONDS } from '../../../../shared/constants/status-pages';
import {
  Activity,
  Ban,
  Bell,
  Braces,
  Cable,
  CalendarClock,
  Globe,
  Gauge,
  HeartPulse,
  KeyRound,
  LayoutDashboard,
  Lock,
  Network,
  Plug,
  Radio,
  Server,
  ShieldCheck,
  SlidersHorizontal,
  TextSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  DEFAULT_ALERT_THRESHOLDS,
  DEFAULT_COOLDOWN_MINUTES,
  PLAN_ORDER,
  PLANS,
  SSL_ALERT_DAYS,
  STATUS_PAGE_HISTORY_DAYS,
} from '../../../../shared/constants/plans';
import {
  DNS_ASSERTION_RECORD_TYPES,
  HEARTBEAT_MAX_PERIOD_SECONDS,
  HEARTBEAT_MIN_PERIOD_SECONDS,
  HTTP_METHODS,
  JSON_ASSERTION_OPERATORS,
  MONITOR_TYPE_INFO,
  MONITORS_PER_DOMAIN,
  monitorMinIntervalSeconds,
  type MonitorType,
} from '../../../../shared/constants/monitors';
import { HOME_CHECK_FAMILIES, type CheckFamilyFacts } from '../../../../shared/constants/check-families';
import { formatCheckInterval } from '../../../../shared/helpers/plan-display';
import { FEATURE_ANCHORS } from '../../../../shared/marketing-routes';

export interface FeatureBlock {
  /** The block's address on the page (/features#id), for links that land on it: the public nav's Status Pages. */
  anchor?: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  points: readonly string[];
}

export interface FeatureGroup {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  blocks: readonly FeatureBlock[];
}

const intervals = PLAN_ORDER.map((tier) => `${formatCheckInterval(PLANS[tier].checkIntervalSeconds)} on ${PLANS[tier].name}`).join(', ');

/** A cadence rule in words: the plan's interval (per plan), or the one interval every plan shares. */
function cadenceText(family: CheckFamilyFacts): string {
  const rule = family.cadence;
  const onDemand = family.alsoOnDemand ? `, and on demand ${family.alsoOnDemand}` : '';
  if (rule.kind === 'plan') return `Your plan’s interval: ${intervals}${onDemand}`;
  if (rule.kind === 'plan-at-most') return `Your plan’s interval, but at least ${formatCheckInterval(rule.atMostSeconds)}${onDemand}`;
  const every = rule.seconds === 86_400 ? 'Every day' : rule.seconds === 3_600 ? 'Every hour' : `Every ${formatCheckInterval(rule.seconds).replace(/^every /, '')}`;
  return `${every}${onDemand}`;
}

/** "a, b, c or d": a list of choices in words. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const sslDays = `${SSL_ALERT_DAYS.slice(0, -1).join(', ')} and ${SSL_ALERT_DAYS.at(-1)} days`;
const heartbeatMinimum = `${Math.round(HEARTBEAT_MIN_PERIOD_SECONDS / 60)} minute`;
const heartbeatMaximum = `${Math.round(HEARTBEAT_MAX_PERIOD_SECONDS / 86_400)} days`;
/** The shortest monitor interval on each plan (decision 048): the plan's check interval. */
const monitorIntervals = PLAN_ORDER.map(
  (tier) => `${formatCheckInterval(monitorMinIntervalSeconds(tier, 'endpoint'))} on ${PLANS[tier].name}`,
).join(', ');
const monitorsPerDomain = PLAN_ORDER.map((tier) => `${MONITORS_PER_DOMAIN[tier]} on ${PLANS[tier].name}`).join(', ');
/** Each JSON assertion operator in words (a new operator fails to compile until it is worded here). */
const JSON_OPERATOR_WORDS: Record<(typeof JSON_ASSERTION_OPERATORS)[number], string> = {
  equals: 'equal your value',
  'not-equals': 'differ from it',
  contains: 'contain it',
  'less-than': 'be less than it',
  'greater-than': 'be greater than it',
  exists: 'simply exist',
};
const monitorLabel = (type: MonitorType) => MONITOR_TYPE_INFO[type].label;

/** How often each check runs: the schedules' own numbers (shared/constants/check-families.ts, constants/monitors.ts). */
export const CHECK_CADENCE: ReadonlyArray<{ check: string; cadence: string }> = [
  ...HOME_CHECK_FAMILIES.map((family) => ({ check: family.label, cadence: cadenceText(family) })),
  {
    check: 'Monitors you add',
    cadence: `The interval you choose for each, up to a day apart; as often as ${monitorIntervals}`,
  },
  { check: monitorLabel('heartbeat'), cadence: `A period from ${heartbeatMinimum} to ${heartbeatMaximum} on every plan; silence noticed within a minute` },
];

/** A monitor type's block: its label and description from the shared constants, then its points. */
function monitorBlock(type: MonitorType, icon: LucideIcon, points: readonly string[]): FeatureBlock {
  return { icon, title: MONITOR_TYPE_INFO[type].label, summary: MONITOR_TYPE_INFO[type].description, points };
}

const httpSettingsPoint = `Every setting of an ${MONITOR_TYPE_INFO.endpoint.label} monitor: method, headers, body, authentication, timeout and redirects`;

export const FEATURE_GROUPS: readonly FeatureGroup[] = [
  {
    id: 'checks',
    eyebrow: 'Checks',
    title: 'What Sitewarden checks',
    intro: 'Seven kinds of check on every domain’s home page, each a small program with a timeout on every step, so a check never hangs and never reports “healthy” when it could not run.',
    blocks: [
      {
        icon: Activity,
        title: 'HTTP uptime',
        summary: 'Is the site answering, and how fast?',
        points: [
          'GET https://your-domain/, falling back to http:// only when HTTPS cannot connect',
          'Redirects followed (up to 5), each hop checked against the same address rules',
          'DNS, connect, TLS, first-byte and download timings for every request',
          '5xx, timeouts and refused connections are outages; 4xx is a warning',
          `Slower than ${DEFAULT_ALERT_THRESHOLDS.responseTimeMs.toLocaleString('en-US')} ms is a warning, and a response-time alert once your threshold is crossed`,
          'A failure is re-checked at once; only a confirmed failure starts an outage',
        ],
      },
      {
        icon: Lock,
        title: 'TLS certificate',
        summary: 'Will browsers trust the certificate, and for how long?',
        points: [
          'The certificate presented on port 443, or the port you add the domain with (example.com:8443), for your domain name (SNI), as a browser sees it',
          'Expiry: warning within 30 days, critical within 7, alerts at 30, 14 and 7 days and on expiry',
          'Trust: incomplete chain, self-signed, untrusted root, not yet valid',
          'Hostname: whether the certificate covers the domain, and which names it does cover',
          'Issuer, subject, alternative names, protocol, cipher and chain fingerprints recorded',
        ],
      },
      {
        icon: Network,
        title: 'DNS records and changes',
        summary: 'Do the records exist, are they sane, and did they change?',
        points: [
          'A, AAAA, CNAME, MX, NS, TXT, CAA, SOA and the _dmarc record',
          'Change alerts for A, AAAA, MX, NS, TXT and CAA, listing what was added and removed',
          'SPF parsed, its DNS lookups counted against the limit of 10',
          'DMARC validated; a policy of p=none is noted',
          'Missing MX, a single nameserver or nameservers that do not resolve are flagged',
          'NXDOMAIN and domains with no address at all are critical',
        ],
      },
      {
        icon: CalendarClock,
        title: 'Domain registration',
        summary: 'When does the domain expire, and is it in trouble?',
        points: [
          'RDAP first, using the IANA bootstrap registry; port-43 WHOIS when RDAP has no answer',
          'Expiry date, registrar, creation and update dates, nameservers and DNSSEC flag',
          'Alerts at 30, 14 and 7 days before expiry',
          'Critical when the registry shows clientHold, serverHold, redemptionPeriod or pendingDelete',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Security headers',
        summary: 'Does the site send the headers that protect its visitors, in a form browsers apply?',
        points: [
          'Strict-Transport-Security (with a real max-age, over HTTPS), Content-Security-Policy, X-Content-Type-Options',
          'X-Frame-Options, or CSP frame-ancestors in its place, and Referrer-Policy',
          'Each header judged as browsers read it: one sent in a form browsers ignore is shown as ignored, with the reason',
          "Weak settings named apart: CSP 'unsafe-inline' without nonces or hashes, a short HSTS max-age, a leaky referrer policy",
          'Whether plain HTTP redirects to HTTPS',
          'Secure and HttpOnly flags on the cookies the home page sets',
          'An alert when a header that was in effect disappears or stops being applied by browsers',
        ],
      },
      {
        icon: Ban,
        title: 'DNS blacklists',
        summary: 'Is the domain or its server listed as a source of spam or abuse?',
        points: [
          'The domain on domain lists (Spamhaus DBL, SURBL by default)',
          'Its IPv4 addresses on IP lists (Spamhaus ZEN, SpamCop by default)',
          'Refused or rate-limited answers are reported as “not checked”, never as listed or clean',
          'A new listing raises an alert; the alert resolves when every listing has gone',
        ],
      },
      {
        icon: Gauge,
        title: 'Lighthouse performance',
        summary: 'How fast does the page load for a mobile visitor?',
        points: [
          'Lighthouse 12 in Chromium, mobile settings: every day on every domain, and on demand in a full audit or Analyze Performance',
          'Performance, accessibility, best-practice and SEO scores out of 100',
          'Lab Core Web Vitals: Largest Contentful Paint and Cumulative Layout Shift, with Total Blocking Time in place of INP (which needs real visitors)',
          'First Contentful Paint, time to first byte and Speed Index',
          'Render-blocking requests and third parties with their size and blocking time',
        ],
      },
    ],
  },
  {
    id: 'monitors',
    eyebrow: 'Monitors',
    title: 'Monitors of your own, beside the home page',
    intro: `Every domain gets the checks above on its home page. Add monitors for the rest: API endpoints, pages, ports, cron jobs and DNS records on the domain or its subdomains. Each domain takes up to ${monitorsPerDomain}.`,
    blocks: [
      monitorBlock('endpoint', Plug, [
        'Any http:// or https:// URL on the domain or its subdomains, on any port',
        `Method ${orList(HTTP_METHODS)}, headers of your own and a request body`,
        'Expected status codes or ranges (200-299 by default); redirects followed or not, as you choose',
        'A timeout from 1 to 60 seconds; basic or bearer authentication',
        'Passwords, tokens and secret header values encrypted at rest (AES-256-GCM) and never shown again',
        'Private, loopback and metadata addresses refused, as for every check, unless you allow private targets',
      ]),
      monitorBlock('keyword', TextSearch, [
        'Present: down when the word or phrase is missing; absent: down when it appears',
        'Case-sensitive or not, as you choose',
        httpSettingsPoint,
      ]),
      monitorBlock('json', Braces, [
        'A path such as $.status or data.items[0].id',
        `The value there must ${orList(JSON_ASSERTION_OPERATORS.map((operator) => JSON_OPERATOR_WORDS[operator]))}`,
        httpSettingsPoint,
      ]),
      monitorBlock('tcp', Cable, [
        'Any port from 1 to 65535 on the domain or its subdomains must accept a connection',
        `Optionally over TLS: the certificate’s trust and host name checked, with expiry alerts at ${sslDays} as for the website`,
        'TLS from the first byte (such as 465, 993 or 8883), or STARTTLS on mail ports: SMTP on 25 and 587, IMAP on 143, POP3 on 110',
        'TCP only: no ICMP ping and no UDP',
      ]),
      monitorBlock('heartbeat', HeartPulse, [
        'A secret push URL, /api/push/<token>, called with GET or POST and no sign-in',
        '/start when a long job begins, /fail or a non-zero exit code when it fails, with an optional message',
        'An alert when no ping arrives within the period plus the grace time, or when the job reports a failure',
        `A period from ${heartbeatMinimum} to ${heartbeatMaximum} on every plan`,
      ]),
      monitorBlock('dns-record', Globe, [
        `${orList(DNS_ASSERTION_RECORD_TYPES)} records of the domain or a subdomain`,
        'Exactly the values you expect, or at least each of them',
        'An alert at once on a mismatch (no re-check: DNS answers do not blip), resolved when the record is as expected again',
        'Any change of the values raises a DNS change alert too, with before and after',
      ]),
      {
        icon: SlidersHorizontal,
        title: 'Settings of each monitor',
        summary: 'Its own schedule, threshold and channels.',
        points: [
          `Per domain: up to ${monitorsPerDomain}`,
          `An interval of its own, as often as ${monitorIntervals}`,
          'Minutes of downtime before the alert, and the channels it goes to (e-mail, SMS, Slack, webhook)',
          'A failed request or connection is re-checked at once before it counts; alerts and recovery notices name the monitor',
          'Uptime over 24 hours and 7 days, and recent response times, on the domain’s page',
        ],
      },
    ],
  },
  {
    id: 'alerts',
    eyebrow: 'Alerts',
    title: 'How you hear about it',
    intro: 'Rules turn check results into alerts; channels deliver them. Every alert is stored, whether or not a notification goes out.',
    blocks: [
      {
        icon: Bell,
        title: 'Alert rules',
        summary: 'One alert per incident, resolved automatically when it clears.',
        points: [
          `Downtime after ${DEFAULT_ALERT_THRESHOLDS.downtimeMinutes} minutes of confirmed outage (your setting), with a recovery notice and the outage duration`,
          'Certificate and registration expiry at 30, 14 and 7 days; invalid certificates at once',
          'DNS changes, with before and after',
          'Monitors: downtime after their own minutes, heartbeats that fall silent or report a failure, DNS records that stop matching, certificates expiring on TLS ports',
          `Response time above ${DEFAULT_ALERT_THRESHOLDS.responseTimeMs.toLocaleString('en-US')} ms (your threshold), resolved when it is back under`,
          'New blacklist listings and security headers that disappear or that browsers stop applying',
          'Per-domain thresholds with warning and critical levels, business hours in a time zone and a cooldown',
        ],
      },
      {
        icon: Radio,
        title: 'Channels',
        summary: 'E-mail, SMS, Slack and webhooks.',
        points: [
          'E-mail in HTML and plain text, through your SMTP server (Mailgun and others work)',
          'SMS through Twilio',
          'Slack incoming webhooks, each filtered by alert type, severity and domain, with a test message',
          'Webhooks signed with HMAC-SHA256 over timestamp and body (X-Sitewarden-Signature, X-Sitewarden-Timestamp)',
          `Quiet hours hold non-critical alerts until they end; critical alerts go at once; repeats wait for the cooldown (${DEFAULT_COOLDOWN_MINUTES} minutes by default)`,
          'Eight delivery attempts over about ten minutes, honouring Retry-After, every attempt logged',
        ],
      },
    ],
  },
  {
    id: 'workspace',
    eyebrow: 'Working with it',
    title: 'The app around the checks',
    intro: 'Everything a site owner or a team needs to act on the results.',
    blocks: [
      {
        icon: LayoutDashboard,
        title: 'Dashboard, scanner and audits',
        summary: 'See everything, check anything, score a domain.',
        points: [
          'Dashboard: uptime across your domains, active domains, certificates expiring within 30 days, open alerts',
          'Domain table with status, certificate, uptime, performance and alerts per domain',
          'Scanner: any domain on demand, with a history of your last 10 scans in your browser',
          'Full audit scored out of 100, with recommendations and the sources they rest on',
          'Optional AI analysis when the operator configures a model; otherwise a rule-based analysis, labelled as such',
          'Renewals: certificate and registration dates plus your own reminders, soonest first',
        ],
      },
      {
        icon: Users,
        title: 'Teams and roles',
        summary: 'Share the work, with the right permissions.',
        points: [
          'A personal workspace for everyone, and team workspaces to share',
          'Owner, admin, member and viewer roles, checked on every request',
          'Invitations by e-mail, valid for seven days, accepted by the invited address only',
          'An activity log of every change in a team',
          'Team size counts members and pending invitations against the owner’s plan',
        ],
      },
      {
        anchor: FEATURE_ANCHORS.statusPages,
        icon: Radio,
        title: 'Status pages',
        summary: 'Tell your users what is going on.',
        points: [
          'A public page at your own slug or on your own domain, with the domains and monitors you choose, grouped and named as you like',
          `${STATUS_PAGE_HISTORY_DAYS} days of uptime bars, a response-time chart, refreshed every ${STATUS_PAGE_REFRESH_SECONDS} seconds`,
          'Incidents with a timeline, written by you or opened and resolved automatically when a component goes down and recovers',
          'Maintenance windows, one-off or recurring: alerts held, the page says so, uptime shown with and without them',
          'E-mail subscriptions, confirmed by the subscriber, with one-click unsubscribe',
          'Private pages behind a password, your logo, favicon, colours and CSS',
          'RSS and Atom feeds, a Statuspage-compatible JSON API, an embeddable widget and SVG badges',
        ],
      },
      {
        icon: KeyRound,
        title: 'Partner API',
        summary: 'Monitoring from your own tools.',
        points: [
          'A REST API at /api/v1, described by OpenAPI at /api/v1/openapi.json',
          `API keys with read, write or admin permission and an hourly rate limit (${API_KEY_DEFAULT_RATE_LIMIT.toLocaleString('en-US')} by default)`,
          `A monthly request quota per plan: ${PLANS.pro.apiRequestsMonthly.toLocaleString('en-US')} on Pro, ${PLANS.agency.apiRequestsMonthly.toLocaleString('en-US')} on Agency`,
          'Partner domains: your own external IDs and metadata on our domains, looked up through the API',
          'Calls, errors and response times per day and per endpoint on the Partner API screen',
          'Guide with curl examples at /api-docs; included on Pro, Agency and Enterprise',
        ],
      },
    ],
  },
  {
    id: 'running',
    eyebrow: 'Open source',
    title: 'Run it yourself',
    intro: 'The hosted service and your own installation run the same code.',
    blocks: [
      {
        icon: Server,
        title: 'One process, or many',
        summary: 'Start small, scale out when you need to.',
        points: [
          'MIT licence; npm install && npm start serves the site, API and checks on one port',
          'Embedded PostgreSQL (PGlite) by default, your own PostgreSQL with DATABASE_URL',
          'With REDIS_URL, checks run as BullMQ jobs on any number of worker processes',
          'Health at /healthz and /readyz, Prometheus metrics at /metrics (every monitor too with METRICS_MONITORS=on, with a Grafana dashboard in the repository), and an admin screen showing each worker alive or stalled, the queues, failures and database size',
          'Probes refuse private, loopback, link-local and metadata addresses and pin the address they resolved, unless you allow private targets',
          'Passwords hashed with argon2id; sessions in an HttpOnly cookie',
        ],
      },
    ],
  },
];
