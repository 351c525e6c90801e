import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';
import type { Database } from '../types';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

/** A highlight row as the schema before sources held it. */
async function insertOldRow(
  db: Kysely<Database>,
  id: string,
  userId: string,
  source: string | null,
  at: number,
) {
  await sql`INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text, created_at,
                                    created_date, processed, synced, dashboard_groups)
            VALUES (${id}, ${userId}, ${`Passage ${id}`}, ${source}, NULL, '[]', '[]', ${`passage ${id}`}, ${at},
                    ${new Date(at).toISOString()}, 1, 0, 0)`.execute(db);
}

describe.each(testDialects)('migration 0017 (sources) on %s', (dialect) => {
  it("turns each user's source strings into sources, one per title without case, accents or spaces", async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      const k = db.kysely;
      await insertOldRow(k, 'a1', 'ann', 'Dune', T0);
      await insertOldRow(k, 'a2', 'ann', 'Dune', T0 + DAY);
      await insertOldRow(k, 'a3', 'ann', '  dune ', T0 + 5 * DAY);
      await insertOldRow(k, 'a4', 'ann', 'Les Misérables', T0 + 2 * DAY);
      await insertOldRow(k, 'a5', 'ann', 'les miserables', T0 + 3 * DAY);
      await insertOldRow(k, 'a6', 'ann', 'les miserables', T0 + 4 * DAY);
      await insertOldRow(k, 'a7', 'ann', null, T0);
      await insertOldRow(k, 'b1', 'bob', 'Dune', T0 + 7 * DAY);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const sources = await k
        .selectFrom('sources')
        .select(['id', 'user_id', 'title', 'highlights_count', 'recent_at', 'created_at', 'kind'])
        .orderBy('user_id')
        .orderBy('title')
        .execute();
      expect(
        sources.map(({ id: _id, ...rest }) => ({ ...rest, highlights_count: Number(rest.highlights_count) })),
      ).toEqual([
        {
          user_id: 'ann',
          title: 'Dune',
          highlights_count: 3,
          recent_at: T0 + 5 * DAY,
          created_at: T0,
          kind: 'other',
        },
        {
          user_id: 'ann',
          title: 'les miserables',
          highlights_count: 3,
          recent_at: T0 + 4 * DAY,
          created_at: T0 + 2 * DAY,
          kind: 'other',
        },
        {
          user_id: 'bob',
          title: 'Dune',
          highlights_count: 1,
          recent_at: T0 + 7 * DAY,
          created_at: T0 + 7 * DAY,
          kind: 'other',
        },
      ]);

      const highlights = await k
        .selectFrom('highlights')
        .select(['id', 'source', 'source_id', 'saved_at', 'created_at'])
        .orderBy('id')
        .execute();
      const idOf = (userId: string, title: string) =>
        sources.find((source) => source.user_id === userId && source.title === title)?.id;
      expect(highlights.map((row) => [row.id, row.source, row.source_id])).toEqual([
        ['a1', 'Dune', idOf('ann', 'Dune')],
        ['a2', 'Dune', idOf('ann', 'Dune')],
        ['a3', 'Dune', idOf('ann', 'Dune')],
        ['a4', 'les miserables', idOf('ann', 'les miserables')],
        ['a5', 'les miserables', idOf('ann', 'les miserables')],
        ['a6', 'les miserables', idOf('ann', 'les miserables')],
        ['a7', null, null],
        ['b1', 'Dune', idOf('bob', 'Dune')],
      ]);
      expect(highlights.every((row) => Number(row.saved_at) === Number(row.created_at))).toBe(true);
    });
  });

  it('keeps counts and the newest highlight time by trigger as highlights come, go and move', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      const k = db.kysely;
      await insertOldRow(k, 'a1', 'ann', 'Dune', T0);
      await insertOldRow(k, 'a2', 'ann', 'Emma', T0 + DAY);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const counts = async () =>
        Object.fromEntries(
          (
            await k
              .selectFrom('sources')
              .select(['title', 'highlights_count', 'recent_at', 'created_at'])
              .execute()
          ).map((row) => [row.title, [Number(row.highlights_count), Number(row.recent_at)]]),
        );
      const [dune, emma] = await Promise.all(
        ['Dune', 'Emma'].map((title) =>
          k.selectFrom('sources').select('id').where('title', '=', title).executeTakeFirstOrThrow(),
        ),
      );
      await insertOldRow(k, 'a3', 'ann', 'Dune', T0 + 3 * DAY);
      await k
        .updateTable('highlights')
        .set({ source_id: dune?.id ?? null })
        .where('id', '=', 'a3')
        .execute();
      expect(await counts()).toEqual({ Dune: [2, T0 + 3 * DAY], Emma: [1, T0 + DAY] });

      await k
        .updateTable('highlights')
        .set({ source_id: emma?.id ?? null })
        .where('id', '=', 'a3')
        .execute();
      expect(await counts()).toEqual({ Dune: [1, T0], Emma: [2, T0 + 3 * DAY] });

      await k.deleteFrom('highlights').where('id', 'in', ['a2', 'a3']).execute();
      // With no highlights left, a source's time is its own creation time (the first highlight's, here).
      expect(await counts()).toEqual({ Dune: [1, T0], Emma: [0, T0 + DAY] });
    });
  });

  it('goes back to the previous version and forward again', async () => {
    await withMigrator(dialect, async (_db, migrator) => {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect((await migrator.migrateTo('0013-user-search-index')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    });
  });
});
