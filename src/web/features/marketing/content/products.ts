/** The four product pages: one check family each. The free scan is embedded under the hero by the router. */
import { Clock, FileText, Globe, Hourglass, Link2, ListTree, Server, Table, Timer } from 'lucide-react';
import { MONITORS_PER_DOMAIN } from '../../../../shared/constants/monitors';
import { PLANS, SSL_ALERT_DAYS } from '../../../../shared/constants/plans';
import { formatCheckInterval } from '../../../../shared/helpers/plan-display';
import type { ProductPagePath } from '../../../../shared/marketing-routes';
import { CAPABILITIES } from './capabilities';
import { FACTS } from './facts';
import type { TopicContent } from './types';

const sslAlertDays = `${SSL_ALERT_DAYS.slice(0, -1).join(', ')} and ${SSL_ALERT_DAYS.at(-1)}`;
const dnsInterval = (seconds: number) => formatCheckInterval(Math.min(seconds, 300));

export const PRODUCT_PAGES: Record<ProductPagePath, TopicContent> = {
  '/website-health-check': {
    meta: {
      title: 'Website health check and uptime monitoring',
      description:
        'Check a website’s uptime, TLS certificate, DNS, security headers, blacklists and domain registration in one free scan, then monitor it on a schedule.',
    },
    eyebrow: 'Website health check',
    headline: 'One check for everything that keeps a website up',
    lead: 'Sitewarden checks a site the way a visitor reaches it: DNS, the TLS certificate, the HTTP answer, security headers, blacklists and the domain registration. Try it free below, then let it run on a schedule.',
    problems: {
      title: 'A site can answer and still be broken',
      intro: 'Uptime alone misses the failures that arrive quietly. These are the ones a health check is for.',
      items: [
        {
          title: 'The page loads, the certificate does not',
          text: 'An expired certificate, or one sent without its intermediate, turns the site into a full-page browser warning even though the server answers every request.',
        },
        {
          title: 'DNS changed and nobody noticed',
          text: 'A removed MX record stops incoming mail; a changed A or NS record sends visitors somewhere else. Neither shows up as an outage.',
        },
        {
          title: 'The domain lapsed',
          text: 'When a registration expires the website, e-mail and every subdomain stop at once, and renewal reminders often go to an address nobody reads.',
        },
        {
          title: 'A deploy dropped a header',
          text: 'Losing Strict-Transport-Security or Content-Security-Policy breaks nothing a visitor can see, which is exactly why it goes unnoticed.',
        },
      ],
    },
    capabilities: {
      title: 'What a health check covers',
      items: [
        {
          icon: Globe,
          title: 'The HTTP answer',
          text: 'GET https://your-domain/ with redirects followed and each hop re-checked. 5xx or no answer is critical, 4xx a warning, slower than 3 seconds a warning, with DNS, connect, TLS and first-byte timings.',
        },
        CAPABILITIES.sslExpiry,
        CAPABILITIES.dnsConfig,
        CAPABILITIES.registration,
        CAPABILITIES.securityHeaders,
        CAPABILITIES.blacklists,
      ],
    },
    steps: {
      title: 'From one check to continuous monitoring',
      items: [
        {
          title: 'Scan a domain free',
          text: 'No account needed. Visitors can run five scans a minute; a result is reused for five minutes.',
        },
        {
          title: 'Add it to monitoring',
          text: `The free plan watches one domain, with uptime checked ${formatCheckInterval(PLANS.free.checkIntervalSeconds)}, DNS every 5 minutes, the certificate hourly and the rest daily.`,
        },
        {
          title: 'Choose where alerts go',
          text: 'E-mail is on from the start. Add SMS, Slack or a webhook, quiet hours, and per-domain thresholds when you need them.',
        },
      ],
    },
    facts: { title: 'Why each part matters', items: [FACTS.pageSpeedBounce, FACTS.owaspHeaders, FACTS.rdap] },
    faq: [
      {
        question: 'Where do the checks run from?',
        answer:
          'From the server Sitewarden runs on: one location, not a worldwide network. To avoid false alarms from a single dropped connection, every failed uptime check is repeated at once and only counts when the repeat fails too.',
      },
      {
        question: 'Can a check say “healthy” when it could not run?',
        answer:
          'No. If a lookup times out or a site refuses the connection, the check reports that it could not check, and the overall result counts it as a warning, never as all clear.',
      },
      {
        question: 'Can it check sites on a private network?',
        answer:
          'Not by default: the probes refuse private, loopback, link-local and cloud-metadata addresses and pin the address they resolved. If you run Sitewarden yourself, ALLOW_PRIVATE_TARGETS lets it check internal sites.',
      },
      {
        question: 'Does it test pages other than the home page?',
        answer:
          `Yes, with monitors. The home-page checks request the root of each domain (https://domain/) and follow redirects from there; beside them, each domain takes up to ${MONITORS_PER_DOMAIN.free} monitors on Free (${MONITORS_PER_DOMAIN.enterprise} on Enterprise): any URL on the domain or its subdomains with its expected status, a word the page must or must not contain, or a JSON value an API must return.`,
      },
    ],
    related: ['/ssl-expiry-monitor', '/dns-health-check', '/features', '/pricing'],
  },

  '/ssl-expiry-monitor': {
    meta: {
      title: 'SSL certificate expiry monitor',
      description:
        'Alerts 30, 14 and 7 days before a TLS certificate expires, and at once when its chain breaks or it stops covering your domain. Checked every hour.',
    },
    eyebrow: 'SSL expiry monitor',
    headline: 'Never let a certificate expire on you again',
    lead: 'Sitewarden reads the certificate your server actually presents, every hour, and tells you 30, 14 and 7 days before it expires, and straight away when the chain is incomplete, the issuer untrusted or the name wrong.',
    problems: {
      title: 'Why certificates still expire',
      items: [
        {
          title: 'Renewal automation fails quietly',
          text: 'ACME clients renew on their own until a DNS change, a firewall rule or an expired API token stops them. The first sign is often a visitor’s screenshot of a browser warning.',
        },
        {
          title: 'Renewed is not deployed',
          text: 'A new certificate on disk does nothing until every server and load balancer has reloaded it. Sitewarden checks what the server presents, not what the renewal tool reports.',
        },
        {
          title: 'Lifetimes are getting shorter',
          text: 'Maximum certificate validity drops to 200 days in 2026 and 47 days by 2029, so every certificate renews more often and each renewal is another chance to fail.',
        },
        {
          title: 'The reminders stopped',
          text: 'Let’s Encrypt no longer e-mails before a certificate expires. Something else has to watch the dates.',
        },
      ],
    },
    capabilities: {
      title: 'What the certificate check covers',
      items: [
        {
          icon: Hourglass,
          title: 'Three warnings, then expiry',
          text: 'Alerts at 30, 14 and 7 days and on expiry. Each step alerts once, and a renewal closes the alert by itself. The first step can be moved in your alert preferences.',
        },
        {
          icon: Link2,
          title: 'Chain and trust',
          text: 'Flags an incomplete chain (the intermediate certificate not sent), a self-signed certificate, an untrusted root and a certificate that is not valid yet.',
        },
        {
          icon: Globe,
          title: 'The right name',
          text: 'Checks that the certificate covers the domain and, when it does not, tells you which names it does cover.',
        },
        {
          icon: FileText,
          title: 'The details you need to fix it',
          text: 'Issuer, subject, alternative names, validity dates, TLS protocol and cipher, and the SHA-256 fingerprint of each certificate in the chain.',
        },
        {
          icon: Clock,
          title: 'Every hour, on every plan',
          text: 'Certificates are checked hourly whatever your plan, so a replaced or broken certificate is seen within the hour.',
        },
        CAPABILITIES.alerts,
      ],
    },
    facts: {
      title: 'The rules certificates live by',
      items: [FACTS.certificateLifetimes, FACTS.letsEncryptEmails, FACTS.letsEncryptLifetime],
    },
    faq: [
      {
        question: 'Which certificate does it check?',
        answer:
          'The one served on port 443 for the domain name you added (or on the port you added it with, such as example.com:8443), requested with that name (SNI), just as a browser does. Add each subdomain you serve as a domain of its own, or give it a TCP port monitor with TLS, to check its certificate too.',
      },
      {
        question: 'Does it check revocation?',
        answer:
          'No. Sitewarden checks expiry, chain, trust and hostname, but does not query OCSP responders or revocation lists.',
      },
      {
        question: 'Does it monitor certificates on other ports or internal servers?',
        answer:
          `Yes, on any port of the domain or its subdomains: a TCP port monitor with TLS on checks the certificate of a mail server (465, 993), a database or an MQTT broker, with the same alerts ${sslAlertDays} days before expiry. It speaks TLS from the first byte, not STARTTLS. The hosted service reaches public addresses only; if you run Sitewarden yourself, it can reach internal servers when you allow private targets.`,
      },
    ],
    related: ['/website-health-check', '/dns-health-check', '/use-cases/compliance', '/pricing'],
  },

  '/dns-health-check': {
    meta: {
      title: 'DNS health check and DNS change alerts',
      description:
        'Checks A, AAAA, MX, NS, TXT, CAA and SOA records, SPF, DMARC and nameservers, and alerts you when a record changes, with what was added and removed.',
    },
    eyebrow: 'DNS monitoring',
    headline: 'Know when your DNS changes, and whether it is right',
    lead: 'Every visit and every e-mail starts with DNS. Sitewarden reads your records every 5 minutes or faster, checks mail authentication and nameservers, and tells you exactly what changed.',
    problems: {
      title: 'DNS fails in ways that look like something else',
      items: [
        {
          title: 'Changes nobody announced',
          text: 'An edit at the registrar, a DNS provider migration or a stolen login can change A or NS records. Visitors are sent elsewhere and nothing looks down from the inside.',
        },
        {
          title: 'Mail that quietly stops arriving',
          text: 'A missing MX record, an SPF record that needs more than 10 lookups, or no DMARC policy: mail is rejected, lands in spam or can be forged in your name.',
        },
        {
          title: 'One nameserver away from an outage',
          text: 'A zone served by a single nameserver, or listing a nameserver that no longer resolves, fails completely when that one server does.',
        },
      ],
    },
    capabilities: {
      title: 'What the DNS check covers',
      items: [
        {
          icon: ListTree,
          title: 'Every record that matters',
          text: 'A, AAAA, CNAME, MX, NS, TXT, CAA and SOA, plus the _dmarc record. NS and CAA are looked up at the zone, so subdomains are checked against the records that govern them.',
        },
        CAPABILITIES.dnsChanges,
        CAPABILITIES.mailAuth,
        {
          icon: Server,
          title: 'Nameserver health',
          text: 'Warns when a zone has only one nameserver, and flags nameservers that do not resolve to an address (lame delegations).',
        },
        {
          icon: Table,
          title: 'CAA and null MX understood',
          text: 'Notes when no CAA record limits who may issue certificates, and recognises a null MX or “v=spf1 -all” as a domain that deliberately sends no mail.',
        },
        {
          icon: Timer,
          title: 'Every 5 minutes or faster',
          text: `DNS is checked at your plan’s interval but at least every 5 minutes: ${dnsInterval(PLANS.free.checkIntervalSeconds)} on Free and Pro, ${dnsInterval(PLANS.agency.checkIntervalSeconds)} on Agency, ${dnsInterval(PLANS.enterprise.checkIntervalSeconds)} on Enterprise.`,
        },
      ],
    },
    facts: { title: 'The standards behind the checks', items: [FACTS.spfLookupLimit, FACTS.gmailSenders, FACTS.caa] },
    faq: [
      {
        question: 'Which resolver does Sitewarden ask?',
        answer:
          'The resolvers of the server it runs on, or the ones set in DNS_SERVERS when you run it yourself.',
      },
      {
        question: 'Does it check DKIM?',
        answer:
          'Not on its own. DKIM keys sit under selector names that cannot be listed from outside, so there is no reliable way to find them without knowing your selectors. If you know one, a DNS record monitor can watch its TXT record (selector._domainkey.example.com) and alert when it changes or goes missing.',
      },
      {
        question: 'Does it validate DNSSEC?',
        answer:
          'The registration check records whether the registry reports the domain as DNSSEC-signed, but Sitewarden does not validate signatures itself.',
      },
      {
        question: 'Can I turn DNS change alerts off?',
        answer:
          'Yes: DNS change alerts are a switch in your alert preferences. The records are still read and kept as history.',
      },
    ],
    related: ['/website-health-check', '/ssl-expiry-monitor', '/industries/saas', '/features'],
  },

  '/multi-site-dashboard': {
    meta: {
      title: 'Multi-site monitoring dashboard',
      description:
        'Watch up to 50 domains on Agency, or unlimited on Enterprise, from one dashboard: uptime, certificates, DNS, renewals and alerts, shared with your team.',
    },
    eyebrow: 'Multi-site dashboard',
    headline: 'Every site you run, on one screen',
    lead: 'Add your domains once. Sitewarden shows each one’s status, uptime, certificate expiry, performance score and open alerts side by side, and puts the next renewals at the top.',
    problems: {
      title: 'Ten sites are not ten times one site',
      items: [
        {
          title: 'Tabs and spreadsheets',
          text: 'Expiry dates in a spreadsheet go stale the day a certificate renews early or a domain moves registrar.',
        },
        {
          title: 'Alerts without context',
          text: 'When three sites go down at once you want to see that they share a host, not read three separate e-mails.',
        },
        {
          title: 'Someone has to own it',
          text: 'A dashboard only one person can see stops being checked when that person is on holiday.',
        },
      ],
    },
    capabilities: {
      title: 'Built for many domains',
      items: [
        CAPABILITIES.dashboard,
        CAPABILITIES.renewals,
        CAPABILITIES.oneAlertPerIncident,
        CAPABILITIES.teams,
        CAPABILITIES.statusPages,
        CAPABILITIES.partnerApi,
      ],
    },
    steps: {
      title: 'Set up in three steps',
      items: [
        { title: 'Create a team workspace', text: 'Invite colleagues with the role that fits: admins manage the team, members manage domains, viewers only look.' },
        { title: 'Add your domains', text: 'Type each domain, or add them in bulk from your own tools through the partner API on paid plans.' },
        { title: 'Route the alerts', text: 'Send each alert type, severity or set of domains to the Slack channel or webhook that should hear about it.' },
      ],
    },
    plan: {
      tier: 'agency',
      why: `Agency: ${PLANS.agency.maxDomains} domains checked every minute, ${PLANS.agency.maxTeamMembers} team members and ${PLANS.agency.retentionDays} days of history. Enterprise removes the domain and seat limits.`,
    },
    faq: [
      {
        question: 'How many domains can I add?',
        answer: `${PLANS.free.maxDomains} on Free, ${PLANS.pro.maxDomains} on Pro, ${PLANS.agency.maxDomains} on Agency and no practical limit on Enterprise. Subdomains count as domains of their own.`,
      },
      {
        question: 'Can people outside my company see the dashboard?',
        answer:
          'Invite them to a team workspace as viewers: they see the domains, results and alerts and cannot change anything. For the public, publish a status page instead.',
      },
      {
        question: 'What happens to a deleted domain?',
        answer:
          'Monitoring stops at once. On paid plans, deleted domains can be listed and restored, and monitoring resumes where it left off.',
      },
    ],
    related: ['/use-cases/multi-site', '/for/agencies', '/partnerships', '/pricing'],
  },
};
