/** /solutions/{size}: the plan for a company of that size, how to set it up, and when to change plan. */
import { ArrowUpCircle, BellRing, Building2, Gauge, Layers, Users } from 'lucide-react';
import { PLANS } from '../../../../shared/constants/plans';
import { formatCheckInterval, formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import type { AudiencePagePath } from '../../../../shared/marketing-routes';
import { CAPABILITIES } from './capabilities';
import type { TopicContent } from './types';

type SolutionPath = Extract<AudiencePagePath, `/solutions/${string}`>;

const { free, pro, agency, enterprise } = PLANS;

export const SOLUTION_PAGES: Record<SolutionPath, TopicContent> = {
  '/solutions/enterprise': {
    meta: {
      title: 'Enterprise plan: unlimited domains, 30 s checks',
      description: `What the Enterprise plan includes, how a rollout usually goes, and how it compares with running Sitewarden yourself. ${formatMonthlyPrice(enterprise.priceUsdMonthly)} a month.`,
    },
    eyebrow: 'Solutions: enterprise',
    headline: 'The Enterprise plan, and how to roll it out',
    lead: `Enterprise is Sitewarden without practical limits: unlimited domains and team members, uptime every 30 seconds, a year of history and unlimited partner API calls, for ${formatMonthlyPrice(enterprise.priceUsdMonthly)} a month.`,
    capabilities: {
      title: 'What Enterprise adds',
      items: [
        {
          icon: Layers,
          title: 'No domain or seat limits',
          text: 'Add every brand, country and campaign domain, and every person who needs to see them.',
        },
        {
          icon: Gauge,
          title: `Uptime ${formatCheckInterval(enterprise.checkIntervalSeconds)}`,
          text: `The fastest interval Sitewarden offers, against ${formatCheckInterval(agency.checkIntervalSeconds)} on Agency. DNS is checked as often, and certificates hourly.`,
        },
        CAPABILITIES.history,
        CAPABILITIES.partnerApi,
        CAPABILITIES.teams,
        CAPABILITIES.activityLog,
      ],
    },
    steps: {
      title: 'A rollout that works',
      items: [
        { title: 'Start with one team', text: 'Pick the team with the most customer-facing domains, add them, and tune thresholds and channels together.' },
        { title: 'Give each unit a workspace', text: 'One team workspace per business unit or brand, each with its own members, channels and status pages.' },
        { title: 'Automate the inventory', text: 'Feed new domains from your registrar or CMDB through the partner API, so nothing depends on memory.' },
      ],
    },
    plan: {
      tier: 'enterprise',
      why: 'If you would rather keep monitoring data in-house, the same software runs on your own servers under the MIT licence; the plan is for those who want it run for them.',
    },
    faq: [
      {
        question: 'Hosted Enterprise or self-hosted?',
        answer:
          'Hosted: we run it and you pay monthly. Self-hosted: you run the open-source software on your infrastructure at no licence cost, and you operate it yourself (database, mail, SMS, upgrades).',
      },
      {
        question: 'Is there a contract or minimum term?',
        answer: 'Plans are billed monthly in US dollars; there is no annual contract.',
      },
    ],
    related: ['/for/enterprise', '/use-cases/enterprise', '/pricing', '/about'],
  },

  '/solutions/mid-market': {
    meta: {
      title: 'A monitoring setup for growing teams',
      description: 'How growing companies move from one person’s inbox to shared monitoring: a team workspace, roles, Slack channels, thresholds, and Pro or Agency.',
    },
    eyebrow: 'Solutions: mid-market',
    headline: 'From one person’s inbox to a team’s monitoring',
    lead: 'Growing companies usually start with one person’s free account. This is how to turn it into something the whole team shares, without adding process nobody follows.',
    capabilities: {
      title: 'What changes when a team takes over',
      items: [
        {
          icon: Users,
          title: 'A team workspace',
          text: 'Create a team and move monitoring there: roles decide who manages domains and who only looks.',
        },
        {
          icon: BellRing,
          title: 'Channels per audience',
          text: 'Critical alerts by SMS to whoever is on call, everything else to a Slack channel, renewals by e-mail.',
        },
        CAPABILITIES.thresholds,
        CAPABILITIES.quietHours,
        CAPABILITIES.history,
        CAPABILITIES.activityLog,
      ],
    },
    steps: {
      title: 'Three steps',
      items: [
        { title: 'Create the team', text: 'Invite colleagues as admins, members or viewers. Invitations are valid for seven days.' },
        { title: 'Set thresholds once', text: 'Decide how long an outage must last before it alerts and what response time is too slow, per domain if needed.' },
        { title: 'Share the view', text: 'A status page for customers, a viewer seat for the manager who wants to look, the Slack channel for everyone else.' },
      ],
    },
    plan: {
      tier: 'pro',
      why: `Pro (${formatMonthlyPrice(pro.priceUsdMonthly)}) covers ${pro.maxDomains} domains and ${pro.maxTeamMembers} people. Move to Agency (${formatMonthlyPrice(agency.priceUsdMonthly)}) for ${agency.maxDomains} domains, ${agency.maxTeamMembers} people and checks every minute.`,
    },
    faq: [
      {
        question: 'What counts towards the team-member limit?',
        answer: 'Members and pending invitations together, owner included.',
      },
    ],
    related: ['/for/mid-market', '/use-cases/multi-site', '/pricing', '/roi-calculator'],
  },

  '/solutions/small-business': {
    meta: {
      title: 'Small business setup: free plan in 5 minutes',
      description: 'Set up monitoring for a small business website in minutes: what the free plan checks, what an alert looks like, and when Pro is worth it.',
    },
    eyebrow: 'Solutions: small business',
    headline: 'Website monitoring, set up in five minutes',
    lead: 'You need three things: an account, your domain, and an e-mail address you read. This page walks through them and explains what happens next.',
    steps: {
      title: 'Five minutes, three steps',
      items: [
        { title: 'Create a free account', text: 'E-mail and password, or sign in with Google where the site offers it. No card needed.' },
        { title: 'Add your domain', text: 'Type it without http:// or https://, for example mybakery.com. The first checks run straight away.' },
        { title: 'Read the first results', text: 'Each check says healthy, warning or critical, and explains in a sentence what it found.' },
      ],
    },
    capabilities: {
      title: 'What happens after that',
      items: [
        CAPABILITIES.uptime,
        CAPABILITIES.sslExpiry,
        CAPABILITIES.registration,
        {
          icon: Building2,
          title: 'Hosting renewals too',
          text: 'Add reminders for anything with a renewal date, such as hosting or a theme licence, and see them with your certificate and domain dates.',
        },
        {
          icon: ArrowUpCircle,
          title: 'Upgrade only when it pays',
          text: `Pro adds ${pro.maxDomains - free.maxDomains} more domains, checks every 5 minutes instead of every hour, and three alert channels instead of one.`,
        },
        CAPABILITIES.blacklists,
      ],
    },
    plan: {
      tier: 'free',
      why: `Free covers one website for as long as you like. Consider Pro (${formatMonthlyPrice(pro.priceUsdMonthly)} a month) when an hour without noticing an outage would cost more than that.`,
    },
    faq: [
      {
        question: 'Why is the free plan checked only every hour?',
        answer:
          'Uptime is checked every 60 minutes on Free; DNS every 5 minutes and certificates every hour on every plan. Faster uptime checks are what the paid plans pay for.',
      },
      {
        question: 'Will I get lots of e-mails?',
        answer:
          'No. An outage sends one alert and one recovery notice; a certificate sends at most one alert at each of 30, 14 and 7 days before it expires.',
      },
    ],
    related: ['/for/small-business', '/roi-calculator', '/website-health-check', '/pricing'],
  },
};
