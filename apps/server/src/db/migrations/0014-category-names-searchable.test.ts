import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('category display names in search, migration 0014 on %s', (dialect) => {
  it('makes existing highlights findable by a category display name', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      // A row as the schema of 0013 held it (later migrations add columns the runtime insert writes).
      await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                        created_at, created_date, processed, synced, dashboard_groups)
                VALUES ('old-1', 'user-a', 'Ship the smallest thing first', NULL, NULL,
                        '["TASKS_ACTIONS","DEVELOPMENT_CODING"]', '["work"]', '', ${Date.UTC(2026, 0, 1)},
                        '2026-01-01T00:00:00.000Z', 1, 0, 3)`.execute(db.kysely);
      // As rows were written before: codes only.
      await sql`UPDATE highlights SET search_text = ${'ship the smallest thing first\n\n\ntasks_actions\ndevelopment_coding\nwork'}`.execute(
        db.kysely,
      );
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      const before = await sql<{ search_text: string }>`SELECT search_text FROM highlights`.execute(
        db.kysely,
      );
      expect(before.rows[0]?.search_text).not.toContain('tasks & actions');
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await idsFor('Tasks & Actions')).toEqual(['old-1']);
      expect(await idsFor('development & coding')).toEqual(['old-1']);
      expect(await idsFor('smallest')).toEqual(['old-1']);
    });
  });
});
