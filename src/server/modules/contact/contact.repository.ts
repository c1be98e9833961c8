import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },
    async list(limit: number) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
