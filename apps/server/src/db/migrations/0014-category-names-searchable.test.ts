import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('category display names in search, migration 0014 on %s', (dialect) => {
  it('makes existing highlights findable by a category display name', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      // A row as the schema of the time held it (later migrations add columns), its search text codes only.
      const createdAt = Date.UTC(2026, 0, 1);
      await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                        created_at, created_date, processed, synced, dashboard_groups)
                VALUES ('old-1', 'user-a', 'Ship the smallest thing first', NULL, NULL,
                        ${JSON.stringify(['TASKS_ACTIONS', 'DEVELOPMENT_CODING'])}, ${JSON.stringify(['work'])},
                        ${'ship the smallest thing first\n\n\ntasks_actions\ndevelopment_coding\nwork'},
                        ${createdAt}, ${new Date(createdAt).toISOString()}, 1, 0, 0)`.execute(db.kysely);
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      const { rows: before } = await sql<{ id: string }>`
        SELECT id FROM highlights WHERE search_text LIKE '%tasks & actions%'`.execute(db.kysely);
      expect(before).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await idsFor('Tasks & Actions')).toEqual(['old-1']);
      expect(await idsFor('development & coding')).toEqual(['old-1']);
      expect(await idsFor('smallest')).toEqual(['old-1']);
    });
  });
});
