import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { getDisplayName } from '../../../../shared/helpers/user-display';

/** '12 Mar 2025': a calendar date people read the same way everywhere. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** SPEC §9.4 relative time; 'just now' in lower case inside a sentence ('Sent just now'). */
export function formatRelative(value: string, { inSentence = false }: { inSentence?: boolean } = {}): string {
  const text = formatRelativeTime(value);
  return inSentence && text === 'Just now' ? 'just now' : text;
}

/** A member's name as the rest of the app shows people (SPEC §2.4 display name). */
export function memberName(member: { email: string; firstName: string | null; lastName: string | null }): string {
  return getDisplayName(member);
}
