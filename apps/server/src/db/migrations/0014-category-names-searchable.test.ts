import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('category display names in search, migration 0014 on %s', (dialect) => {
  it('makes existing highlights findable by a category display name', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      // A row as the code of that time wrote it (the columns of 0013), its search text with codes only.
      const createdAt = Date.UTC(2026, 0, 1);
      await sql`INSERT INTO highlights (id, user_id, content, categories, tags, search_text, created_at, created_date)
        VALUES ('old-1', 'user-a', 'Ship the smallest thing first', ${'["TASKS_ACTIONS","DEVELOPMENT_CODING"]'},
          ${'["work"]'}, ${'ship the smallest thing first\n\n\ntasks_actions\ndevelopment_coding\nwork'},
          ${createdAt}, ${new Date(createdAt).toISOString()})`.execute(db.kysely);
      const searchText = async () =>
        (await sql<{ search_text: string }>`SELECT search_text FROM highlights`.execute(db.kysely)).rows[0]
          ?.search_text;
      expect(await searchText()).not.toContain('tasks & actions');
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await searchText()).toContain('tasks & actions');
      expect(await idsFor('Tasks & Actions')).toEqual(['old-1']);
      expect(await idsFor('development & coding')).toEqual(['old-1']);
      expect(await idsFor('smallest')).toEqual(['old-1']);
    });
  });
});
