/**
 * /industries/{sector}: a sector guide. Where /for pages sell, these pages explain: how sites in the sector fail, the
 * published rules and research behind each check, and a checklist.
 */
import { Code2, Megaphone, Repeat } from 'lucide-react';
import type { AudiencePagePath } from '../../../../shared/marketing-routes';
import { CAPABILITIES } from './capabilities';
import { FACTS } from './facts';
import type { TopicContent } from './types';

type IndustryPath = Extract<AudiencePagePath, `/industries/${string}`>;

export const INDUSTRY_PAGES: Record<IndustryPath, TopicContent> = {
  '/industries/ecommerce': {
    meta: {
      title: 'E-commerce site monitoring: what to watch',
      description:
        'A guide for online retailers: the checks that protect revenue (uptime, certificates, DNS, mail, speed) and the standards and research behind them.',
    },
    eyebrow: 'Industry guide: e-commerce',
    headline: 'What an online shop should monitor, and why',
    lead: 'Retail sites fail in a handful of predictable ways. This guide lists them, the published rules and research behind each, and the check that covers it.',
    problems: {
      title: 'Where retail sites break',
      items: [
        {
          title: 'Peak traffic',
          text: 'Sales events and holidays are when servers run out of capacity and when each minute of downtime costs most. Short check intervals keep detection short.',
        },
        {
          title: 'Third-party scripts',
          text: 'Payment, analytics, reviews and chat widgets load from other domains. One slow third party can hold up the whole page.',
        },
        {
          title: 'Domain portfolios',
          text: 'Shops collect domains: country sites, campaigns, common misspellings. Each one that lapses can be registered by someone else.',
        },
        {
          title: 'Platform migrations',
          text: 'Moving to a new platform or CDN rewrites DNS records. A change alert with before and after catches the record that was missed.',
        },
      ],
    },
    capabilities: {
      title: 'The checks that cover them',
      items: [
        CAPABILITIES.uptime,
        {
          icon: Code2,
          title: 'Third parties in every audit',
          text: 'A full audit records each third-party domain the page loads, with its transfer size and main-thread blocking time, from Lighthouse.',
        },
        CAPABILITIES.registration,
        CAPABILITIES.dnsChanges,
        CAPABILITIES.securityHeaders,
        CAPABILITIES.mailAuth,
      ],
    },
    facts: {
      title: 'The research and rules',
      items: [FACTS.pageSpeedBounce, FACTS.webVitals, FACTS.pciCertificates, FACTS.pciHeaders],
    },
    checklist: {
      title: 'A retailer’s monitoring checklist',
      items: [
        'Storefront and checkout domains: uptime and certificate',
        'Country and campaign domains: registration expiry, even if they only redirect',
        'Order-mail domain: MX, SPF within 10 lookups, DMARC with a policy',
        'Payment pages: HSTS and Content-Security-Policy present, alert if one disappears',
        'Home and product pages: Lighthouse audit after every release',
        'Status page ready before the next sales peak, not during it',
      ],
    },
    related: ['/for/ecommerce', '/website-health-check', '/roi-calculator', '/compare/alternatives'],
  },

  '/industries/saas': {
    meta: {
      title: 'SaaS reliability monitoring: what to watch',
      description:
        'The domains, certificates, DNS records and mail a SaaS product depends on, the standards behind each check, and a checklist to cover them all.',
    },
    eyebrow: 'Industry guide: SaaS',
    headline: 'The external reliability checklist for a SaaS product',
    lead: 'A SaaS product is more than its app domain: an API, a sign-in provider, docs, a status page and the mail that sends invitations and password resets. This guide maps each to a check.',
    problems: {
      title: 'Where SaaS products break from the outside',
      items: [
        {
          title: 'Sign-up and reset mail',
          text: 'If invitation and password-reset mail fails SPF or DMARC, new users cannot get in and nobody in the team sees an error.',
        },
        {
          title: 'Forgotten subdomains',
          text: 'docs., status. and old API versions often sit on separate certificates and DNS records that nobody renews on purpose.',
        },
        {
          title: 'Provider migrations',
          text: 'Moving DNS, CDN or hosting providers changes records in bulk. The one record that did not move is found by customers.',
        },
        {
          title: 'Marketing-site speed',
          text: 'Sign-ups start on the marketing site, where tag managers and widgets grow release by release.',
        },
      ],
    },
    capabilities: {
      title: 'The checks that cover them',
      items: [
        CAPABILITIES.mailAuth,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.dnsChanges,
        CAPABILITIES.lighthouse,
        CAPABILITIES.signedWebhooks,
        CAPABILITIES.statusPages,
      ],
    },
    facts: { title: 'The standards behind it', items: [FACTS.gmailSenders, FACTS.spfLookupLimit, FACTS.inpReplacedFid] },
    checklist: {
      title: 'Add these to monitoring',
      items: [
        'The app domain customers sign in to',
        'The API domain, and any older API versions still served',
        'Docs or help centre, on its own subdomain or provider',
        'The marketing site, with a Lighthouse audit after releases',
        'The status page domain itself',
        'The domain your product sends mail from, for SPF, DMARC and MX',
      ],
    },
    related: ['/for/saas', '/use-cases/devops', '/dns-health-check', '/compare/sitewarden-vs-betterstack'],
  },

  '/industries/financial': {
    meta: {
      title: 'Monitoring for financial services: a checklist',
      description:
        'DNS, certificates, security headers and blacklists mapped to the rules financial firms work under: DORA, PCI DSS v4.0.1 and browser certificate policy.',
    },
    eyebrow: 'Industry guide: financial services',
    headline: 'A monitoring checklist for financial websites',
    lead: 'Financial firms answer to regulators, card schemes and browser makers at once. This guide lists the external checks that matter and the documents that make them matter.',
    problems: {
      title: 'Risks that come from outside',
      items: [
        {
          title: 'Lookalikes and redirected DNS',
          text: 'Attackers who cannot break in try to redirect customers instead, through registrar accounts and DNS records.',
        },
        {
          title: 'Shorter certificate lifetimes',
          text: 'With certificate validity falling towards 47 days, manual renewal processes stop being workable.',
        },
        {
          title: 'Reputation of sending IPs',
          text: 'A sending address on a blocklist means statements and one-time codes do not arrive.',
        },
        {
          title: 'Third-party hosting',
          text: 'Marketing sites and portals hosted by vendors are still your customers’ experience, and within scope of third-party risk reviews.',
        },
      ],
    },
    capabilities: {
      title: 'The checks that cover them',
      items: [
        CAPABILITIES.dnsChanges,
        CAPABILITIES.registration,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.blacklists,
        CAPABILITIES.securityHeaders,
        CAPABILITIES.history,
      ],
    },
    facts: {
      title: 'The rules in play',
      items: [FACTS.dora, FACTS.pciCertificates, FACTS.pciHeaders, FACTS.certificateLifetimes],
    },
    checklist: {
      title: 'A financial firm’s external checklist',
      items: [
        'NS and A records of login and payment domains: alert on any change',
        'Registration expiry and registry lock statuses of every brand domain',
        'Certificates of customer-facing services: alert 30 days out',
        'HSTS on every domain that carries a login',
        'Sending domains and addresses: blacklist lookups daily',
        'Vendor-hosted portals: the same checks as your own sites',
      ],
    },
    related: ['/for/financial', '/use-cases/compliance', '/ssl-expiry-monitor', '/for/enterprise'],
  },

  '/industries/agencies': {
    meta: {
      title: 'What agencies should monitor for clients',
      description:
        'The failure points of client sites (registrations, certificates, DNS hand-offs, mail) and how to watch them without extra work.',
    },
    eyebrow: 'Industry guide: agencies',
    headline: 'Where client sites fail',
    lead: 'Across a portfolio of client sites, the same few problems come back. None of them is hard to fix; all of them are easy to miss.',
    problems: {
      title: 'The usual suspects',
      items: [
        {
          title: 'Registrations in the client’s name',
          text: 'Reminders go to the client’s contact on record, often an old address, and the card on file has often expired.',
        },
        {
          title: 'DNS hand-offs',
          text: 'When a client moves DNS provider, the records you set up are retyped by someone else. One typo takes mail or a subdomain down.',
        },
        {
          title: 'Certificates on old hosting',
          text: 'A client domain still pointing at old hosting keeps serving an old certificate until it expires.',
        },
        {
          title: 'Plugins and themes that slow the site',
          text: 'A plugin update adds scripts to every page. A Lighthouse audit after updates shows it before the client does.',
        },
      ],
    },
    capabilities: {
      title: 'How to watch them without extra work',
      items: [
        CAPABILITIES.renewals,
        CAPABILITIES.dnsChanges,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.lighthouse,
        {
          icon: Repeat,
          title: 'The same checks for every client',
          text: 'Every domain gets every check; there is nothing to configure per client unless you want different thresholds.',
        },
        {
          icon: Megaphone,
          title: 'A status page per client',
          text: 'Give each client a public page for their services, so outages come with an explanation rather than a phone call.',
        },
      ],
    },
    facts: { title: 'Why reminders are not enough', items: [FACTS.registrarReminders, FACTS.letsEncryptEmails, FACTS.certificateLifetimes] },
    checklist: {
      title: 'Onboarding checklist for a new client',
      items: [
        'Who owns the registrar account, and when does the domain expire?',
        'Which DNS provider, and which records did we set up?',
        'Is the certificate renewed automatically, and by what?',
        'Which addresses send mail, and are SPF and DMARC in place?',
        'Which subdomains are live, and are they all monitored?',
        'Who at the client hears about outages, and how?',
      ],
    },
    related: ['/for/agencies', '/use-cases/agencies', '/partnerships', '/multi-site-dashboard'],
  },
};

