import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

/** 'Friday, 4 December 2026' */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface BillingMessage {
  subject: string;
  firstName: string | null;
  paragraphs: string[];
  /** The /billing screen. */
  link: string;
  action: string;
}

/** The billing e-mails share one shape: a greeting, what happened, and the way to the Billing screen. */
function billingEmail({ subject, firstName, paragraphs, link, action }: BillingMessage): EmailContent {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const footer = 'You receive this because you manage billing for this Sitewarden account.';
  const text = [greeting, ...paragraphs, `${action}: ${link}`, footer].join('\n\n');
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>`,
  );
  return { subject, text, html };
}

export function paymentFailedEmail(input: {
  firstName: string | null;
  planName: string;
  graceUntil: Date;
  link: string;
}): EmailContent {
  return billingEmail({
    subject: `Payment failed for your Sitewarden ${input.planName} plan`,
    firstName: input.firstName,
    paragraphs: [
      `We could not take the payment for your ${input.planName} plan. Stripe will retry it over the next days.`,
      `Your plan and its limits stay as they are until ${longDate(input.graceUntil)}. If the payment still has not gone through by then, the account moves to the Free plan: domains and monitors above its limits are paused, nothing is deleted.`,
      'Update your payment method to keep your plan.',
    ],
    link: input.link,
    action: 'Update payment method',
  });
}

export function planChangedEmail(input: {
  firstName: string | null;
  fromName: string;
  toName: string;
  reason: string;
  paused: { domains: number; monitors: number };
  link: string;
}): EmailContent {
  const paused = [
    input.paused.domains ? `${input.paused.domains} domain${input.paused.domains === 1 ? '' : 's'}` : '',
    input.paused.monitors ? `${input.paused.monitors} monitor${input.paused.monitors === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return billingEmail({
    subject: `Your Sitewarden plan is now ${input.toName}`,
    firstName: input.firstName,
    paragraphs: [
      `Your plan changed from ${input.fromName} to ${input.toName} (${input.reason}). Check intervals and limits follow the new plan from now on.`,
      ...(paused.length
        ? [
            `Paused, not deleted, because they are above the ${input.toName} limits: ${paused.join(' and ')}. Choose which domains stay active on the Billing screen; the rest come back when your plan allows them again.`,
          ]
        : []),
    ],
    link: input.link,
    action: 'Open Billing',
  });
}

export function trialEndingEmail(input: {
  firstName: string | null;
  planName: string;
  trialEnd: Date;
  link: string;
}): EmailContent {
  return billingEmail({
    subject: `Your Sitewarden ${input.planName} trial ends on ${longDate(input.trialEnd)}`,
    firstName: input.firstName,
    paragraphs: [
      `Your ${input.planName} trial ends on ${longDate(input.trialEnd)}. The subscription then continues with your payment method on file.`,
      'To change plan or cancel before then, open the Billing screen.',
    ],
    link: input.link,
    action: 'Open Billing',
  });
}

export function retentionNoticeEmail(input: {
  firstName: string | null;
  toName: string;
  keptDays: number;
  newDays: number;
  until: Date;
  link: string;
}): EmailContent {
  return billingEmail({
    subject: `Check history older than ${input.newDays} days will be removed on ${longDate(input.until)}`,
    firstName: input.firstName,
    paragraphs: [
      `The ${input.toName} plan keeps ${input.newDays} days of check history; your previous plan kept ${input.keptDays}.`,
      `Sitewarden keeps your older history until ${longDate(input.until)}. After that, history older than ${input.newDays} days is removed. Export what you need before then, or change plan to keep it.`,
    ],
    link: input.link,
    action: 'Open Billing',
  });
}
