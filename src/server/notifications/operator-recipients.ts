import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Who hears about the installation itself (contact-form messages, stalled checks): the OPERATOR_EMAIL addresses
 * when set, else every admin account, looked up when there is something to tell.
 */
export function operatorRecipients(db: Database, operatorEmails: string[] | undefined): () => Promise<string[]> {
  return async () => {
    if (operatorEmails) return operatorEmails;
    const rows = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    return rows.map((row) => row.email);
  };
}
