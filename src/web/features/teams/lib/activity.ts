import type { ActivityEntry, TeamRoleName } from '../../../../shared/contracts/teams';
import { ROLE_LABELS } from './team-roles';

/** The action filters of the activity tab: prefixes of the actions the server records. */
export const ACTIVITY_FILTERS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'team.', label: 'Team settings' },
  { value: 'member.', label: 'Members' },
  { value: 'invitation.', label: 'Invitations' },
  { value: 'ownership.', label: 'Ownership' },
  { value: 'domain.', label: 'Domains' },
  { value: 'alert.', label: 'Alerts' },
  { value: 'api_key.', label: 'API keys' },
];

function text(metadata: Record<string, unknown>, key: string): string | undefined {
  const value = metadata[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function role(metadata: Record<string, unknown>, key: string): string | undefined {
  const value = text(metadata, key);
  return value && value in ROLE_LABELS ? ROLE_LABELS[value as TeamRoleName].toLowerCase() : value;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** What happened, after the actor's name: 'invited bob@example.com as a member'. */
export function describeActivity(entry: Pick<ActivityEntry, 'action' | 'metadata'>): string {
  const m = entry.metadata;
  const email = text(m, 'email');
  const name = text(m, 'name');
  const title = text(m, 'title');
  switch (entry.action) {
    case 'team.created':
      return name ? `created the team ${name}` : 'created the team';
    case 'team.updated': {
      const changes = (m.changes ?? {}) as Record<string, { to?: unknown } | undefined>;
      const parts: string[] = [];
      if (changes.name && typeof changes.name.to === 'string') parts.push(`renamed the team to ${changes.name.to}`);
      if (changes.description) parts.push('changed the description');
      return parts.length > 0 ? parts.join(' and ') : 'updated the team settings';
    }
    case 'member.joined': {
      const r = role(m, 'role');
      return r ? `joined the team as ${article(r)}` : 'joined the team';
    }
    case 'member.left':
      return 'left the team';
    case 'member.removed':
      return email ? `removed ${email} from the team` : 'removed a member';
    case 'member.role_changed': {
      const from = role(m, 'from');
      const to = role(m, 'to');
      const who = email ? `${email}'s` : "a member's";
      return from && to ? `changed ${who} role from ${from} to ${to}` : `changed ${who} role`;
    }
    case 'invitation.sent': {
      const r = role(m, 'role');
      return `invited ${email ?? 'someone'}${r ? ` as ${article(r)}` : ''}`;
    }
    case 'invitation.resent':
      return `resent the invitation to ${email ?? 'someone'}`;
    case 'invitation.link_copied':
      return `made a new invitation link for ${email ?? 'someone'}`;
    case 'invitation.revoked':
      return `withdrew the invitation to ${email ?? 'someone'}`;
    case 'invitation.declined':
      return 'declined the invitation';
    case 'ownership.transferred': {
      const to = text(m, 'toEmail');
      return to ? `transferred ownership to ${to}` : 'transferred ownership';
    }
    case 'domain.added':
      return name ? `added ${name}` : 'added a domain';
    case 'domain.updated': {
      const previous = text(m, 'previousName');
      if (previous && name) return `renamed ${previous} to ${name}`;
      return name ? `updated ${name}` : 'updated a domain';
    }
    case 'domain.removed':
      return name ? `removed ${name}` : 'removed a domain';
    case 'domain.restored':
      return name ? `restored ${name}` : 'restored a domain';
    case 'alert.acknowledged':
      return title ? `acknowledged the alert ${title}` : 'acknowledged an alert';
    case 'alert.unacknowledged':
      return title ? `took back the acknowledgement of ${title}` : 'took back an acknowledgement';
    case 'alert.resolved':
      return title ? `resolved the alert ${title}` : 'resolved an alert';
    case 'api_key.created':
      return name ? `created the API key ${name}` : 'created an API key';
    case 'api_key.revoked':
      return name ? `revoked the API key ${name}` : 'revoked an API key';
    default:
      return entry.action.replace(/[._]/g, ' ');
  }
}
