import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { describeOnPostgres } from '../test/postgres-only';
import { withNamedStatements } from './named-statements';
import { preparedQuery } from './prepared-query';
import type { Database } from './types';

describeOnPostgres('named statements on postgres', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // One connection, so that its prepared statements are the ones pg_prepared_statements lists.
    const pool = withNamedStatements(new pg.Pool({ connectionString: database.databaseUrl, max: 1 }));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const echo = preparedQuery(
    ['string', 'number'],
    (_db, _dialect, text, number) =>
      sql<{ text: string; doubled: number }>`SELECT ${text}::text AS text, ${number}::int * 2 AS doubled`,
  );

  it('prepares a prepared query once per connection and runs it with each call’s values', async () => {
    // Past the fifth run, PostgreSQL may switch the statement to a generic plan: the answers must not change.
    for (let run = 0; run < 8; run += 1) {
      expect(await echo(db, `value ${run}`, run)).toEqual([{ text: `value ${run}`, doubled: run * 2 }]);
    }
    await sql`SELECT 1 AS unnamed`.execute(db);
    const { rows } = await sql<{ name: string; statement: string }>`
      SELECT name, statement FROM pg_prepared_statements`.execute(db);
    expect(rows).toEqual([
      { name: expect.stringMatching(/^precis_[0-9a-f]{24}$/), statement: expect.any(String) },
    ]);
    expect(rows[0]?.statement).toContain('AS doubled');
  });
});
