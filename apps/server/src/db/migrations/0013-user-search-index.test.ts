import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { insertHighlight } from '../../modules/highlights/highlight-insert';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { createTestDatabase } from '../../test/databases';
import { withMigrator } from '../../test/migrations';
import { describeOnPostgres } from '../../test/postgres-only';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import type { Database } from '../types';

async function searchIndexes(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes
     WHERE tablename = 'highlights' AND indexname LIKE '%search%' ORDER BY indexname`.execute(db);
  return rows.map((row) => row.indexname);
}

/** Runs SQL as the test server's administrator, in the given database. */
async function asAdministrator(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describeOnPostgres('the (user, trigram) search index on postgres', () => {
  it('replaces the trigram-only index, and going back restores it', async () => {
    await withMigrator('postgres', async (db, migrator) => {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await searchIndexes(db.kysely)).toEqual(['highlights_user_search_trgm_idx']);
      expect((await migrator.migrateTo('0012-highlight-created-date')).error).toBeUndefined();
      expect(await searchIndexes(db.kysely)).toEqual(['highlights_search_trgm_idx']);
    });
  });

  it('keeps the trigram-only index, and search works, for a user who may not create btree_gin', async () => {
    const database = await createTestDatabase('postgres');
    const adminUrl = database.databaseUrl ?? '';
    const role = `precis_limited_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    // As an administrator sets up a database for an application's user: pg_trgm created for it, tables its own.
    await asAdministrator(adminUrl, [
      'CREATE EXTENSION pg_trgm',
      `CREATE ROLE ${role} LOGIN`,
      `GRANT ALL ON SCHEMA public TO ${role}`,
    ]);
    const url = new URL(adminUrl);
    url.username = role;
    const db = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(db.kysely, 'postgres');
      expect(await searchIndexes(db.kysely)).toEqual(['highlights_search_trgm_idx']);
      await insertHighlight(db, {
        id: 'limited-1',
        userId: 'limited-user',
        content: 'A zettelkasten links notes',
        source: null,
        comment: null,
        categories: [],
        tags: [],
        createdAt: Date.UTC(2026, 0, 1),
      });
      const found = JSON.parse(await searchAllHighlights(db, 'limited-user', 'Zettelkasten', 200));
      expect(found.map((highlight: { id: string }) => highlight.id)).toEqual(['limited-1']);
    } finally {
      await db.close();
      await database.drop();
      const admin = new URL(adminUrl);
      admin.pathname = new URL(process.env.TEST_DATABASE_URL ?? adminUrl).pathname;
      await asAdministrator(admin.toString(), [`DROP ROLE IF EXISTS ${role}`]);
    }
  });
});
