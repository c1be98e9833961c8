import type { UserRow } from '../auth/auth.repository';
import { DEMO_EMAIL } from '../seed/seed-demo';

/**
 * The demo account `sitewarden seed demo` creates. It is read-only wherever it signs in from ("Try the demo" on /demo,
 * or its published password): the account itself, not a session, carries the restriction.
 */
export function isDemoUser(user: Pick<UserRow, 'email'> | null): boolean {
  return user?.email === DEMO_EMAIL;
}
