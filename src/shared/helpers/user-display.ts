/** SPEC §2.4: how a user's name and initials are shown. */

export interface NamedUser {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** First and last name if both exist, else first name, else the e-mail before the at-sign, else 'User'. */
export function getDisplayName(user: NamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = clean(user?.email).split('@')[0]?.trim() ?? '';
  return local !== '' ? local : 'User';
}

/** First letters of first and last name, else the first letter of the e-mail, else '?'. Upper case. */
export function getInitials(user: NamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${Array.from(first)[0] ?? ''}${Array.from(last)[0] ?? ''}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return (Array.from(email)[0] ?? '?').toUpperCase();
  return '?';
}
