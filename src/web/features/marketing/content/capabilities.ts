/**
 * What Sitewarden does, said once and checked against the code (src/server/engine, src/server/jobs,
 * src/server/notifications and docs/decisions). Pages pick from here so a claim is worded, and corrected, in one place.
 */
import { API_KEY_DEFAULT_RATE_LIMIT } from '../../../../shared/constants/partner-api';
import { STATUS_PAGE_REFRESH_SECONDS } from '../../../../shared/constants/status-pages';
import {
  Activity,
  Ban,
  Bell,
  CalendarCheck,
  CalendarClock,
  Gauge,
  GitCompare,
  HeartPulse,
  History,
  KeyRound,
  LayoutDashboard,
  Lock,
  Mail,
  Moon,
  Network,
  Plug,
  Radio,
  RefreshCw,
  ScrollText,
  Server,
  ShieldAlert,
  ShieldCheck,
  SlidersHorizontal,
  Stethoscope,
  Users,
  Webhook,
} from 'lucide-react';
import { HEARTBEAT_MIN_PERIOD_SECONDS, MONITORS_PER_DOMAIN } from '../../../../shared/constants/monitors';
import { DEFAULT_ALERT_THRESHOLDS, DEFAULT_COOLDOWN_MINUTES, PLANS, STATUS_PAGE_HISTORY_DAYS } from '../../../../shared/constants/plans';
import { formatCheckInterval } from '../../../../shared/helpers/plan-display';
import type { IconItem } from './types';

const fastest = formatCheckInterval(PLANS.enterprise.checkIntervalSeconds);
const slowest = formatCheckInterval(PLANS.free.checkIntervalSeconds);
const monitorRange = `${MONITORS_PER_DOMAIN.free} per domain on Free to ${MONITORS_PER_DOMAIN.enterprise} on Enterprise`;

export const CAPABILITIES = {
  uptime: {
    icon: Activity,
    title: 'Uptime on your plan’s interval',
    text: `An HTTPS request to each site, ${slowest} on Free down to ${fastest} on Enterprise. A failure is re-checked at once before it counts, so one dropped connection never pages anyone.`,
  },
  sslExpiry: {
    icon: Lock,
    title: 'Certificate expiry and trust',
    text: 'The certificate your server presents, read every hour: alerts 30, 14 and 7 days before expiry, and at once when the chain is incomplete, the issuer untrusted or the name wrong.',
  },
  dnsChanges: {
    icon: GitCompare,
    title: 'DNS change alerts',
    text: 'A, AAAA, MX, NS, TXT and CAA records compared on every DNS check (every 5 minutes or faster). A change raises an alert that lists what was added and what was removed.',
  },
  dnsConfig: {
    icon: Network,
    title: 'DNS and mail configuration',
    text: 'SPF parsed and its DNS lookups counted against the limit of 10, DMARC validated, MX present, nameservers more than one and resolvable, CAA noted.',
  },
  registration: {
    icon: CalendarClock,
    title: 'Domain registration expiry',
    text: 'Expiry date, registrar and status from the registry over RDAP, with WHOIS as a fallback. Alerts 30, 14 and 7 days ahead, and a critical status for clientHold or pendingDelete.',
  },
  securityHeaders: {
    icon: ShieldCheck,
    title: 'Security headers and cookies',
    text: 'HSTS, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options and Referrer-Policy, judged as browsers apply them, the HTTP-to-HTTPS redirect and Secure/HttpOnly cookie flags. A header that disappears or that browsers stop applying raises an alert.',
  },
  blacklists: {
    icon: Ban,
    title: 'Blacklist lookups',
    text: 'The domain and its IPv4 addresses looked up on DNS blocklists (Spamhaus ZEN and DBL, SpamCop and SURBL by default) every day. A new listing raises an alert.',
  },
  lighthouse: {
    icon: Gauge,
    title: 'Lighthouse audits',
    text: 'A full audit runs Lighthouse (mobile) and keeps the performance, accessibility, best-practice and SEO scores, LCP, CLS and Total Blocking Time, and the render-blocking and third-party requests.',
  },
  fullAudit: {
    icon: Stethoscope,
    title: 'Full audit with a score',
    text: 'One button runs every check plus Lighthouse and scores the domain out of 100 (security 30, TLS 25, DNS 20, performance 15, registration 10), with recommendations.',
  },
  alerts: {
    icon: Bell,
    title: 'E-mail, SMS, Slack and webhooks',
    text: 'E-mail by default; SMS through Twilio; Slack through incoming webhooks with filters by alert type, severity and domain; and signed webhooks for anything else.',
  },
  signedWebhooks: {
    icon: Webhook,
    title: 'Signed webhooks',
    text: 'Every webhook carries X-Sitewarden-Signature, an HMAC-SHA256 of its timestamp and body, so your receiver can prove the call came from Sitewarden and turn away old replays.',
  },
  retries: {
    icon: RefreshCw,
    title: 'Deliveries retried and logged',
    text: 'A receiver that is down still gets the message: eight tries with doubling back-off over about ten minutes, honouring Retry-After. Every attempt is logged with its outcome.',
  },
  quietHours: {
    icon: Moon,
    title: 'Quiet hours that hold, not drop',
    text: 'Non-critical alerts wait until your quiet hours end and are sent then if still open; critical ones go at once. Per-domain rules can be limited to business hours in your time zone.',
  },
  thresholds: {
    icon: SlidersHorizontal,
    title: 'Thresholds per domain',
    text: `Defaults you can change: downtime ${DEFAULT_ALERT_THRESHOLDS.downtimeMinutes} minutes before alerting, response time ${DEFAULT_ALERT_THRESHOLDS.responseTimeMs.toLocaleString('en-US')} ms, certificate warning ${DEFAULT_ALERT_THRESHOLDS.sslExpiryDays} days, and a cooldown of ${DEFAULT_COOLDOWN_MINUTES} minutes between repeats.`,
  },
  oneAlertPerIncident: {
    icon: ShieldAlert,
    title: 'One alert per incident',
    text: 'An outage opens one alert, however long it lasts, and closes it with a recovery notice that says how long it was down. No alert storms while a site flaps.',
  },
  dashboard: {
    icon: LayoutDashboard,
    title: 'Every domain on one screen',
    text: 'Status, uptime, certificate days left, performance score and open alerts per domain, with totals for the whole workspace at the top.',
  },
  renewals: {
    icon: CalendarCheck,
    title: 'Renewals in date order',
    text: 'Certificate and registration expiry dates of every domain, soonest first, alongside reminders you add yourself for hosting or anything else.',
  },
  history: {
    icon: History,
    title: 'History you can look back on',
    text: `Check results kept for your plan’s window: ${PLANS.free.retentionDays} days on Free, ${PLANS.pro.retentionDays} on Pro, ${PLANS.agency.retentionDays} on Agency and ${PLANS.enterprise.retentionDays} on Enterprise.`,
  },
  teams: {
    icon: Users,
    title: 'Teams with roles',
    text: 'Team workspaces with owner, admin, member and viewer roles. Viewers can see everything and change nothing, which suits clients and auditors.',
  },
  activityLog: {
    icon: ScrollText,
    title: 'Activity log',
    text: 'Team workspaces record every change (domains added or removed, alert thresholds, members, invitations) with who made it and when.',
  },
  statusPages: {
    icon: Radio,
    title: 'Public status pages',
    text: `A page for your users with the live status of the domains and monitors you choose, refreshed every ${STATUS_PAGE_REFRESH_SECONDS} seconds: incidents and their updates (opened for you when a component goes down, if you like), maintenance windows, ${STATUS_PAGE_HISTORY_DAYS} days of history, e-mail subscriptions with address confirmation, feeds, badges and a Statuspage-compatible JSON API.`,
  },
  partnerApi: {
    icon: KeyRound,
    title: 'Partner API',
    text: `A REST API at /api/v1 for adding domains and reading results from your own tools: keys with read, write or admin permission and an hourly rate limit (${API_KEY_DEFAULT_RATE_LIMIT.toLocaleString('en-US')} by default), a monthly request quota per plan, and your own external IDs on partner domains. On every paid plan; OpenAPI at /api/v1/openapi.json, guide at /api-docs.`,
  },
  selfHost: {
    icon: Server,
    title: 'Open source, run it yourself',
    text: 'MIT-licensed. One command, npm start, runs the site, API and checks in one process with an embedded database; add PostgreSQL and Redis to run workers on as many machines as you need.',
  },
  apiMonitors: {
    icon: Plug,
    title: 'API endpoints, keywords and JSON',
    text: `Monitors of your own beside the home page (${monitorRange}): any URL on the domain or its subdomains with its method, headers, body, authentication and expected status codes; a word that must be present or absent; a JSON value that must equal, contain or compare with what you expect.`,
  },
  portMonitors: {
    icon: Network,
    title: 'TCP ports and their certificates',
    text: 'A TCP port monitor alerts when a port stops accepting connections; with TLS (or STARTTLS on a mail port) on, the certificate on that port gets the same expiry and trust alerts as your website’s (mail, databases, MQTT). TCP only: no ICMP ping, no UDP.',
  },
  heartbeats: {
    icon: HeartPulse,
    title: 'Heartbeats for cron jobs and backups',
    text: `Each heartbeat has a secret push URL your job calls when it runs, with /start, /fail and an exit code. No call within the period plus the grace time, or a reported failure, raises an alert. Periods from ${Math.round(HEARTBEAT_MIN_PERIOD_SECONDS / 60)} minute on every plan.`,
  },
  mailAuth: {
    icon: Mail,
    title: 'Mail that arrives',
    text: 'Missing MX records, SPF records over the lookup limit and absent or unenforced DMARC policies are flagged, so order confirmations and password resets are not rejected or spoofed.',
  },
} as const satisfies Record<string, IconItem>;
