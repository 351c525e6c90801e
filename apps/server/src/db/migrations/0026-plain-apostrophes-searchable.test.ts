import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('typographic apostrophes in search, migration 0026 on %s', (dialect) => {
  it("makes existing highlights findable by a typed apostrophe (Kindle's “don’t” by “don't”)", async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0025-server-secrets')).error).toBeUndefined();
      const createdAt = Date.UTC(2026, 0, 1);
      await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                        created_at, created_date, processed, synced, dashboard_groups)
                VALUES ('old-1', 'user-a', 'You don’t rise to the level of your goals.', NULL, NULL, '[]', '[]',
                        ${'you don’t rise to the level of your goals.\n\n\n'},
                        ${createdAt}, ${new Date(createdAt).toISOString()}, 1, 0, 0)`.execute(db.kysely);
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      expect(await idsFor("don't rise")).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await idsFor("don't rise")).toEqual(['old-1']);
      expect(await idsFor('don’t rise')).toEqual(['old-1']);
      const { rows } = await sql<{ content: string }>`SELECT content FROM highlights`.execute(db.kysely);
      expect(rows).toEqual([{ content: 'You don’t rise to the level of your goals.' }]);
    });
  });
});
