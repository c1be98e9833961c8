import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

/** '2026-11-26 18:40 UTC': operators compare it with logs, which are in UTC. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function duration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hours`;
}

/** How many overdue domains the notice names; the count covers the rest. */
const NAMED = 5;

export interface ChecksStalledInput {
  since: Date;
  overdue: { name: string; lastUptimeAt: Date | null }[];
  probedDomains: number;
  duePerMinute: number;
  donePerMinute: number;
}

/** To the operators when checks stall (decision 029); one per stall, however long it lasts. */
export function checksStalledEmail(input: ChecksStalledInput): EmailContent {
  const subject = 'Sitewarden: monitoring checks have stalled';
  const count = `${input.overdue.length} of ${input.probedDomains} monitored domain${input.probedDomains === 1 ? '' : 's'}`;
  const named = input.overdue
    .slice(0, NAMED)
    .map((d) => `${d.name} (${d.lastUptimeAt ? `last checked ${utc(d.lastUptimeAt)}` : 'never checked'})`);
  const more = input.overdue.length > NAMED ? [`and ${input.overdue.length - NAMED} more`] : [];
  const lead = `Since ${utc(input.since)}, ${count} have had no uptime check for more than two check intervals.`;
  const figures = `Checks due per minute: ${input.duePerMinute}; stored in the last minute: ${input.donePerMinute}.`;
  const advice =
    'Look at the worker processes: are they running, and do they reach Redis and the database? Workers put lost ' +
    'schedules back within a minute and log "schedules reconciled with the database" when they do.';
  const after = '/readyz answers "degraded" until checks resume. You will get one more e-mail then.';
  const text = `${lead}\n\n${[...named, ...more].map((line) => `- ${line}`).join('\n')}\n\n${figures}\n\n${advice}\n\n${after}`;
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(lead)}</p>
<ul>${[...named, ...more].map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(figures)}</p>
<p>${escapeHtml(advice)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(after)}</p>`,
  );
  return { subject, text, html };
}

/** To the operators when every domain is checked on time again. */
export function checksResumedEmail(input: { since: Date; at: Date; probedDomains: number }): EmailContent {
  const subject = 'Sitewarden: monitoring checks have resumed';
  const lead = `Every monitored domain (${input.probedDomains}) has been checked within two check intervals again, as of ${utc(input.at)}.`;
  const span = `Checks had stalled since ${utc(input.since)}: ${duration(input.at.getTime() - input.since.getTime())}.`;
  const text = `${lead}\n\n${span}`;
  const html = emailLayout(subject, `<p>${escapeHtml(lead)}</p>\n<p>${escapeHtml(span)}</p>`);
  return { subject, text, html };
}
