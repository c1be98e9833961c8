/**
 * The comparison pages. Rule: a row about another product appears only when we are confident it is true of that
 * product (from its public website, pricing page or documentation, 2025–2026). Where we are unsure, the row is left
 * out rather than guessed; Sitewarden-only features are listed separately, without claims about the other product.
 */
import { PLANS } from '../../../../shared/constants/plans';
import { HEARTBEAT_MIN_PERIOD_SECONDS } from '../../../../shared/constants/monitors';
import { formatCheckInterval } from '../../../../shared/helpers/plan-display';
import type { VendorComparePath } from '../../../../shared/marketing-routes';
import type { PageMetaContent, Source } from './types';

export type CellState = 'yes' | 'no' | 'partial';

export interface Cell {
  state: CellState;
  note?: string;
}

export interface CompareRow {
  feature: string;
  sitewarden: Cell;
  vendor: Cell;
}

export interface VendorComparison {
  vendor: string;
  meta: PageMetaContent;
  lead: string;
  /** Where the other product is the better choice: said plainly. */
  chooseVendor: readonly string[];
  chooseSitewarden: readonly string[];
  rows: readonly CompareRow[];
  sources: readonly Source[];
}

const yes = (note?: string): Cell => ({ state: 'yes', note });
const no = (note?: string): Cell => ({ state: 'no', note });
const partly = (note: string): Cell => ({ state: 'partial', note });

/** Sitewarden's side of the rows, worded once. */
const SW = {
  openSource: yes('MIT licence'),
  selfHost: yes('One process, or web and worker processes with PostgreSQL and Redis'),
  freePlan: yes(`${PLANS.free.maxDomains} domain, uptime ${formatCheckInterval(PLANS.free.checkIntervalSeconds)}`),
  locations: no('Checks run from the server Sitewarden runs on'),
  keyword: yes('Present or absent, on any URL of the domain or its subdomains'),
  tcpPort: yes('Optional TLS with certificate expiry alerts'),
  icmpPing: no('TCP port monitors instead'),
  icmpPingUdp: no('TCP only'),
  heartbeat: yes(`Push URL with start, fail and exit code; periods from ${Math.round(HEARTBEAT_MIN_PERIOD_SECONDS / 60)} minute`),
  sslExpiry: yes('30, 14 and 7 days; broken chain; wrong name'),
  statusPages: yes('Incidents, maintenance windows, subscribers, your own domain, Statuspage-compatible JSON'),
  slackWebhooks: yes('Webhooks signed with HMAC-SHA256'),
  sms: yes('Through Twilio'),
  phoneCalls: no(),
  mobileApp: no('Responsive web app'),
  api: yes('Partner API on paid plans'),
  speed: partly('Lighthouse every day, and on demand in full audits'),
  transactions: no(),
  rum: no(),
  onCall: no(),
  logs: no(),
  serverAgent: no(),
} satisfies Record<string, Cell>;

/** The first rows of every vendor table: the four are hosted, closed-source services checking from many locations. */
function hostedRows(freePlan: Cell, locations: Cell = yes()): CompareRow[] {
  return [
    { feature: 'Open source', sitewarden: SW.openSource, vendor: no() },
    { feature: 'Self-hosting', sitewarden: SW.selfHost, vendor: no('Hosted service') },
    { feature: 'Free plan', sitewarden: SW.freePlan, vendor: freePlan },
    { feature: 'Checks from several locations', sitewarden: SW.locations, vendor: locations },
  ];
}

const LISTED_LIMITS = yes('Limits on their pricing page');

/** What Sitewarden does that the tables do not compare (no claim is made about the other product). */
export const SITEWARDEN_EXTRAS: readonly string[] = [
  'Domain registration expiry from RDAP, with WHOIS as a fallback',
  'DNS change alerts for A, AAAA, MX, NS, TXT and CAA records, with before and after',
  'SPF lookup counting, DMARC validation and nameserver checks',
  'Security headers, HTTP-to-HTTPS redirect and cookie flags, with an alert when a header disappears',
  'DNS blacklist lookups for the domain and its addresses',
  'A full audit scored out of 100, with Lighthouse and recommendations',
  'Quiet hours that hold non-critical alerts until morning instead of dropping them',
  'JSON assertions on API answers: equals, contains, less than, greater than, exists',
  'DNS record monitors that alert when a record stops holding the values you expect',
  'Certificate expiry alerts on any TLS port: mail, databases, MQTT',
];

export const VENDOR_COMPARISONS: Record<VendorComparePath, VendorComparison> = {
  '/compare/sitewarden-vs-uptimerobot': {
    vendor: 'UptimeRobot',
    meta: {
      title: 'Sitewarden vs UptimeRobot',
      description:
        'An honest comparison of Sitewarden and UptimeRobot: monitor types, check locations, alerts, status pages, open source and self-hosting.',
    },
    lead: 'UptimeRobot is a long-established hosted uptime service with many monitor types and a generous free plan. Both watch URLs, keywords, ports and cron jobs; UptimeRobot adds ICMP ping and checks from many locations, while Sitewarden also looks at the whole domain (DNS, certificate, registration, headers, blacklists), and you can run it yourself.',
    chooseVendor: [
      'You need ICMP ping monitors',
      'You want checks from several locations around the world',
      'You want phone-call alerts or a native mobile app',
    ],
    chooseSitewarden: [
      'You want DNS, certificate, registration, headers and blacklists checked alongside uptime',
      'You want to read the code, or run monitoring on your own servers',
      'You want signed webhooks and a small, predictable set of plans',
    ],
    rows: [
      ...hostedRows(LISTED_LIMITS),
      { feature: 'Keyword checks', sitewarden: SW.keyword, vendor: yes() },
      { feature: 'Port (TCP) monitors', sitewarden: SW.tcpPort, vendor: yes() },
      { feature: 'Ping (ICMP) monitors', sitewarden: SW.icmpPing, vendor: yes() },
      { feature: 'Heartbeat (cron job) monitors', sitewarden: SW.heartbeat, vendor: yes('Varies by plan') },
      { feature: 'SSL certificate expiry alerts', sitewarden: SW.sslExpiry, vendor: yes('Varies by plan') },
      { feature: 'Public status pages', sitewarden: SW.statusPages, vendor: yes() },
      { feature: 'Slack and webhook alerts', sitewarden: SW.slackWebhooks, vendor: yes() },
      { feature: 'SMS alerts', sitewarden: SW.sms, vendor: yes('Prepaid credits, per their FAQ') },
      { feature: 'Voice-call alerts', sitewarden: SW.phoneCalls, vendor: yes('Prepaid credits, per their FAQ') },
      { feature: 'Mobile app', sitewarden: SW.mobileApp, vendor: yes('iOS and Android') },
      { feature: 'API', sitewarden: SW.api, vendor: yes() },
    ],
    sources: [
      { label: 'UptimeRobot pricing', url: 'https://uptimerobot.com/pricing/' },
      { label: 'UptimeRobot FAQ', url: 'https://uptimerobot.com/faq/' },
    ],
  },

  '/compare/sitewarden-vs-pingdom': {
    vendor: 'Pingdom',
    meta: {
      title: 'Sitewarden vs Pingdom',
      description:
        'An honest comparison of Sitewarden and Pingdom (SolarWinds): uptime, transaction and real-user monitoring, page speed, status pages, free plan, self-hosting.',
    },
    lead: 'Pingdom, part of SolarWinds, is a hosted monitoring suite: uptime from a worldwide probe network, scripted transaction checks, page-speed monitoring and real-user monitoring. Sitewarden is smaller and open source, with a free plan and checks of the domain behind the site.',
    chooseVendor: [
      'You need scripted, multi-step transaction checks (log in, add to basket, pay)',
      'You want real-user monitoring from your visitors’ browsers',
      'You want checks from many locations, with a second location confirming each failure',
    ],
    chooseSitewarden: [
      'You want a free plan, not only a trial',
      'You want DNS, registration, security-header and blacklist checks with uptime',
      'You want to run monitoring yourself, or read how it works',
    ],
    rows: [
      ...hostedRows(no('Free trial'), yes('Worldwide probe servers')),
      { feature: 'Transaction (multi-step) monitoring', sitewarden: SW.transactions, vendor: yes() },
      { feature: 'Real-user monitoring', sitewarden: SW.rum, vendor: yes() },
      { feature: 'Page speed', sitewarden: SW.speed, vendor: yes('Scheduled page-speed checks') },
      { feature: 'Public status pages', sitewarden: SW.statusPages, vendor: yes() },
      { feature: 'SMS alerts', sitewarden: SW.sms, vendor: yes() },
      { feature: 'API', sitewarden: SW.api, vendor: yes() },
    ],
    sources: [
      { label: 'Pingdom product pages', url: 'https://www.pingdom.com/' },
      { label: 'Pingdom pricing', url: 'https://www.pingdom.com/pricing/' },
    ],
  },

  '/compare/sitewarden-vs-statuscake': {
    vendor: 'StatusCake',
    meta: {
      title: 'Sitewarden vs StatusCake',
      description:
        'An honest comparison of Sitewarden and StatusCake: uptime, page speed, SSL and domain checks, server monitoring, status pages, open source and self-hosting.',
    },
    lead: 'StatusCake is a hosted service with uptime, page-speed, SSL, domain and server monitoring, and a free plan. The two overlap more than most; Sitewarden adds DNS configuration, security-header and blacklist checks, and can be run on your own servers.',
    chooseVendor: [
      'You want checks from several locations',
      'You need server monitoring with an agent (CPU, memory, disk)',
      'You need ICMP ping checks',
    ],
    chooseSitewarden: [
      'You want DNS change alerts, SPF and DMARC checks and security headers in the same place',
      'You want Lighthouse scores rather than load time alone',
      'You want open source and the option to self-host',
    ],
    rows: [
      ...hostedRows(LISTED_LIMITS),
      { feature: 'Push (heartbeat) checks', sitewarden: SW.heartbeat, vendor: yes() },
      {
        feature: 'SSL certificate monitoring',
        sitewarden: SW.sslExpiry,
        vendor: yes('Alerts at days you choose; broken and mixed-content checks, per their docs'),
      },
      { feature: 'Domain expiry monitoring', sitewarden: yes('RDAP, WHOIS fallback'), vendor: yes() },
      {
        feature: 'Page speed',
        sitewarden: partly('Lighthouse scores and Web Vitals in full audits'),
        vendor: yes('Load time, page size and requests from a chosen region'),
      },
      { feature: 'Server monitoring agent', sitewarden: SW.serverAgent, vendor: yes() },
      { feature: 'Public status pages', sitewarden: SW.statusPages, vendor: yes() },
      { feature: 'API', sitewarden: SW.api, vendor: yes() },
    ],
    sources: [
      { label: 'StatusCake pricing', url: 'https://www.statuscake.com/pricing/' },
      { label: 'StatusCake developer documentation', url: 'https://developers.statuscake.com/' },
    ],
  },

  '/compare/sitewarden-vs-betterstack': {
    vendor: 'Better Stack',
    meta: {
      title: 'Sitewarden vs Better Stack',
      description:
        'An honest comparison of Sitewarden and Better Stack: uptime monitor types, on-call and incident management, logs, status pages, open source and self-hosting.',
    },
    lead: 'Better Stack is a hosted observability platform: uptime monitoring with many monitor types, on-call scheduling and incident management, status pages and log management. Sitewarden does less, focused on the health of websites and domains, and is open source.',
    chooseVendor: [
      'You need on-call rotations, escalation policies and phone-call alerts',
      'You want logs and uptime in one product',
      'You need ICMP ping, UDP, mail-server or Playwright browser checks',
    ],
    chooseSitewarden: [
      'You want DNS, registration, security-header and blacklist checks with uptime',
      'You want Lighthouse audits of your pages',
      'You want open source and the option to self-host',
    ],
    rows: [
      ...hostedRows(LISTED_LIMITS),
      { feature: 'Keyword checks', sitewarden: SW.keyword, vendor: yes() },
      { feature: 'TCP port monitors', sitewarden: SW.tcpPort, vendor: yes('Per their API documentation') },
      { feature: 'Ping (ICMP) and UDP monitors', sitewarden: SW.icmpPingUdp, vendor: yes('Per their API documentation') },
      {
        feature: 'Mail-server (SMTP, IMAP, POP3) monitors',
        sitewarden: partly(
          'A TCP port, with its certificate over TLS (465, 993) or STARTTLS (SMTP, IMAP, POP3); no sign-in or delivery test',
        ),
        vendor: yes('Per their API documentation'),
      },
      { feature: 'Browser (Playwright) checks', sitewarden: SW.transactions, vendor: yes() },
      { feature: 'Heartbeat (cron job) monitors', sitewarden: SW.heartbeat, vendor: yes() },
      { feature: 'SSL certificate expiry alerts', sitewarden: SW.sslExpiry, vendor: yes() },
      { feature: 'On-call scheduling and escalation', sitewarden: SW.onCall, vendor: yes() },
      { feature: 'Phone-call alerts', sitewarden: SW.phoneCalls, vendor: yes() },
      { feature: 'Public status pages', sitewarden: SW.statusPages, vendor: yes() },
      { feature: 'Log management', sitewarden: SW.logs, vendor: yes() },
      { feature: 'API', sitewarden: SW.api, vendor: yes() },
    ],
    sources: [
      { label: 'Better Stack pricing', url: 'https://betterstack.com/pricing' },
      { label: 'Better Stack Uptime documentation', url: 'https://betterstack.com/docs/uptime/' },
    ],
  },
};

export interface AlternativesRow {
  feature: string;
  sitewarden: Cell;
  vendors: Record<VendorComparePath, Cell>;
}

/** A row of the overview: the four vendors' cells in VENDOR_COMPARE_PATHS order. */
function overviewRow(feature: string, sitewarden: Cell, vendors: readonly [Cell, Cell, Cell, Cell]): AlternativesRow {
  const [uptimerobot, pingdom, statuscake, betterstack] = vendors;
  return {
    feature,
    sitewarden,
    vendors: {
      '/compare/sitewarden-vs-uptimerobot': uptimerobot,
      '/compare/sitewarden-vs-pingdom': pingdom,
      '/compare/sitewarden-vs-statuscake': statuscake,
      '/compare/sitewarden-vs-betterstack': betterstack,
    },
  };
}

/** The alternatives overview: rows we can state for all four products at once. */
export const ALTERNATIVES_ROWS: readonly AlternativesRow[] = [
  overviewRow('Open source', SW.openSource, [no(), no(), no(), no()]),
  overviewRow('Self-hosting', yes(), [no(), no(), no(), no()]),
  overviewRow('Free plan', yes(), [yes(), no('Trial'), yes(), yes()]),
  overviewRow('Checks from several locations', no(), [yes(), yes(), yes(), yes()]),
  overviewRow('Public status pages', yes(), [yes(), yes(), yes(), yes()]),
];

/** Open-source projects worth knowing if self-hosting is the point. */
export const OPEN_SOURCE_ALTERNATIVES: ReadonlyArray<{ name: string; text: string; source: Source }> = [
  {
    name: 'Uptime Kuma',
    text: 'A popular self-hosted uptime monitor (MIT licence) with many monitor types (HTTP, keyword, ping, TCP, DNS, push and more), status pages and a long list of notification services. It focuses on uptime rather than domain health.',
    source: { label: 'github.com/louislam/uptime-kuma', url: 'https://github.com/louislam/uptime-kuma' },
  },
  {
    name: 'Gatus',
    text: 'A self-hosted health dashboard (Apache 2.0 licence) configured in YAML, with conditions on status, body, response time and certificate expiry. It suits teams who want monitoring as configuration files.',
    source: { label: 'github.com/TwiN/gatus', url: 'https://github.com/TwiN/gatus' },
  },
];
