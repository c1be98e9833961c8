import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as one PostgreSQL uuid[] parameter (uuids carry no characters that need quoting): one bound value
 * however many ids, for `= any(…)` and `unnest(…)`.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;
