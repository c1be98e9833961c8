import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

export interface RenewalReminderEmailInput {
  title: string;
  /** What the dialog calls the type: 'Domain Registration', 'SSL Certificate'... */
  typeLabel: string;
  /** 'YYYY-MM-DD' */
  date: string;
  notes: string | null;
  firstName: string | null;
  /** Where the user sees their renewals (the dashboard). */
  link: string;
}

/** 'Monday, 14 April 2025', read as the calendar day it names (no time zone shift). */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The reminder's title and notes are user text: escaped in HTML, and kept to one line in the subject. */
export function renewalReminderEmail(input: RenewalReminderEmailInput): EmailContent {
  const title = input.title.replace(/[\r\n]+/g, ' ').trim();
  const when = longDate(input.date);
  const subject = `Renewal reminder: ${title}`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const text = `${greeting}

You asked Sitewarden to remind you today about this renewal:

${title}
Type: ${input.typeLabel}
Date: ${when}${input.notes ? `\nNotes: ${input.notes}` : ''}

See your upcoming renewals: ${input.link}

You receive this because you added the reminder in Sitewarden and e-mail alerts are on in your alert preferences.`;
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>You asked Sitewarden to remind you today about this renewal:</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>
<table role="presentation" style="border-collapse:collapse;margin:16px 0;font-size:14px">
<tr><td style="padding:4px 12px 4px 0;color:#475569">Type</td><td style="padding:4px 0">${escapeHtml(input.typeLabel)}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#475569">Date</td><td style="padding:4px 0"><strong>${escapeHtml(when)}</strong></td></tr>
${input.notes ? `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">Notes</td><td style="padding:4px 0;white-space:pre-line">${escapeHtml(input.notes)}</td></tr>` : ''}
</table>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">See your renewals</a></p>
<p style="font-size:13px;color:#475569">You receive this because you added the reminder in Sitewarden and e-mail alerts are on in your alert preferences.</p>`,
  );
  return { subject, text, html };
}
