import type { Database } from '../../db/client';
import { pageViews } from '../../db/schema';

export interface PageViewRow {
  path: string;
  referrer: string | null;
  userId: string | null;
  sessionId: string | null;
}

export function createAnalyticsRepository(db: Database) {
  return {
    async insertPageView(view: PageViewRow): Promise<void> {
      await db.insert(pageViews).values(view);
    },
  };
}
