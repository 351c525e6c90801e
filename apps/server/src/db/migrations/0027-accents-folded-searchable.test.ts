import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchAllHighlights } from '../../modules/highlights/highlight-search.repository';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

describe.each(testDialects)('accents in search, migration 0027 on %s', (dialect) => {
  it('makes existing highlights findable without their accents ("sisifo" finds "Sísifo")', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0026-plain-apostrophes-searchable')).error).toBeUndefined();
      const createdAt = Date.UTC(2026, 0, 1);
      const insert = (id: string, content: string) =>
        sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text,
                                    created_at, created_date, processed, synced, dashboard_groups)
            VALUES (${id}, 'user-a', ${content}, NULL, NULL, '[]', '[]', ${`${content.toLowerCase()}\n\n\n`},
                    ${createdAt}, ${new Date(createdAt).toISOString()}, 1, 0, 0)`.execute(db.kysely);
      await insert('old-1', 'Hay que imaginarse a Sísifo dichoso.');
      await insert('old-2', 'Il faut imaginer Sisyphe heureux, dit Camus au café.');
      await insert('old-3', 'सीखना एक यात्रा है');
      const idsFor = async (term: string) =>
        JSON.parse(await searchAllHighlights(db, 'user-a', term, 200)).map((row: { id: string }) => row.id);
      expect(await idsFor('sisifo')).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await idsFor('sisifo')).toEqual(['old-1']);
      expect(await idsFor('Sísifo')).toEqual(['old-1']);
      expect(await idsFor('camus au cafe')).toEqual(['old-2']);
      expect(await idsFor('सीखना')).toEqual(['old-3']);
      const { rows } = await sql<{ content: string }>`SELECT content FROM highlights ORDER BY id`.execute(
        db.kysely,
      );
      expect(rows.map((row) => row.content)[0]).toBe('Hay que imaginarse a Sísifo dichoso.');
    });
  });
});
