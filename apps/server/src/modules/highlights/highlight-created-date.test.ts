import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { listHighlights, seedHighlight } from './highlights-test-helpers';

const CREATED = Date.UTC(2024, 1, 29, 23, 59, 58, 7);
const MOVED = Date.UTC(1999, 11, 31, 0, 0, 0, 450);

describe.each(testDialects)('the stored creation date on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  const db = () => t.context.db.kysely;
  const storedDate = async (id: string) =>
    (
      await db()
        .selectFrom('highlights')
        .select('created_date')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).created_date;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is written at insert as the API writes createdDate', async () => {
    const saved = await seedHighlight(t, user, { createdAt: CREATED });
    expect(await storedDate(saved.id)).toBe('2024-02-29T23:59:58.007Z');
  });

  it('follows created_at when something changes it, and the lists show the new date', async () => {
    const saved = await seedHighlight(t, user, { createdAt: CREATED, content: 'Re-dated highlight' });
    await db().updateTable('highlights').set({ created_at: MOVED }).where('id', '=', saved.id).execute();
    expect(await storedDate(saved.id)).toBe(new Date(MOVED).toISOString());
    const listed = await listHighlights(user, { date: '1999-12-31' });
    expect(listed.map((highlight) => [highlight.id, highlight.createdDate])).toEqual([
      [saved.id, '1999-12-31T00:00:00.450Z'],
    ]);
  });
});

describe.each(testDialects)('the creation date migration on %s', (dialect) => {
  it('dates the highlights saved before it ran, and can be undone', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0011-search-index-merging')).error).toBeUndefined();
      for (const [index, createdAt] of [CREATED, MOVED, 0].entries()) {
        await sql`INSERT INTO highlights (id, user_id, content, created_at)
          VALUES (${`old-${index}`}, 'old-user', 'Saved before the column', ${createdAt})`.execute(db.kysely);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const dated = await sql<{ id: string; created_date: string }>`
        SELECT id, created_date FROM highlights ORDER BY id`.execute(db.kysely);
      expect(dated.rows).toEqual([
        { id: 'old-0', created_date: '2024-02-29T23:59:58.007Z' },
        { id: 'old-1', created_date: '1999-12-31T00:00:00.450Z' },
        { id: 'old-2', created_date: '1970-01-01T00:00:00.000Z' },
      ]);

      expect((await migrator.migrateTo('0011-search-index-merging')).error).toBeUndefined();
      const columns = await sql<{ content: string }>`SELECT * FROM highlights WHERE id = 'old-0'`.execute(
        db.kysely,
      );
      expect(columns.rows[0]).not.toHaveProperty('created_date');
      await sql`UPDATE highlights SET created_at = ${MOVED} WHERE id = 'old-0'`.execute(db.kysely);
    });
  });
});
