import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';

const T0 = Date.UTC(2026, 0, 1);

describe.each(testDialects)('migration 0028 (source aliases) on %s', (dialect) => {
  it('adds the table to a database with sources; an alias is unique per user and goes with its source', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0027-accents-folded-searchable')).error).toBeUndefined();
      const k = db.kysely;
      for (const [id, userId, title] of [
        ['s1', 'ann', 'Dune'],
        ['s2', 'ann', 'Emma'],
        ['s3', 'bob', 'Dune'],
      ] as const) {
        await k
          .insertInto('sources')
          .values({
            id,
            user_id: userId,
            title,
            kind: 'book',
            match_key: `${title.toLowerCase()}\n`,
            recent_at: T0,
            created_at: T0,
            updated_at: T0,
          })
          .execute();
      }
      await sql`INSERT INTO highlights (id, user_id, content, source, source_id, comment, categories, tags,
                                        search_text, created_at, created_date, processed, synced, dashboard_groups)
                VALUES ('h1', 'ann', 'Fear is the mind-killer.', 'Dune', 's1', NULL, '[]', '[]', 'fear', ${T0},
                        ${new Date(T0).toISOString()}, 1, 0, 0)`.execute(k);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const alias = (userId: string, matchKey: string, sourceId: string) => ({
        user_id: userId,
        match_key: matchKey,
        source_id: sourceId,
      });
      await k
        .insertInto('source_aliases')
        .values([
          alias('ann', 'dune (1965)\n', 's1'),
          alias('ann', 'emma (1815)\n', 's2'),
          alias('bob', 'dune (1965)\n', 's3'),
        ])
        .execute();
      await expect(
        k
          .insertInto('source_aliases')
          .values(alias('ann', 'dune (1965)\n', 's2'))
          .execute(),
      ).rejects.toThrow();
      await expect(
        k
          .insertInto('source_aliases')
          .values(alias('ann', 'x\n', 'no-such-source'))
          .execute(),
      ).rejects.toThrow();

      await k.deleteFrom('sources').where('id', '=', 's2').execute();
      const left = await k
        .selectFrom('source_aliases')
        .select(['user_id', 'source_id'])
        .orderBy('user_id')
        .execute();
      expect(left).toEqual([
        { user_id: 'ann', source_id: 's1' },
        { user_id: 'bob', source_id: 's3' },
      ]);
      expect(
        Number(
          (
            await k
              .selectFrom('sources')
              .select('highlights_count')
              .where('id', '=', 's1')
              .executeTakeFirstOrThrow()
          ).highlights_count,
        ),
      ).toBe(1);
    });
  });

  it('goes back to the previous version and forward again', async () => {
    await withMigrator(dialect, async (_db, migrator) => {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect((await migrator.migrateTo('0027-accents-folded-searchable')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    });
  });
});
