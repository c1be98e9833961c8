import type { IncidentImpact, IncidentStatus } from '../../../shared/constants/status-pages';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { formatLongTime } from '../../../shared/helpers/readable-time';
import { emailLayout, type EmailContent } from './layout';

/**
 * The mails of status page subscribers (issue 17, decision 053): the confirmation of a subscription, incident
 * notices and maintenance notices. Page names, titles and update texts are the page manager's words: escaped in
 * HTML (an update's Markdown arrives rendered by content/markdown.ts, raw HTML already escaped), kept to one line
 * in subjects. Every mail ends with the unsubscribe link (the List-Unsubscribe headers carry the same).
 */

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
const BUTTON =
  'background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600';
const SMALL = 'font-size:13px;color:#475569';

export interface SubscriberLinks {
  /** The status page's public address. */
  pageUrl: string;
  /** Unsubscribes in one click (a page with a button; the mail client's one-click POST goes there too). */
  unsubscribeUrl: string;
}

function footer(pageName: string, links: SubscriberLinks, why: string) {
  return {
    text: `${why}\nUnsubscribe: ${links.unsubscribeUrl}`,
    html: `<p style="${SMALL};border-top:1px solid #e2e8f0;padding-top:12px;margin-top:24px">${escapeHtml(why)}
<a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe from ${escapeHtml(pageName)}</a>.</p>`,
  };
}

const subscribedWhy = (pageName: string) =>
  `You receive this because you subscribed to updates of the status page "${oneLine(pageName)}".`;

export function subscriptionConfirmEmail(input: {
  pageName: string;
  confirmUrl: string;
  expiresAt: Date;
  links: SubscriberLinks;
}): EmailContent {
  const page = oneLine(input.pageName);
  const expiry = formatLongTime(input.expiresAt, 'UTC');
  const subject = `Confirm your subscription to ${page}`;
  const end = footer(
    page,
    input.links,
    'You receive this because someone asked to subscribe this address. If it was not you, ignore this e-mail: nothing is sent without a confirmation.',
  );
  const text = `Please confirm that you want e-mail updates from the status page "${page}" (incidents and scheduled maintenance).

Confirm: ${input.confirmUrl}

The link expires on ${expiry}.

${end.text}`;
  const html = emailLayout(
    subject,
    `<h1 style="font-size:18px;margin:0 0 12px">Confirm your subscription</h1>
<p>Please confirm that you want e-mail updates from the status page <strong>${escapeHtml(page)}</strong>: incidents and scheduled maintenance.</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.confirmUrl)}" style="${BUTTON}">Confirm subscription</a></p>
<p style="${SMALL}">Or paste this link into your browser: ${escapeHtml(input.confirmUrl)}</p>
<p style="${SMALL}">The link expires on ${escapeHtml(expiry)}.</p>
${end.html}`,
  );
  return { subject, text, html };
}

const STATUS_WORDS: Record<IncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};
const IMPACT_WORDS: Record<IncidentImpact, string> = {
  none: 'No impact',
  minor: 'Minor impact',
  major: 'Major impact',
  critical: 'Critical impact',
};
/** DESIGN §6 status colours: a resolution is healthy green, otherwise by impact. */
const IMPACT_COLOURS: Record<IncidentImpact, string> = {
  none: '#475569',
  minor: '#d97706',
  major: '#ea580c',
  critical: '#dc2626',
};
const RESOLVED_COLOUR = '#16a34a';

export interface IncidentNoticeInput {
  pageName: string;
  title: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  /** The update as written (Markdown): the text part. */
  message: string;
  /** The update rendered by the one Markdown renderer (escaped). */
  messageHtml: string;
  postedAt: Date;
  /** The incident's own page (decision 079): its whole timeline. */
  incidentUrl: string;
  links: SubscriberLinks;
}

export function incidentNoticeEmail(input: IncidentNoticeInput): EmailContent {
  const page = oneLine(input.pageName);
  const title = oneLine(input.title);
  const status = STATUS_WORDS[input.status];
  const impact = IMPACT_WORDS[input.impact];
  const posted = formatLongTime(input.postedAt, 'UTC');
  const subject = `[${page}] ${status}: ${title}`;
  const end = footer(page, input.links, subscribedWhy(page));
  const text = `${page}: ${title}

Status: ${status}
Impact: ${impact}
Posted: ${posted}

${input.message}

Follow this incident: ${input.incidentUrl}
See the status page: ${input.links.pageUrl}

${end.text}`;
  const colour = input.status === 'resolved' ? RESOLVED_COLOUR : IMPACT_COLOURS[input.impact];
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px"><span style="display:inline-block;padding:2px 10px;border-radius:999px;background:${colour};color:#ffffff;font-size:12px;font-weight:600">${escapeHtml(status)}</span></p>
<h1 style="font-size:18px;margin:0 0 4px">${escapeHtml(title)}</h1>
<p style="${SMALL};margin:0 0 16px">${escapeHtml(page)} · ${escapeHtml(impact)} · ${escapeHtml(posted)}</p>
<div>${input.messageHtml}</div>
<p style="margin:24px 0"><a href="${escapeHtml(input.incidentUrl)}" style="${BUTTON}">Follow this incident</a></p>
<p style="${SMALL}">Or see everything on <a href="${escapeHtml(input.links.pageUrl)}">the status page</a>.</p>
${end.html}`,
  );
  return { subject, text, html };
}

export interface MaintenanceNoticeInput {
  pageName: string;
  title: string;
  /** Markdown, and its rendering (escaped); null when the window has no description. */
  description: string | null;
  descriptionHtml: string | null;
  start: Date;
  end: Date;
  /** The window's IANA zone: times are given in UTC and, when it differs, in this zone too. */
  timezone: string;
  /** 'Repeats every week until ...', or null for a one-off window. */
  repeats: string | null;
  /** The components of this page the window covers, by the names the page shows. */
  affected: string[];
  links: SubscriberLinks;
}

export function maintenanceNoticeEmail(input: MaintenanceNoticeInput): EmailContent {
  const page = oneLine(input.pageName);
  const title = oneLine(input.title);
  const subject = `[${page}] Scheduled maintenance: ${title}`;
  const when = (zone: string) => `${formatLongTime(input.start, zone)} to ${formatLongTime(input.end, zone)}`;
  const times = [when('UTC'), ...(input.timezone === 'UTC' ? [] : [when(input.timezone)])];
  const affected = input.affected.map(oneLine);
  const end = footer(page, input.links, subscribedWhy(page));
  const text = `${page}: scheduled maintenance "${title}"

When: ${times.join('\n      ')}${input.repeats ? `\n${input.repeats}` : ''}
Affected: ${affected.join(', ')}
${input.description ? `\n${input.description}\n` : ''}
See the status page: ${input.links.pageUrl}

${end.text}`;
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px"><span style="display:inline-block;padding:2px 10px;border-radius:999px;background:#1d4ed8;color:#ffffff;font-size:12px;font-weight:600">Scheduled maintenance</span></p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">
<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">When</td><td style="padding:4px 0">${times.map(escapeHtml).join('<br>')}${input.repeats ? `<br>${escapeHtml(input.repeats)}` : ''}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">Affected</td><td style="padding:4px 0">${affected.map(escapeHtml).join(', ')}</td></tr>
</table>
${input.descriptionHtml ? `<div>${input.descriptionHtml}</div>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(input.links.pageUrl)}" style="${BUTTON}">See the status page</a></p>
${end.html}`,
  );
  return { subject, text, html };
}
