import { CATEGORY_CODES } from '@precis/shared';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BUCKET_MS } from '../../db/schema-constants';
import type { Database } from '../../db/types';
import { newId } from '../../lib/ids';
import { testDialects } from '../../test/databases';
import { withMigrator } from '../../test/migrations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { totalsFromMasks } from './dashboard-groups';
import { insertHighlight } from './highlight-insert';
import {
  applyCategorisation,
  countHighlightsCreatedBetween,
  countHighlightsPerGroup,
  deleteHighlight,
} from './highlights.repository';

const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 2, 29, 0, 0); // a European daylight-saving change, for good measure

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** What the trigger-kept counts must equal: the rows themselves, counted directly. */
async function countedFromRows(db: Kysely<Database>, userId: string, start: number, end: number) {
  const row = await db
    .selectFrom('highlights')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function totalsFromRows(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('highlights')
    .select((eb) => ['dashboard_groups', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('dashboard_groups')
    .execute();
  return totalsFromMasks(rows.map((r) => ({ mask: Number(r.dashboard_groups), count: Number(r.count) })));
}

describe.each(testDialects)('trigger-kept highlight counts on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.context.db.kysely;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('match the rows through creates, categorisation, re-dating and deletes, for any range', async () => {
    const random = seededRandom(7);
    const users = ['counts-user-a', 'counts-user-b'];
    const ids: { id: string; userId: string }[] = [];
    for (let index = 0; index < 240; index += 1) {
      const userId = users[index % 2] ?? 'counts-user-a';
      // Many rows sit exactly on quarter-hour boundaries, where an off-by-one would show.
      const createdAt =
        BASE +
        (random() < 0.3 ? Math.floor(random() * 96) * COUNT_BUCKET_MS : Math.floor(random() * 24 * HOUR));
      const categories =
        random() < 0.7 ? [CATEGORY_CODES[Math.floor(random() * CATEGORY_CODES.length)] ?? ''] : [];
      const id = newId(createdAt);
      await insertHighlight(t.context.db, {
        id,
        userId,
        createdAt,
        content: `Highlight ${index}`,
        source: null,
        comment: null,
        categories,
        tags: [],
      });
      ids.push({ id, userId });
    }
    for (const [index, { id, userId }] of ids.entries()) {
      if (index % 5 === 0) await applyCategorisation(db(), userId, id, ['DEVELOPMENT_CODING', 'INVESTING']);
      if (index % 7 === 0) {
        await db()
          .updateTable('highlights')
          .set({ created_at: BASE + Math.floor(random() * 30 * HOUR) })
          .where('id', '=', id)
          .execute();
      }
      if (index % 11 === 0) await deleteHighlight(db(), userId, id);
    }

    const ranges: [number, number][] = [
      [BASE, BASE + 24 * HOUR],
      [BASE - HOUR, BASE + 48 * HOUR],
      [BASE + 5 * COUNT_BUCKET_MS, BASE + 9 * COUNT_BUCKET_MS],
      [BASE + 7 * 60_000, BASE + 11 * 60_000],
      [BASE + 45 * 60_000 + 1, BASE + 20 * HOUR - 1],
    ];
    for (let index = 0; index < 40; index += 1) {
      const start = BASE + Math.floor(random() * 30 * HOUR);
      ranges.push([start, start + Math.floor(random() * 12 * HOUR)]);
    }
    for (const userId of users) {
      expect(await countHighlightsPerGroup(db(), userId)).toEqual(await totalsFromRows(db(), userId));
      for (const [start, end] of ranges) {
        expect(await countHighlightsCreatedBetween(db(), userId, start, end), `${start}..${end}`).toBe(
          await countedFromRows(db(), userId, start, end),
        );
      }
    }
  });
});

describe.each(testDialects)('the counts migration on %s', (dialect) => {
  it('counts the highlights saved before it ran', async () => {
    await withMigrator(dialect, async (db, migrator) => {
      expect((await migrator.migrateTo('0007-unsettled-work')).error).toBeUndefined();
      for (const [index, createdAt] of [BASE, BASE + HOUR, BASE + 25 * HOUR].entries()) {
        await sql`INSERT INTO highlights (id, user_id, content, created_at, dashboard_groups)
          VALUES (${`old-${index}`}, 'old-user', 'Saved before the counts', ${createdAt}, ${index === 0 ? 2 : 0})`.execute(
          db.kysely,
        );
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await countHighlightsCreatedBetween(db.kysely, 'old-user', BASE, BASE + 24 * HOUR)).toBe(2);
      expect(await countHighlightsPerGroup(db.kysely, 'old-user')).toMatchObject({ total: 3, technology: 1 });
    });
  });
});
