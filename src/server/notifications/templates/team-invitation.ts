import { escapeHtml } from '../../../shared/helpers/escape-html';
import { formatLongTime } from '../../../shared/helpers/readable-time';
import { emailLayout, type EmailContent } from './layout';

export interface TeamInvitationEmailInput {
  link: string;
  teamName: string;
  inviterName: string;
  role: 'admin' | 'member' | 'viewer' | 'owner';
  expiresAt: Date;
}

const ROLE_WORDS: Record<TeamInvitationEmailInput['role'], string> = {
  owner: 'an owner',
  admin: 'an admin (manage domains, members and team settings)',
  member: 'a member (add and manage monitored domains)',
  viewer: 'a viewer (see monitoring results without changing anything)',
};

/** 'Friday, 14 March 2025 at 09:30 UTC': the shared long form (decision 044); the invitee may have no profile zone yet. */
const formatExpiry = (date: Date): string => formatLongTime(date, 'UTC');

/** Names and the team name are user text: escaped in the HTML part, and kept to one line in the subject. */
export function teamInvitationEmail(input: TeamInvitationEmailInput): EmailContent {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
  const team = oneLine(input.teamName);
  const inviter = oneLine(input.inviterName);
  const role = ROLE_WORDS[input.role];
  const expiry = formatExpiry(input.expiresAt);
  const subject = `${inviter} invited you to join ${team} on Sitewarden`;
  const text = `Hi,

${inviter} invited you to join the team "${team}" on Sitewarden as ${role}.

To accept or decline, open this link:

${input.link}

The invitation expires on ${expiry}. Sign in (or create an account) with this e-mail address to accept it.
If you were not expecting this invitation, you can ignore this e-mail.`;
  const html = emailLayout(
    subject,
    `<p>Hi,</p>
<p><strong>${escapeHtml(inviter)}</strong> invited you to join the team <strong>${escapeHtml(team)}</strong> on Sitewarden as ${escapeHtml(role)}.</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#059669;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">View the invitation</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(input.link)}</p>
<p style="font-size:13px;color:#475569">The invitation expires on ${escapeHtml(expiry)}. Sign in (or create an account) with this e-mail address to accept it. If you were not expecting this invitation, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}
