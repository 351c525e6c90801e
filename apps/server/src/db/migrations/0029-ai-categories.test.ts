import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

const T0 = Date.UTC(2026, 0, 1);

describe.each(testDialects)('migration 0029 (AI categories) on %s', (dialect) => {
  it('adds the column, unknown (null) on the highlights saved before it, and writable', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0028-source-aliases')).error).toBeUndefined();
      const k = db.kysely;
      await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                        created_at, created_date, processed, synced, dashboard_groups)
                VALUES ('h1', 'ann', 'Buy milk.', NULL, NULL, '["Errands","TASKS_ACTIONS"]', '[]', 'buy milk',
                        ${T0}, ${new Date(T0).toISOString()}, 1, 0, 1)`.execute(k);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const read = () =>
        k.selectFrom('highlights').select(['ai_categories', 'categories']).where('id', '=', 'h1').execute();
      expect(await read()).toEqual([{ ai_categories: null, categories: '["Errands","TASKS_ACTIONS"]' }]);
      await k
        .updateTable('highlights')
        .set({ ai_categories: '["TASKS_ACTIONS"]' })
        .where('id', '=', 'h1')
        .execute();
      expect(await read()).toEqual([
        { ai_categories: '["TASKS_ACTIONS"]', categories: '["Errands","TASKS_ACTIONS"]' },
      ]);
    });
  });

  it('goes back to the previous version, keeping the highlights, and forward again', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                        created_at, created_date, processed, synced, dashboard_groups, ai_categories)
                VALUES ('h1', 'ann', 'Know thyself.', NULL, NULL, '["SELF_AWARENESS"]', '[]', 'know thyself',
                        ${T0}, ${new Date(T0).toISOString()}, 1, 0, 0, '["SELF_AWARENESS"]')`.execute(
        db.kysely,
      );
      expect((await migrator.migrateTo('0028-source-aliases')).error).toBeUndefined();
      const { rows } = await sql<{ id: string }>`SELECT id FROM highlights`.execute(db.kysely);
      expect(rows).toEqual([{ id: 'h1' }]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const after = await db.kysely.selectFrom('highlights').select(['id', 'ai_categories']).execute();
      expect(after).toEqual([{ id: 'h1', ai_categories: null }]);
    });
  });
});
