/** /about and /partnerships: what Sitewarden is and what partners get, without invented people or customers. */
import { Boxes, Braces, Database, Globe, Handshake, LayoutTemplate, Network, Radio, Server, ShieldCheck, Users } from 'lucide-react';
import { PLANS } from '../../../../shared/constants/plans';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import { CAPABILITIES } from './capabilities';
import type { TopicContent } from './types';

export const ABOUT_PAGE: TopicContent = {
  meta: {
    title: 'About Sitewarden',
    description:
      'Sitewarden is open-source website and domain monitoring: what it is, the principles behind it, how it is built and how to run it yourself.',
  },
  eyebrow: 'About',
  headline: 'Open-source monitoring for the whole domain',
  lead: 'Sitewarden watches websites and the domains behind them: uptime, certificates, DNS, registration, security headers, blacklists and performance. It is open source under the MIT licence, and the service you sign up for runs the same code you can run yourself.',
  problems: {
    eyebrow: 'Principles',
    title: 'How we build it',
    items: [
      {
        title: 'A check that could not run never reads as healthy',
        text: 'Timeouts, refused connections and unanswered lookups are reported as “could not check”, and count against the overall status.',
      },
      {
        title: 'Confirm before alerting',
        text: 'A failure is checked again at once before it counts, and an incident raises one alert, not one per check.',
      },
      {
        title: 'No figures we cannot source',
        text: 'This site quotes published standards and research with links, and shows no testimonials, ratings or customer logos we could not stand behind.',
      },
      {
        title: 'Safe to point at anything',
        text: 'Probes refuse private, loopback and cloud-metadata addresses and pin the address they resolved, so nobody can use Sitewarden to reach a network it should not.',
      },
    ],
  },
  capabilities: {
    eyebrow: 'Under the hood',
    title: 'How Sitewarden is built',
    items: [
      {
        icon: Braces,
        title: 'TypeScript end to end',
        text: 'One codebase: a Fastify server, a React app, and zod schemas shared by both so that the API, its documentation and the forms agree.',
      },
      {
        icon: Database,
        title: 'PostgreSQL, embedded or yours',
        text: 'An embedded PostgreSQL (PGlite) for a one-command start, or your own PostgreSQL server; the same migrations run on both.',
      },
      {
        icon: Network,
        title: 'Probes written for the job',
        text: 'DNS, TLS and HTTP checks on Node’s own networking, an RDAP client with the IANA bootstrap registry, WHOIS as a fallback, and DNS blocklist lookups.',
      },
      {
        icon: Globe,
        title: 'Lighthouse in a sandbox',
        text: 'Performance audits run Lighthouse in Chromium behind a local proxy that puts every request the page makes through the same address rules as the probes.',
      },
      {
        icon: Boxes,
        title: 'A scheduler that scales out',
        text: 'An in-process scheduler for one machine, or BullMQ on Redis for workers on many; one interface, one contract test suite for both.',
      },
      {
        icon: ShieldCheck,
        title: 'Security basics, done properly',
        text: 'argon2id passwords, hashed session tokens in HttpOnly cookies, workspace scoping on every query and signed webhooks.',
      },
    ],
  },
  checklist: {
    eyebrow: 'Run it yourself',
    title: 'Self-hosting in a few commands',
    intro: 'With Node.js 20 or later: install, start, and create the first account from the command line.',
    items: [
      'npm install && npm start serves everything on port 3000, with data in ./data',
      'npx sitewarden user create --email you@example.com --password … --admin',
      'npx sitewarden user plan --email you@example.com --plan agency',
      'SMTP_URL for e-mail (admins send a test mail from /admin/mailgun); without it, mail goes to an outbox admins can read',
      'DATABASE_URL and REDIS_URL when you outgrow one process',
      'PUBLIC_URL with https:// turns on Secure cookies and HSTS',
    ],
  },
  faq: [
    {
      question: 'Who is behind Sitewarden?',
      answer:
        'Sitewarden is an open-source project. The hosted service at this address is run by its operator under the terms on the Legal page; your own installation is run by you.',
    },
    {
      question: 'How do I report a bug or a security problem?',
      answer: 'Write to us through the contact page. For security problems, please include how to reproduce them and give us time to fix them before publishing.',
    },
  ],
  secondaryAction: { label: 'Contact us', to: '/contact' },
  related: ['/features', '/use-cases/devops', '/compare/alternatives', '/pricing'],
};

export const PARTNERSHIPS_PAGE: TopicContent = {
  meta: {
    title: 'Partner programme for agencies and resellers',
    description:
      'How agencies, hosting companies and developers build on Sitewarden: the partner API, client status pages and team workspaces. What exists today, plainly.',
  },
  eyebrow: 'Partnerships',
  headline: 'Build your monitoring service on Sitewarden',
  lead: 'Agencies, hosting companies and developers use Sitewarden to look after their clients’ sites. The partner programme is the partner API, the features around it and a direct line to us. Here is exactly what that includes.',
  problems: {
    eyebrow: 'Who it is for',
    title: 'Partners we work with',
    items: [
      {
        title: 'Agencies',
        text: 'Monitor client sites, route each client’s alerts to its own channel and give clients a status page or a viewer seat.',
      },
      {
        title: 'Hosting and managed-service providers',
        text: 'Add monitoring to the sites you host through the API, or run Sitewarden on your own infrastructure under the MIT licence.',
      },
      {
        title: 'Developers and platforms',
        text: 'Add domain health to your own product: create monitored domains with your own IDs and read their results.',
      },
    ],
  },
  capabilities: {
    eyebrow: 'Available today',
    title: 'What partners get',
    items: [
      CAPABILITIES.partnerApi,
      {
        icon: Handshake,
        title: 'Your own IDs on every domain',
        text: 'Link each domain to your own external ID and metadata, on the Partner screen or through /api/v1/partner/domains, and find it again by that ID: results map straight back to your clients and systems.',
      },
      {
        icon: Radio,
        title: 'Status pages per client',
        text: 'A public status page for each client’s services, with their logo and colours, incidents and e-mail subscriptions.',
      },
      {
        icon: Users,
        title: 'Team workspaces',
        text: 'A workspace per client or per team, with viewer seats for clients who want to look without changing anything.',
      },
      {
        icon: LayoutTemplate,
        title: 'Alerts routed per client',
        text: 'Slack integrations filtered by domain, and signed webhooks into your own ticketing or client portal.',
      },
      {
        icon: Server,
        title: 'Self-hosting rights',
        text: 'The MIT licence lets you run and modify Sitewarden on your own servers and offer it as your own service, keeping the licence notice.',
      },
    ],
  },
  checklist: {
    eyebrow: 'To be clear',
    title: 'What the programme does not include',
    intro: 'We would rather say it now than after you have signed up.',
    items: [
      'No referral commissions or revenue share',
      'No white-label version of the hosted app: it carries the Sitewarden name (self-hosting lets you change that)',
      'No reseller billing: each account pays for its own plan',
      'No partner directory or co-marketing listings',
    ],
  },
  steps: {
    eyebrow: 'Getting started',
    title: 'How to become a partner',
    items: [
      {
        title: 'Choose a paid plan',
        text: `The partner API comes with every paid plan; Agency (${formatMonthlyPrice(PLANS.agency.priceUsdMonthly)} a month) watches up to ${PLANS.agency.maxDomains} domains.`,
      },
      {
        title: 'Create your API keys',
        text: 'From the Partner API screen in the app: read, write or admin permission and the hourly rate limit each integration needs. The key is shown once; usage is on the same screen.',
      },
      { title: 'Talk to us', text: 'Tell us what you are building through the contact page; we will help with the integration and listen to what is missing.' },
    ],
  },
  plan: {
    tier: 'agency',
    why: `Agency gives partners ${PLANS.agency.maxDomains} domains checked every minute, ${PLANS.agency.maxTeamMembers} team members and ${PLANS.agency.apiRequestsMonthly.toLocaleString('en-US')} API requests a month. Enterprise removes the limits.`,
  },
  secondaryAction: { label: 'Talk to us', to: '/contact' },
  related: ['/for/agencies', '/use-cases/agencies', '/multi-site-dashboard', '/pricing'],
};
