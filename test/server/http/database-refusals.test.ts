import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { toErrorResponse } from '../../../src/server/http/error-handler';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

/*
 * The last line behind validation (decision 033): when the database itself refuses a value of the request (text it
 * cannot encode, text that is not a uuid or a number, a number out of range), the answer is a 400 in the SPEC §8
 * shape, not a 500. Errors that are the server's own stay 500. Real errors from both drivers, through Drizzle.
 */
describe.each(DATABASE_KINDS)('database refusals on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function errorOf(query: ReturnType<typeof sql>): Promise<unknown> {
    try {
      await queryRows(database.handle.db, query);
    } catch (error) {
      return error;
    }
    throw new Error('the query succeeded');
  }

  it('answers 400 for values the database cannot take', async () => {
    const refused = [
      sql`select ${'a\u0000b'}::text as v`,
      sql`select ${JSON.stringify({ a: '\u0000' })}::jsonb as v`,
      sql`select ${'not-a-uuid'}::uuid as v`,
      sql`select ${'99999999999'}::int as v`,
      sql`select ${'+275760-09-13T00:00:00Z'}::timestamptz as v`,
    ];
    for (const query of refused) {
      expect(toErrorResponse(await errorOf(query))).toEqual({
        status: 400,
        body: {
          message: 'The request contains a value that cannot be stored. Please check your input.',
          code: 'INVALID_INPUT',
        },
      });
    }
  });

  it('keeps the server’s own faults as 500, without their text', async () => {
    const own = toErrorResponse(await errorOf(sql`select 1 / (select 0) as v`));
    expect(own).toEqual({
      status: 500,
      body: { message: 'Internal server error. Please try again later.', code: 'INTERNAL_ERROR' },
    });
  });
});
