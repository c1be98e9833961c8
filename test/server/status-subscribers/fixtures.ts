import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { statusPages, statusSubscribers, users } from '../../../src/server/db/schema';
import type { MailMessage } from '../../../src/server/notifications/mailer';

/** A status page straight in the database (its management API is another module's). */
export async function insertPage(
  db: Database,
  values: {
    ownerEmail: string;
    slug: string;
    name?: string;
    teamId?: string | null;
    isPublic?: boolean;
    allowSubscriptions?: boolean;
  },
): Promise<string> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.ownerEmail)).limit(1);
  const [row] = await db
    .insert(statusPages)
    .values({
      userId: owner!.id,
      teamId: values.teamId ?? null,
      slug: values.slug,
      name: values.name ?? `Status of ${values.slug}`,
      isPublic: values.isPublic ?? true,
      allowSubscriptions: values.allowSubscriptions ?? true,
    })
    .returning({ id: statusPages.id });
  return row!.id;
}

export async function subscriberRow(db: Database, email: string) {
  const [row] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email)).limit(1);
  return row;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: MailMessage | undefined, prefix: string): string {
  const found = mail?.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail?.text}`);
  return found;
}

/** Waits for the mailer to hold `count` messages (confirmation mails are sent after the answer). */
export async function mailsSent(mailer: { sent: MailMessage[] }, count: number, ms = 10_000): Promise<MailMessage[]> {
  const end = Date.now() + ms;
  while (mailer.sent.length < count) {
    if (Date.now() > end) throw new Error(`expected ${count} mails, got ${mailer.sent.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return mailer.sent;
}
