import { escapeHtml } from '../../../shared/helpers/escape-html';
import { emailLayout, type EmailContent } from './layout';

/**
 * The confirmation link of a sign-up (`change: false`) or of a new address asked for in the profile (decision 076).
 * The link opens a page with a button: link scanners that follow it confirm nothing.
 */
export function emailVerificationEmail({
  link,
  firstName,
  change,
  hours,
}: {
  link: string;
  firstName: string | null;
  change: boolean;
  hours: number;
}): EmailContent {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = change
    ? 'Confirm your new e-mail address for Sitewarden'
    : 'Confirm your e-mail address for Sitewarden';
  const why = change
    ? 'Someone asked to use this address for a Sitewarden account. It replaces the old address once you confirm it.'
    : 'Welcome to Sitewarden. Confirm this address so that your alerts can reach it.';
  const ignore = change
    ? 'If you did not ask for this, ignore this e-mail: the account keeps its old address.'
    : 'If you did not sign up, ignore this e-mail: no alert will be sent to this address.';
  const within = `within ${hours} hours`;
  const text = `${greeting}

${why} Open this link ${within} and press "Verify my e-mail":

${link}

The link works once. ${ignore}`;
  const html = emailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(why)} Use this button ${within}, then press "Verify my e-mail".</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">Confirm my address</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">The link works once. ${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}
