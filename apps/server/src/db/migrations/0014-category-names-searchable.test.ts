import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertHighlight } from '../../modules/highlights/highlight-insert';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('category display names in search, migration 0014 on %s', (dialect) => {
  it('makes existing highlights findable by a category display name', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      await insertHighlight(db, {
        id: 'old-1',
        userId: 'user-a',
        content: 'Ship the smallest thing first',
        source: null,
        comment: null,
        categories: ['TASKS_ACTIONS', 'DEVELOPMENT_CODING'],
        tags: ['work'],
        createdAt: Date.UTC(2026, 0, 1),
      });
      // As rows were written before: codes only.
      await sql`UPDATE highlights SET search_text = ${'ship the smallest thing first\n\n\ntasks_actions\ndevelopment_coding\nwork'}`.execute(
        db.kysely,
      );
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      expect(await idsFor('Tasks & Actions')).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await idsFor('Tasks & Actions')).toEqual(['old-1']);
      expect(await idsFor('development & coding')).toEqual(['old-1']);
      expect(await idsFor('smallest')).toEqual(['old-1']);
    });
  });
});
