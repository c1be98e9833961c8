import type { ContactFields } from '../../../shared/contracts/contact';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from '../../notifications/templates/layout';

/** The notice operators get for each message; everything the sender typed is escaped. */
export function contactNoticeEmail(fields: ContactFields, adminUrl: string): EmailContent {
  const subject = `Contact form: ${fields.subject} from ${fields.name}`;
  const from = `${fields.name} <${fields.email}>${fields.company ? `, ${fields.company}` : ''}`;
  const text = `New message from the contact form.

From: ${from}
Subject: ${fields.subject}

${fields.message}

Reply to ${fields.email}. All messages: ${adminUrl}`;
  const html = emailLayout(
    subject,
    `<p>New message from the contact form.</p>
<p><strong>From:</strong> ${escapeHtml(from)}<br><strong>Subject:</strong> ${escapeHtml(fields.subject)}</p>
<div style="white-space:pre-wrap;border-left:3px solid #e2e8f0;padding-left:12px;margin:16px 0">${escapeHtml(fields.message)}</div>
<p style="font-size:13px;color:#475569">Reply to <a href="mailto:${escapeHtml(fields.email)}">${escapeHtml(fields.email)}</a>.</p>`,
  );
  return { subject, text, html };
}
