import type { NotificationMessage } from '../channels/types';
import { colourOf, labelOf, longTime } from '../format';
import { displayDomain } from '../../../shared/helpers/domain-name';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * The e-mail of an alert notice: the domain, what happened, when (on the recipient's clock) and the link to the
 * alerts page. Alert titles and messages contain user text (domain names, DNS record values): escaped in HTML.
 */
export function alertNoticeEmail(message: NotificationMessage): EmailContent {
  const label = labelOf(message);
  // people read an IDN in Unicode; the stored name is punycode
  const domain = displayDomain(message.domain.name);
  const subject = `[${label}] ${oneLine(message.headline)}`;
  const when = longTime(message.occurredAt, message.timezone);
  const whenWord = message.event === 'alert.resolved' ? 'Resolved' : message.event === 'test' ? 'Sent' : 'Detected';
  const intro =
    message.event === 'test'
      ? 'This is a test message from Sitewarden. Alerts will reach you here like this one.'
      : message.event === 'alert.resolved'
        ? `Good news: the alert on ${domain} is resolved.`
        : `Sitewarden raised a ${label.toLowerCase()} alert on ${domain}.`;

  const text = `${intro}

Domain: ${domain}
What happened: ${message.body}
${whenWord}: ${when}

${
  message.acknowledgeLink
    ? `Acknowledge it (you are on it; nobody is notified of it again while it is open): ${message.acknowledgeLink}

`
    : ''
}See your alerts: ${message.link}

You receive this because e-mail alerts are on in your Sitewarden alert preferences.`;

  const colour = colourOf(message);
  const html = emailLayout(
    subject,
    `<p style="margin:0 0 12px"><span style="display:inline-block;padding:2px 10px;border-radius:999px;background:${colour};color:#ffffff;font-size:12px;font-weight:600">${escapeHtml(label)}</span></p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(oneLine(message.headline))}</h1>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0;font-size:14px">
<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">Domain</td><td style="padding:4px 0"><strong>${escapeHtml(domain)}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">What happened</td><td style="padding:4px 0">${escapeHtml(message.body)}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top">${whenWord}</td><td style="padding:4px 0">${escapeHtml(when)}</td></tr>
</table>
<p style="margin:24px 0">${
      message.acknowledgeLink
        ? `<a href="${escapeHtml(message.acknowledgeLink)}" style="background:#0f172a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600;margin-right:8px">Acknowledge</a> `
        : ''
    }<a href="${escapeHtml(message.link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">See your alerts</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(message.link)}</p>
<p style="font-size:13px;color:#475569">You receive this because e-mail alerts are on in your Sitewarden alert preferences.</p>`,
  );
  return { subject, text, html };
}
