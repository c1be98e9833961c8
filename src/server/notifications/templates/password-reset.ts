import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

export function passwordResetEmail({ link, firstName }: { link: string; firstName: string | null }): EmailContent {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = 'Reset your Sitewarden password';
  const text = `${greeting}

Someone asked to reset the password of your Sitewarden account. To choose a new password, open this link within one hour:

${link}

The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.`;
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Sitewarden account. To choose a new password, use this button within one hour.</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">Choose a new password</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  );
  return { subject, text, html };
}
