import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

export interface ApiQuotaWarningInput {
  used: number;
  limit: number;
  planName: string;
  /** First moment of next month (UTC), when the count starts over. */
  resetsAt: Date;
  /** The Partner API screen, where usage per day and per endpoint is shown. */
  usageUrl: string;
  pricingUrl: string;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** To the workspace's owner, once a month, when its API calls reach 80% of the plan's monthly quota. */
export function apiQuotaWarningEmail(input: ApiQuotaWarningInput): EmailContent {
  const share = Math.floor((input.used / input.limit) * 100);
  const subject = `Sitewarden: ${share}% of this month's API requests used`;
  const lead = `Your workspace has made ${input.used.toLocaleString('en-US')} of the ${input.limit.toLocaleString('en-US')} partner API requests the ${input.planName} plan includes this month.`;
  const after = `Once all are used, API calls are refused (HTTP 429, code QUOTA_EXCEEDED) until the count starts over on ${day(input.resetsAt)} (00:00 UTC).`;
  const advice =
    'See which keys and endpoints make the calls on the Partner API screen, or move to a plan with more requests.';
  const text = `${lead}\n\n${after}\n\n${advice}\n\nUsage: ${input.usageUrl}\nPlans: ${input.pricingUrl}`;
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(after)}</p>
<p>${escapeHtml(advice)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.usageUrl)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">See API usage</a></p>
<p style="font-size:13px;color:#475569">Plans and their API requests: ${escapeHtml(input.pricingUrl)}</p>`,
  );
  return { subject, text, html };
}
