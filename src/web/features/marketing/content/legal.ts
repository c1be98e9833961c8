/**
 * /legal: terms of service and privacy policy of a Sitewarden installation. Every statement about data is checked
 * against the schema (src/server/db/schema), the session code (src/server/http/session.ts, decision 005) and the
 * notification code (decision 013). Update this file when any of those change.
 */
import { PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export const LEGAL_UPDATED = 'November 2026';

export const SUPPORT_HOURS_TEXT = 'Monday to Friday, 09:00–18:00';

const retention = PLAN_ORDER.map((tier) => `${PLANS[tier].retentionDays} days on ${PLANS[tier].name}`).join(', ');

export const TERMS: readonly LegalSection[] = [
  {
    id: 'terms-who',
    title: 'Who these terms are between',
    blocks: [
      'Sitewarden is open-source software. These terms apply to the Sitewarden service at this address and are between you and the operator of this installation (“we”, “us”).',
      'If you run your own copy of Sitewarden, you are the operator of that copy. These terms do not bind you to us for it, and you should publish terms of your own.',
    ],
  },
  {
    id: 'terms-service',
    title: 'The service',
    blocks: [
      'Sitewarden checks the websites and domains you add (uptime, TLS certificates, DNS, domain registration, security headers, blacklists and performance) and the monitors you add to them (endpoints, keywords, JSON values, TCP ports, heartbeats and DNS records), stores the results, raises alerts and delivers them through the channels you choose. It also offers public status pages, team workspaces and, on paid plans, a partner API. The Features page describes what each part does. We improve and change the service over time.',
    ],
  },
  {
    id: 'terms-account',
    title: 'Your account',
    blocks: [
      'Give an e-mail address you can receive mail at, and keep your password to yourself. You are responsible for what happens in your account and in the team workspaces you own or administer.',
    ],
  },
  {
    id: 'terms-use',
    title: 'Acceptable use',
    blocks: [
      {
        list: [
          'Only add domains to monitoring that you own, manage or have permission to monitor. The free scan may be used on any public domain, within its rate limit.',
          'Do not use Sitewarden to attack, overload or probe systems, or to get around its rate limits or plan limits.',
          'Do not publish unlawful content on status pages, incident updates or anything else others can see.',
        ],
      },
      'We may suspend an account that breaks these rules, telling you why when we can.',
    ],
  },
  {
    id: 'terms-payment',
    title: 'Plans and payment',
    blocks: [
      'Plans and their prices are listed on the Pricing page, in US dollars per month. Paid plans are billed monthly in advance by card, through Stripe, which handles your card details. You can change or cancel your plan from the Billing screen. A change applies at once and is prorated to the day. After you cancel, your plan stays active until the end of the period already paid and is not charged again. Moving to a smaller plan pauses the domains and monitors above its limits; it deletes nothing.',
      'If a renewal payment fails, your paid plan is kept for a grace period while you update your payment details; after it, the account moves to the Free plan.',
      'We announce price changes at least 30 days before they apply to you.',
    ],
  },
  {
    id: 'terms-content',
    title: 'Your content',
    blocks: [
      'The domains, descriptions, status pages and incident updates you add remain yours. You allow us to store and process them to run the service, and to show a status page publicly once you publish it.',
    ],
  },
  {
    id: 'terms-availability',
    title: 'Availability and no warranty',
    blocks: [
      'Checks run from the server this installation runs on and can be affected by network problems between that server and yours. Alerts depend on e-mail, SMS, Slack and other services outside our control. We work to keep Sitewarden running and accurate, but we do not promise that it will be uninterrupted or that every problem will be detected; no plan includes a service-level agreement.',
      'The software is provided under the MIT licence, “as is”, without warranty of any kind.',
    ],
  },
  {
    id: 'terms-liability',
    title: 'Liability',
    blocks: [
      'As far as the law allows, we are not liable for indirect or consequential losses, including revenue lost during an outage that a check or an alert did not catch. Our total liability for any claim is limited to what you paid us in the twelve months before it. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'terms-ending',
    title: 'Ending',
    blocks: [
      'You can delete your account at any time from your profile. We may close an account that breaks these terms, with notice where we can give it. What happens to your data is described in the privacy policy below.',
    ],
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    blocks: [
      'We post changes on this page with a new date. If a change matters to how you use Sitewarden, we also tell you by e-mail before it applies.',
    ],
  },
];

export interface CookieRow {
  name: string;
  purpose: string;
  lifetime: string;
}

/** Every cookie this site sets. No advertising or third-party analytics cookies. */
export const COOKIES: readonly CookieRow[] = [
  {
    name: 'sitewarden.sid',
    purpose: 'Keeps you signed in. HttpOnly (scripts cannot read it), SameSite=Lax, Secure over HTTPS; holds a random token whose hash is stored on our side.',
    lifetime: '30 days, extended while you use the site; deleted when you sign out',
  },
  {
    name: 'sitewarden.oauth',
    purpose: 'Only while you sign in with Google or single sign-on: holds the state that proves the answer belongs to your sign-in. HttpOnly.',
    lifetime: '10 minutes, deleted when sign-in completes',
  },
  {
    name: 'sitewarden.signed-in',
    purpose: 'Holds only the value 1 while you are signed in, so that the home page shows your dashboard straight away instead of the public page first. Grants no access.',
    lifetime: 'Same as the session cookie; deleted when you sign out',
  },
];

export const PRIVACY: readonly LegalSection[] = [
  {
    id: 'privacy-who',
    title: 'Who is responsible',
    blocks: [
      'The operator of this installation decides how your data is used and is responsible for it. On your own installation, that is you.',
    ],
  },
  {
    id: 'privacy-data',
    title: 'What we store, and why',
    blocks: [
      {
        list: [
          'Account: your e-mail address, first and last name, a hash of your password (argon2id; never the password itself), your plan and, if you sign in with Google or single sign-on, that provider’s account identifier. Needed to run your account.',
          'Terms acceptance: when you accepted these terms, with the IP address and browser description at that moment. Kept as a record of consent.',
          'Sessions: a hash of your session token and when it expires. Password-reset links are stored hashed and expire after an hour.',
          'Monitoring: the domains and monitors you add, their check results (DNS records, certificates, registration data as the registry publishes it, response times, security findings), alerts and audits. Monitor passwords, bearer tokens, secret header values and heartbeat push tokens are stored encrypted (AES-256-GCM). Heartbeat pings: when each arrived, with the exit code and the first kilobyte of the message your job sends.',
          'Notification settings: alert preferences, quiet hours and time zone, the phone number you give for SMS, Slack and webhook addresses and webhook signing secrets, and a log of every delivery attempt with addresses shortened.',
          'Teams: team names, members and roles, invitations (the invitee’s e-mail; the link’s token only as a hash) and the activity log of changes in the team.',
          'Status pages: what you publish, and the e-mail addresses of subscribers with whether they confirmed.',
          'Billing, when payments are enabled: Stripe customer and subscription identifiers, the subscription’s plan, status and renewal date, invoice records (amount, currency, status, period, links to Stripe’s invoice page and PDF) and the identifiers of the Stripe events already applied. Card details go to Stripe and never reach us; the Billing screen shows the card’s brand, last four digits and expiry as Stripe reports them.',
          'Messages you send us through the contact form.',
          'Page views: the page visited, the page you came from, a random visit identifier and, if you are signed in, your account. First-party only: no third-party analytics or advertising trackers.',
          'Performance of our own pages: loading timings (Web Vitals), the page address and your browser description, sent by the app while you use it.',
          'Server logs: each request’s path, time and IP address, for security and troubleshooting.',
        ],
      },
      'Free scans by visitors are not stored: the result is kept in memory for five minutes so that repeated scans are fast, and the IP address is used in memory only to apply the scan rate limit.',
    ],
  },
  {
    id: 'privacy-browser',
    title: 'Cookies and your browser',
    blocks: [
      'The cookies this site sets are listed below; none is for advertising or tracking. Your browser also keeps, in its own storage, your light or dark theme choice and your last 10 scans in the Scanner (these never leave it), and a random visit identifier for the current tab, sent with page views and forgotten when the tab closes.',
    ],
  },
  {
    id: 'privacy-retention',
    title: 'How long we keep it',
    blocks: [
      {
        list: [
          `Check history and heartbeat pings: your plan’s window, ${retention}; the latest ping of each heartbeat is kept.`,
          'Account, settings, domains, alerts and teams: while your account exists.',
          'Sessions: 30 days after your last visit, or until you sign out. Invitations: seven days.',
        ],
      },
      'Deleting your account from your profile deletes it and the data it owns. If you own a team, transfer it or delete it first.',
    ],
  },
  {
    id: 'privacy-others',
    title: 'Who else receives data',
    blocks: [
      'We do not sell data or share it for advertising. These services receive data only when this installation is configured to use them, and only what they need:',
      {
        list: [
          'The mail provider behind our SMTP server: recipient addresses and the content of e-mails (alerts, invitations, password resets).',
          'Twilio: your phone number and the alert text, for SMS.',
          'Slack, and the webhook addresses you add: the alert content you route to them.',
          'Stripe: your e-mail address and the plan you buy, for paid plans; Stripe collects the card details itself on its Checkout page and customer portal.',
          'Google or the single sign-on provider: the sign-in exchange, if you use it.',
          'An AI provider (Anthropic or OpenAI), if the operator enables AI analysis: the domain and its check findings, when a signed-in user asks for an analysis.',
        ],
      },
      'Running a check also means asking others about a domain: DNS resolvers, the registry’s RDAP or WHOIS server, and DNS blocklist operators (Spamhaus, SpamCop and SURBL by default) receive the domain names and IP addresses being checked, and the monitored website receives our requests.',
    ],
  },
  {
    id: 'privacy-rights',
    title: 'Your rights',
    blocks: [
      'You can see and correct your details in your profile and settings, and delete your account there. Depending on where you live (for example under the EU or UK GDPR) you also have the right to a copy of your data, to restrict or object to how it is used, and to complain to a data-protection authority. Write to us through the contact page to use them.',
    ],
  },
  {
    id: 'privacy-security',
    title: 'Security',
    blocks: [
      'Passwords are hashed with argon2id; session and reset tokens are stored only as hashes; the session cookie is HttpOnly; secrets never appear in logs or job data; and checks refuse private and internal network addresses. Sitewarden is not directed at children under 16.',
    ],
  },
  {
    id: 'privacy-changes',
    title: 'Changes',
    blocks: ['We post changes to this policy on this page with a new date, and e-mail you about changes that matter.'],
  },
];
