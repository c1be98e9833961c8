/** /for/{audience}: who Sitewarden is for, the problems they have and the plan that fits. */
import { ClipboardCheck, FileSearch, KeyRound, Mail, Route } from 'lucide-react';
import { PLANS } from '../../../../shared/constants/plans';
import { downtimeBudgetSeconds, formatBudget } from '../../../../shared/helpers/downtime-budget';
import { formatCheckInterval, formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import type { AudiencePagePath } from '../../../../shared/marketing-routes';
import { CAPABILITIES } from './capabilities';
import { FACTS } from './facts';
import type { TopicContent } from './types';

type ForPath = Extract<AudiencePagePath, `/for/${string}`>;

const slaBudget = (percent: number) => `${percent}%: ${formatBudget(downtimeBudgetSeconds(percent))} a month`;

export const FOR_PAGES: Record<ForPath, TopicContent> = {
  '/for/ecommerce': {
    meta: {
      title: 'Website monitoring for e-commerce stores',
      description:
        'Catch outages, expiring certificates, DNS changes and slow pages before shoppers do. Uptime, TLS, DNS, mail and speed monitoring for online shops.',
    },
    eyebrow: 'For e-commerce',
    headline: 'Keep the shop open and the checkout trusted',
    lead: 'An online shop loses orders for every minute it is down or shows a certificate warning. Sitewarden watches the storefront, its certificate, its DNS, its mail and its speed, and alerts you before customers notice.',
    problems: {
      title: 'Where shops lose orders',
      items: [
        {
          title: 'Outages cost orders, not visits',
          text: 'Every minute the storefront is down is a minute nobody can buy, and the minutes cost most during the sales and holidays that bring the traffic.',
        },
        {
          title: 'Certificate warnings stop checkouts',
          text: 'Browsers put a full-page warning in front of an expired or mismatched certificate. Few shoppers click through a warning to enter card details.',
        },
        {
          title: 'Slow pages lose shoppers',
          text: 'Shoppers leave slow pages before they see a product. A release that adds a heavy script is easy to miss without a measurement after it.',
        },
        {
          title: 'Order e-mails depend on DNS',
          text: 'Order confirmations and password resets need working MX, SPF and DMARC records. A broken record sends them to spam or loses them.',
        },
      ],
    },
    capabilities: {
      title: 'What Sitewarden watches for a shop',
      items: [
        CAPABILITIES.uptime,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.lighthouse,
        CAPABILITIES.mailAuth,
        CAPABILITIES.blacklists,
        CAPABILITIES.statusPages,
      ],
    },
    checklist: {
      title: 'What to add on day one',
      items: [
        'The storefront domain, for uptime, response time and its certificate',
        'Every subdomain shoppers reach, such as checkout. or help., as domains of their own',
        'The domain that sends order e-mails, for MX, SPF and DMARC',
        'Every domain you own, including the ones that only redirect, for registration expiry',
        'A full audit after each release, to see the Lighthouse score and third-party scripts',
        'SMS for critical alerts, so an outage at night reaches a phone',
      ],
    },
    facts: { title: 'Worth knowing', items: [FACTS.pageSpeedBounce, FACTS.pciHeaders] },
    plan: {
      tier: 'pro',
      why: `Pro suits a shop with a few domains: ${PLANS.pro.maxDomains} domains with uptime checked ${formatCheckInterval(PLANS.pro.checkIntervalSeconds)}, ${PLANS.pro.maxTeamMembers} team members and ${PLANS.pro.retentionDays} days of history, for ${formatMonthlyPrice(PLANS.pro.priceUsdMonthly)} a month.`,
    },
    faq: [
      {
        question: 'Can Sitewarden test the checkout itself?',
        answer:
          'It checks that each domain answers over HTTPS, with its certificate, DNS and headers, and a keyword monitor can check that the checkout page answers and shows what it should (or no error message); it does not script journeys such as adding to a basket and paying. Use a transaction-testing tool alongside if you need scripted journeys.',
      },
      {
        question: 'Does it make a shop PCI DSS compliant?',
        answer:
          'No tool does that alone. Sitewarden gives dated evidence that certificates are valid and alerts when a security header disappears, which supports requirements 4.2.1 and part of 11.6.1. It does not inspect payment-page scripts.',
      },
    ],
    related: ['/industries/ecommerce', '/ssl-expiry-monitor', '/roi-calculator', '/pricing'],
  },

  '/for/saas': {
    meta: {
      title: 'Uptime and status pages for SaaS companies',
      description:
        'Monitor your app, API and marketing domains, publish a status page customers can subscribe to, and send alerts to Slack or a signed webhook.',
    },
    eyebrow: 'For SaaS',
    headline: 'Find out before your customers open a ticket',
    lead: 'SaaS customers judge you on availability and on how you talk to them when it slips. Sitewarden watches your app, API and docs domains, and gives you a status page to tell customers what is going on.',
    problems: {
      title: 'Where SaaS teams get caught out',
      items: [
        {
          title: 'Support hears first',
          text: 'Internal health checks pass while customers cannot reach the app, because the problem is DNS, the certificate or the edge in front of it. An outside check sees what customers see.',
        },
        {
          title: 'Status updates written in a hurry',
          text: 'Without a status page, every incident means answering the same question in tickets, chat and e-mail, one customer at a time.',
        },
        {
          title: 'Many names, many certificates',
          text: 'app., api., docs., status. and the marketing site each have a certificate and DNS records, and the forgotten ones expire first.',
        },
        {
          title: 'SLAs are counted in minutes',
          text: 'A 99.9% monthly target leaves about 43 minutes. Finding out an hour late spends the month’s budget before anyone starts fixing.',
        },
      ],
    },
    capabilities: {
      title: 'What Sitewarden does for a SaaS team',
      items: [
        CAPABILITIES.uptime,
        CAPABILITIES.apiMonitors,
        CAPABILITIES.heartbeats,
        CAPABILITIES.statusPages,
        CAPABILITIES.signedWebhooks,
        CAPABILITIES.partnerApi,
      ],
    },
    checklist: {
      title: 'Downtime budgets at common SLA targets',
      intro: 'Calculated for a 30-day month. Detection time comes out of the same budget as the fix.',
      items: [slaBudget(99), slaBudget(99.5), slaBudget(99.9), slaBudget(99.95), slaBudget(99.99)],
    },
    steps: {
      title: 'A setup that takes an afternoon',
      items: [
        { title: 'Add every customer-facing domain', text: 'The app, the API, docs, the marketing site and the status page domain itself.' },
        { title: 'Watch the API and the jobs', text: 'An endpoint monitor on /health, a JSON assertion on the API’s status answer and a heartbeat for each nightly job.' },
        { title: 'Connect Slack and a webhook', text: 'Critical alerts to the on-call channel, DNS changes to the platform channel, and a signed webhook into your incident tooling.' },
        { title: 'Publish a status page', text: 'Choose the domains customers care about, give them plain names, and let customers subscribe by e-mail.' },
      ],
    },
    plan: {
      tier: 'pro',
      why: `Pro covers a typical SaaS product: ${PLANS.pro.maxDomains} domains checked ${formatCheckInterval(PLANS.pro.checkIntervalSeconds)}, three channels and the partner API. Choose Agency for checks every minute.`,
    },
    faq: [
      {
        question: 'Can it check an API health endpoint such as /health?',
        answer:
          'Yes: add an HTTP(S) endpoint monitor to the domain for https://api.example.com/health, with its method, headers, body, basic or bearer authentication and the status codes you expect; a JSON assertion monitor can also require a value such as $.status equal to "ok". The home-page uptime check keeps requesting the root of the domain.',
      },
      {
        question: 'Does the status page update itself?',
        answer:
          'Yes. The state of each component comes from monitoring and the page refreshes itself every 30 seconds. Incidents and their updates are written by your team, so customers read words from people; if you switch on automatic incidents, one is opened when a component goes down and resolved when it recovers.',
      },
    ],
    related: ['/industries/saas', '/use-cases/devops', '/compare/sitewarden-vs-betterstack', '/pricing'],
  },

  '/for/enterprise': {
    meta: {
      title: 'Website monitoring for enterprises',
      description:
        'Unlimited domains, 30-second uptime checks, a year of history, roles, activity logs and an API, in open-source software you can run on your own servers.',
    },
    eyebrow: 'For enterprises',
    headline: 'Monitoring for a large estate, on your terms',
    lead: 'Enterprises run hundreds of domains across brands, countries and teams. Sitewarden watches all of them on the Enterprise plan, or inside your own network as open-source software.',
    problems: {
      title: 'What makes a large estate hard',
      items: [
        {
          title: 'Domains nobody owns any more',
          text: 'Campaign sites, acquisitions and country domains outlive the teams that registered them, until one lapses or is taken over.',
        },
        {
          title: 'Certificates from many issuers',
          text: 'Different teams buy and automate certificates differently. One inventory of expiry dates matters more than any one renewal process.',
        },
        {
          title: 'Monitoring data leaving the company',
          text: 'Lists of domains and their weaknesses are sensitive. With Sitewarden you can keep them on your own infrastructure.',
        },
        {
          title: 'Alerts reaching the wrong team',
          text: 'A central inbox for every alert is read by nobody. Each business unit needs its own domains, channels and thresholds.',
        },
      ],
    },
    capabilities: {
      title: 'What enterprises use',
      items: [
        CAPABILITIES.selfHost,
        CAPABILITIES.teams,
        CAPABILITIES.activityLog,
        CAPABILITIES.partnerApi,
        CAPABILITIES.history,
        {
          icon: KeyRound,
          title: 'Your sign-in provider',
          text: 'Besides e-mail and password, Sitewarden signs people in through Google or any OpenID Connect provider you configure. SAML is not supported.',
        },
      ],
    },
    plan: {
      tier: 'enterprise',
      why: `Enterprise removes the practical limits: unlimited domains and seats, uptime every 30 seconds and ${PLANS.enterprise.retentionDays} days of history, for ${formatMonthlyPrice(PLANS.enterprise.priceUsdMonthly)} a month. Or run the same software yourself.`,
    },
    faq: [
      {
        question: 'Can we run Sitewarden inside our network?',
        answer:
          'Yes. It is open source: one process runs with an embedded database, or point it at your PostgreSQL and Redis and run as many worker processes as you need. Health and Prometheus endpoints are built in.',
      },
      {
        question: 'Do you hold SOC 2 or ISO 27001 certification?',
        answer:
          'No. Sitewarden has no third-party certification. Because the code is open, your security team can review it and run it under your own controls.',
      },
    ],
    related: ['/solutions/enterprise', '/use-cases/enterprise', '/use-cases/compliance', '/about'],
  },

  '/for/financial': {
    meta: {
      title: 'Website monitoring for financial services',
      description:
        'Certificate, DNS, security-header and blacklist monitoring with a dated history, for banks, payment firms, insurers and fintechs. Self-hostable.',
    },
    eyebrow: 'For financial services',
    headline: 'Trust is the product. Watch what it rests on.',
    lead: 'Customers of banks, payment firms and insurers are told to look for the padlock and the right address. Sitewarden watches the certificates, DNS, security headers and blacklists behind both, and keeps the record.',
    problems: {
      title: 'The external risks that reach customers',
      items: [
        {
          title: 'Hijacked or mistaken DNS',
          text: 'A changed NS or A record can send customers to a copy of your login page. A DNS change alert is often the earliest sign.',
        },
        {
          title: 'Certificate lapses on customer services',
          text: 'An expired certificate on online banking or a payment page stops customers cold, and teaches them to click through warnings.',
        },
        {
          title: 'Missing protections no one sees',
          text: 'HSTS and Content-Security-Policy protect customers against downgrade and injection attacks, but their absence breaks nothing visible.',
        },
        {
          title: 'Reviews ask for evidence',
          text: 'Operational resilience rules and card schemes ask how you detect problems, not just whether you fix them.',
        },
      ],
    },
    capabilities: {
      title: 'What Sitewarden records for you',
      items: [
        CAPABILITIES.dnsChanges,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.securityHeaders,
        CAPABILITIES.blacklists,
        CAPABILITIES.history,
        CAPABILITIES.selfHost,
      ],
    },
    facts: { title: 'The rules in play', items: [FACTS.dora, FACTS.pciCertificates, FACTS.pciHeaders] },
    plan: {
      tier: 'enterprise',
      why: `A year of history (${PLANS.enterprise.retentionDays} days) covers an annual review, with uptime checked every 30 seconds and no limit on domains or seats.`,
    },
    faq: [
      {
        question: 'Does Sitewarden make us DORA or PCI DSS compliant?',
        answer:
          'No. It supplies evidence for parts of both (detection of outages, certificate validity, changes to DNS and security headers) and its alerting can feed your incident process. Compliance is a programme, not a tool.',
      },
      {
        question: 'Is Sitewarden certified?',
        answer:
          'No, it holds no SOC 2 or ISO 27001 certification. You can run it on your own infrastructure, inside your own controls, and the code is open for review.',
      },
    ],
    related: ['/industries/financial', '/use-cases/compliance', '/dns-health-check', '/for/enterprise'],
  },

  '/for/agencies': {
    meta: {
      title: 'Website monitoring for web agencies',
      description:
        'Monitor up to 50 client sites on one plan, route each client’s alerts to its own channel, publish client status pages and catch expiring domains early.',
    },
    eyebrow: 'For agencies',
    headline: 'Look after every client site without checking each one',
    lead: 'Agencies inherit domains, certificates and DNS set up by someone else. Sitewarden checks all of them and tells you first, so the call to the client is about the fix, not the outage.',
    problems: {
      title: 'What goes wrong across a client portfolio',
      items: [
        {
          title: 'The client notices first',
          text: 'Nothing costs an agency more goodwill than a client reporting their own outage. Monitoring turns that call around.',
        },
        {
          title: 'Renewals on the client’s card',
          text: 'Domains registered in the client’s name renew on the client’s card with reminders to the client’s inbox. When either is out of date, the domain lapses.',
        },
        {
          title: 'Handovers lose knowledge',
          text: 'Who set up the DNS? Which certificate is automated? A dashboard of every client domain answers without digging.',
        },
        {
          title: 'Reporting takes hours',
          text: 'Uptime, certificate and performance figures gathered by hand each month are hours that nobody bills.',
        },
      ],
    },
    capabilities: {
      title: 'What agencies use',
      items: [
        CAPABILITIES.dashboard,
        CAPABILITIES.renewals,
        {
          icon: Route,
          title: 'Alerts per client',
          text: 'Slack integrations filter by domain, alert type and severity, so each client’s alerts land in that client’s channel.',
        },
        CAPABILITIES.statusPages,
        CAPABILITIES.teams,
        CAPABILITIES.fullAudit,
      ],
    },
    plan: {
      tier: 'agency',
      why: `Agency is built for this: ${PLANS.agency.maxDomains} domains checked every minute, ${PLANS.agency.maxTeamMembers} team members, every alert channel and the partner API, for ${formatMonthlyPrice(PLANS.agency.priceUsdMonthly)} a month.`,
    },
    faq: [
      {
        question: 'Can clients see their own sites?',
        answer:
          'Publish a status page for each client, or invite the client to a team workspace as a viewer: they can see everything in it and change nothing.',
      },
      {
        question: 'Is there a partner programme?',
        answer:
          'Yes: see Partnerships for what it includes today, which is the partner API, status pages and a direct line to us, and what it does not.',
      },
    ],
    related: ['/use-cases/agencies', '/industries/agencies', '/partnerships', '/multi-site-dashboard'],
  },

  '/for/small-business': {
    meta: {
      title: 'Website monitoring for small businesses',
      description:
        'A free plan for one website: uptime, certificate, DNS and domain expiry checks with plain-English e-mail alerts. Nothing to install. Open source.',
    },
    eyebrow: 'For small businesses',
    headline: 'Your website, watched while you run the business',
    lead: 'Nobody has time to check the website every hour. Sitewarden does it free for one domain and e-mails you in plain words when something needs doing.',
    problems: {
      title: 'How small-business sites go dark',
      items: [
        {
          title: 'Nobody is watching',
          text: 'The site goes down on a Saturday and you find out on Monday from a customer, if they bother to tell you.',
        },
        {
          title: 'The domain is in someone else’s name',
          text: 'Domains registered by a former web designer or employee send renewal reminders to them. A free check shows who the registrar is and when it expires.',
        },
        {
          title: 'Free certificates renew until they don’t',
          text: 'Hosting plans renew certificates automatically, until a plan change or a moved domain stops it. The first sign is a browser warning.',
        },
      ],
    },
    capabilities: {
      title: 'What you get on the free plan',
      items: [
        CAPABILITIES.uptime,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.registration,
        CAPABILITIES.dnsChanges,
        {
          icon: Mail,
          title: 'Alerts in plain words',
          text: 'E-mails that say what happened, to which site and when, with a link to the details. No dashboards to learn first.',
        },
        {
          icon: FileSearch,
          title: 'A free check any time',
          text: 'The check on our home page needs no account: type your domain and see DNS, certificate, security and registration in seconds.',
        },
      ],
    },
    plan: {
      tier: 'free',
      why: `Free watches one domain with uptime checked ${formatCheckInterval(PLANS.free.checkIntervalSeconds)}, certificates hourly and e-mail alerts. When you need more sites or faster checks, Pro is ${formatMonthlyPrice(PLANS.pro.priceUsdMonthly)} a month.`,
    },
    faq: [
      {
        question: 'Do I need technical knowledge?',
        answer:
          'No. You type your domain (for example mybakery.com) and Sitewarden does the rest. Alerts explain the problem in words you can forward to whoever looks after your site.',
      },
      {
        question: 'Is the free plan really free?',
        answer: 'Yes, with no card needed and no time limit. It covers one domain; paid plans add domains, faster checks and more alert channels.',
      },
    ],
    related: ['/solutions/small-business', '/website-health-check', '/ssl-expiry-monitor', '/pricing'],
  },

  '/for/mid-market': {
    meta: {
      title: 'Website monitoring for mid-sized companies',
      description: `For companies with a handful of sites and a small ops team: checks every minute, roles, Slack routing, per-domain thresholds and ${PLANS.agency.retentionDays} days of history.`,
    },
    eyebrow: 'For mid-sized companies',
    headline: 'Enterprise habits without an enterprise team',
    lead: 'Mid-sized companies have outgrown one person’s inbox but not grown an operations department. Sitewarden gives a small team shared monitoring with sensible defaults and room to tune.',
    problems: {
      title: 'The in-between problems',
      items: [
        {
          title: 'Monitoring tied to one person',
          text: 'The person who set up monitoring leaves, and with them the logins, the alert address and the knowledge of what is watched.',
        },
        {
          title: 'Too many alerts, or none',
          text: 'Default settings either page everyone for a one-second blip or stay quiet until the outage is long. Thresholds and confirmation fix both.',
        },
        {
          title: 'Audits arrive before processes do',
          text: 'A customer’s security questionnaire asks how you monitor certificates and changes. An activity log and history answer it.',
        },
      ],
    },
    capabilities: {
      title: 'What a growing team relies on',
      items: [
        CAPABILITIES.teams,
        CAPABILITIES.thresholds,
        CAPABILITIES.quietHours,
        CAPABILITIES.oneAlertPerIncident,
        CAPABILITIES.activityLog,
        {
          icon: ClipboardCheck,
          title: 'Answers for questionnaires',
          text: 'Certificate expiry, security headers and DNS changes with dates, for the “how do you monitor…” questions in customer security reviews.',
        },
      ],
    },
    plan: {
      tier: 'agency',
      why: `Agency: ${PLANS.agency.maxDomains} domains checked every minute, ${PLANS.agency.maxTeamMembers} team members and ${PLANS.agency.retentionDays} days of history. Pro is enough for up to ${PLANS.pro.maxDomains} domains.`,
    },
    faq: [
      {
        question: 'Pro or Agency?',
        answer: `Pro: up to ${PLANS.pro.maxDomains} domains, checks every 5 minutes, ${PLANS.pro.maxTeamMembers} people. Agency: up to ${PLANS.agency.maxDomains} domains, checks every minute, ${PLANS.agency.maxTeamMembers} people and ${PLANS.agency.retentionDays} days of history. Choose by the number of domains first.`,
      },
    ],
    related: ['/solutions/mid-market', '/use-cases/multi-site', '/for/enterprise', '/pricing'],
  },
};
