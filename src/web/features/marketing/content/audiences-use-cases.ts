/** /use-cases/{job}: the job to be done, how Sitewarden does it, and what it does not do. */
import { Activity, Database, FileClock, Filter, Gauge, ListChecks } from 'lucide-react';
import { DEFAULT_COOLDOWN_MINUTES, PLANS } from '../../../../shared/constants/plans';
import type { AudiencePagePath } from '../../../../shared/marketing-routes';
import { CAPABILITIES } from './capabilities';
import { FACTS } from './facts';
import type { TopicContent } from './types';

type UseCasePath = Extract<AudiencePagePath, `/use-cases/${string}`>;

export const USE_CASE_PAGES: Record<UseCasePath, TopicContent> = {
  '/use-cases/multi-site': {
    meta: {
      title: 'Monitoring many websites at once',
      description:
        'Monitor dozens of sites without drowning in alerts: confirmed outages only, one alert per incident, routing by domain, and renewals in date order.',
    },
    eyebrow: 'Use case: many sites',
    headline: 'Many sites, one calm inbox',
    lead: 'The hard part of watching fifty sites is not the checks, it is the noise. Sitewarden confirms failures before it alerts, sends one alert per incident and routes each one to the people who own that site.',
    problems: {
      title: 'How multi-site monitoring goes wrong',
      items: [
        {
          title: 'Alert fatigue',
          text: 'A monitor that alerts on every blip across fifty sites trains everyone to ignore it, and then the real outage is ignored too.',
        },
        {
          title: 'Everything to everyone',
          text: 'When every alert goes to one shared inbox, nobody knows which ones are theirs.',
        },
        {
          title: 'Dates spread across registrars',
          text: 'Fifty domains mean fifty registration dates and as many certificates, each renewing on its own schedule.',
        },
      ],
    },
    capabilities: {
      title: 'Less noise, by design',
      items: [
        {
          icon: Activity,
          title: 'Confirmed before counted',
          text: 'A failed uptime check is repeated at once; only a second failure starts an outage, and the alert waits for your downtime threshold (5 minutes by default).',
        },
        CAPABILITIES.oneAlertPerIncident,
        {
          icon: Filter,
          title: 'Routing by domain',
          text: 'Slack integrations and webhooks filter by alert type; Slack also by severity and by domain, so each team hears about its own sites.',
        },
        CAPABILITIES.quietHours,
        {
          icon: FileClock,
          title: 'Cooldowns on repeats',
          text: `Threshold alerts respect a cooldown (${DEFAULT_COOLDOWN_MINUTES} minutes by default), so a response time hovering at the limit does not alert every check.`,
        },
        CAPABILITIES.renewals,
      ],
    },
    plan: {
      tier: 'agency',
      why: `${PLANS.agency.maxDomains} domains checked every minute with ${PLANS.agency.maxTeamMembers} team members. Beyond ${PLANS.agency.maxDomains} domains, Enterprise has no practical limit.`,
    },
    related: ['/multi-site-dashboard', '/for/agencies', '/use-cases/agencies', '/pricing'],
  },

  '/use-cases/compliance': {
    meta: {
      title: 'Monitoring evidence for security compliance',
      description:
        'A dated record of certificate validity, security headers, DNS changes and uptime for audits and reviews. What Sitewarden records, and what it does not.',
    },
    eyebrow: 'Use case: compliance',
    headline: 'Dated evidence, not screenshots',
    lead: 'Auditors ask how you know your certificates are valid, your headers are in place and your DNS has not been changed. Sitewarden checks on a schedule, keeps the results and logs who changed what.',
    problems: {
      title: 'What audits ask for',
      items: [
        {
          title: 'Proof over time',
          text: 'A screenshot shows one moment. Reviews want to see that a control ran continuously and that exceptions were noticed.',
        },
        {
          title: 'Who changed what',
          text: 'Changes to monitoring itself (domains removed, thresholds loosened) are part of the evidence.',
        },
        {
          title: 'Detection, not only prevention',
          text: 'Several frameworks now ask how quickly you would detect a problem, which only monitoring can answer.',
        },
      ],
    },
    capabilities: {
      title: 'What Sitewarden records',
      items: [
        CAPABILITIES.history,
        CAPABILITIES.activityLog,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.securityHeaders,
        CAPABILITIES.dnsChanges,
        {
          icon: ListChecks,
          title: 'Every delivery logged',
          text: 'Each alert notification, its channel, every attempt and its outcome are recorded, so you can show that an alert was sent and when.',
        },
      ],
    },
    checklist: {
      title: 'What it does not cover',
      intro: 'Honest limits, so you can plan the rest of your controls.',
      items: [
        'No inspection of page scripts, which PCI DSS 11.6.1 also requires for payment pages',
        'No certificate revocation checks (OCSP or CRL)',
        'No internal vulnerability scanning or penetration testing',
        'No third-party certification (SOC 2, ISO 27001) of Sitewarden itself',
        'Checks run from one location: the server Sitewarden runs on',
        'Evidence is kept for your plan’s history window, at most a year on Enterprise',
      ],
    },
    facts: { title: 'Requirements it helps with', items: [FACTS.pciCertificates, FACTS.pciHeaders, FACTS.dora] },
    plan: {
      tier: 'enterprise',
      why: `Enterprise keeps ${PLANS.enterprise.retentionDays} days of history, enough to cover an annual audit period.`,
    },
    related: ['/for/financial', '/industries/financial', '/ssl-expiry-monitor', '/for/enterprise'],
  },

  '/use-cases/enterprise': {
    meta: {
      title: 'Domain and certificate governance at scale',
      description:
        'Turn scattered domains and certificates into one monitored inventory: a workspace per team, renewals in date order, every change logged, all of it by API.',
    },
    eyebrow: 'Use case: enterprise inventory',
    headline: 'One inventory of every domain and certificate you own',
    lead: 'The hard part of enterprise monitoring is knowing what you have. Sitewarden gives each team a workspace, each domain the same set of checks, and everyone one renewal calendar.',
    problems: {
      title: 'What goes missing in large organisations',
      items: [
        {
          title: 'Shadow domains',
          text: 'Domains registered for a campaign or by an acquired company keep running without an owner until one lapses or is hijacked.',
        },
        {
          title: 'Renewals in someone’s inbox',
          text: 'Registrar reminders go to the contact on record, who may have left years ago.',
        },
        {
          title: 'No single source of truth',
          text: 'Certificates, registrars and DNS providers each hold part of the picture. Nobody holds all of it.',
        },
      ],
    },
    capabilities: {
      title: 'How Sitewarden keeps the inventory',
      items: [
        CAPABILITIES.renewals,
        CAPABILITIES.registration,
        CAPABILITIES.teams,
        CAPABILITIES.activityLog,
        CAPABILITIES.partnerApi,
        CAPABILITIES.dnsChanges,
      ],
    },
    checklist: {
      title: 'What is recorded for each domain',
      items: [
        'Registrar, registration and expiry dates, and registry statuses',
        'Nameservers and whether the registry reports DNSSEC',
        'Certificate issuer, names covered, validity dates and chain',
        'A, AAAA, MX, NS, TXT and CAA records, with every change',
        'Security headers in effect (sent in a form browsers apply), and whether HTTP redirects to HTTPS',
        'Blacklist results for the domain and its addresses',
      ],
    },
    plan: { tier: 'enterprise', why: 'Unlimited domains and seats, so every team and brand fits in one installation.' },
    related: ['/for/enterprise', '/solutions/enterprise', '/dns-health-check', '/use-cases/compliance'],
  },

  '/use-cases/devops': {
    meta: {
      title: 'Monitoring for DevOps and platform teams',
      description:
        'Signed webhooks, an API, Prometheus metrics and a self-hosted option: Sitewarden fits the pipelines, chat tools and infrastructure your team already runs.',
    },
    eyebrow: 'Use case: DevOps',
    headline: 'Monitoring that fits your pipeline',
    lead: 'Sitewarden is built to be operated: signed webhooks into your incident tooling, an API for your provisioning scripts, and one process you can run next to everything else.',
    problems: {
      title: 'What platform teams need from an outside monitor',
      items: [
        {
          title: 'Alerts as events, not e-mails',
          text: 'Incidents start in chat and ticketing tools. Alerts should arrive there in a shape a machine can read and trust.',
        },
        {
          title: 'Monitoring as code',
          text: 'A new service should be monitored by the same pipeline that deploys it, not by someone remembering to add it.',
        },
        {
          title: 'The monitor must be monitored',
          text: 'If the monitoring stops, you need to know that too.',
        },
      ],
    },
    capabilities: {
      title: 'Built to be operated',
      items: [
        CAPABILITIES.signedWebhooks,
        CAPABILITIES.heartbeats,
        CAPABILITIES.portMonitors,
        CAPABILITIES.partnerApi,
        CAPABILITIES.selfHost,
        {
          icon: Gauge,
          title: 'Health and metrics endpoints',
          text: '/healthz answers when the process is up, /readyz when the database and queue are reachable, and /metrics serves Prometheus text, with every monitor’s up/down, response times and days left when you turn it on.',
        },
      ],
    },
    checklist: {
      title: 'The operator interface',
      items: [
        'npm install && npm start: site, API and checks in one process',
        'sitewarden start --role web and --role worker to split them',
        'DATABASE_URL for PostgreSQL instead of the embedded database',
        'REDIS_URL for the BullMQ queue across machines',
        'SECRETS_KEY to seal monitors’ credentials, the same on every process',
        'SMTP_URL, TWILIO_* for e-mail and SMS delivery',
        'CHECK_INTERVAL_SECONDS to speed every check up in staging',
      ],
    },
    steps: {
      title: 'Wire it in',
      items: [
        { title: 'Add a webhook', text: 'Point it at your incident tooling and verify the X-Sitewarden-Signature header with the shared secret.' },
        { title: 'Add heartbeats to cron', text: 'Append curl to the push URL after each backup and scheduled job, with its exit code, so a job that silently stops raises an alert.' },
        { title: 'Create an API key', text: 'Give your provisioning pipeline a key and add domains as services are deployed.' },
        { title: 'Scrape the metrics', text: 'Add /metrics to Prometheus and alert on /readyz, so you hear if the monitor itself stops.' },
      ],
    },
    related: ['/for/saas', '/features', '/about', '/compare/alternatives'],
  },

  '/use-cases/agencies': {
    meta: {
      title: 'Agency workflow: audit, monitor, report',
      description:
        'A step-by-step workflow for agencies: audit a prospect’s domain, add it to monitoring, route its alerts, publish its status page and automate via API.',
    },
    eyebrow: 'Use case: agency workflow',
    headline: 'From the first audit to the monthly check-in',
    lead: 'Sitewarden has a part in every stage of a client relationship: opening the conversation, looking after the site, and showing the work.',
    capabilities: {
      title: 'The tools for each stage',
      items: [
        CAPABILITIES.fullAudit,
        CAPABILITIES.dashboard,
        CAPABILITIES.statusPages,
        CAPABILITIES.alerts,
        CAPABILITIES.partnerApi,
        {
          icon: Database,
          title: 'History to report from',
          text: `Uptime, response times, certificate dates and Lighthouse scores kept for ${PLANS.agency.retentionDays} days on Agency, ready for a monthly check-in.`,
        },
      ],
    },
    steps: {
      title: 'The workflow',
      items: [
        { title: 'Audit the prospect', text: 'Run a free scan or a full audit on their domain and walk them through what it found.' },
        { title: 'Onboard the site', text: 'Add the domain and its subdomains, record renewal reminders for hosting, and note who owns the registrar account.' },
        { title: 'Route the alerts', text: 'Send the client’s domains to their own Slack channel, critical alerts to your on-call phone by SMS.' },
        { title: 'Give the client a window', text: 'Publish a status page for the client’s services, or invite them as viewers of a team workspace.' },
        { title: 'Automate onboarding', text: 'With many clients, add domains from your CRM or provisioning scripts through the partner API.' },
        { title: 'Review monthly', text: 'Look at uptime, incidents, renewals and performance scores with the client, from the same history.' },
      ],
    },
    related: ['/for/agencies', '/industries/agencies', '/partnerships', '/multi-site-dashboard'],
  },
};
