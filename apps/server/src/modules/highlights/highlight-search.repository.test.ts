import { createHash } from 'node:crypto';
import type { Highlight } from '@precis/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { queryPlan } from '../../test/query-plan';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  postgresIndexedSearchQuery,
  postgresNewestSearchQuery,
  searchAllHighlights,
  sqliteFtsQuery,
} from './highlight-search.repository';
import { seedHighlight } from './highlights-test-helpers';
import { containsLikePattern } from './search-text';
import { ftsMatchFor, trigramRowCounts } from './sqlite-fts-match';

const BULK_USER = 'bulk-user';
const BULK_ROWS = 5000;

describe.each(testDialects)('highlight search internals on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  const db = () => t.context.db;
  const search = async (userId: string, term: string) =>
    (JSON.parse(await searchAllHighlights(db(), userId, term, 200)) as Highlight[]).map(
      (highlight) => highlight.content,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    // Rows written by plain SQL, as a tool or a bulk import would (no seq given on SQLite), with a random
    // tail so the words are as varied as real text.
    const series =
      dialect === 'sqlite'
        ? sql`WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${BULK_ROWS})
              SELECT n, 'entry number ' || n || ' ' || lower(hex(randomblob(16))) AS text FROM g`
        : sql`SELECT n, 'entry number ' || n || ' ' || md5(n::text) AS text FROM generate_series(1, ${BULK_ROWS}) n`;
    await sql`
      INSERT INTO highlights (id, user_id, content, search_text, created_at)
      SELECT 'bulk-' || n, ${BULK_USER}, text, text, 1700000000000 + n * 1000
        FROM (${series}) AS numbers`.execute(db().kysely);
    // What autovacuum does to a live table: statistics, and the GIN pending list merged into the index.
    await sql`${sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE highlights' : 'ANALYZE')}`.execute(
      db().kysely,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds rows written without the repository, newest first', async () => {
    expect(await search(BULK_USER, 'number 4321 ')).toEqual([expect.stringMatching(/^entry number 4321 /)]);
    const page = await search(BULK_USER, 'entry');
    expect(page).toHaveLength(200);
    expect(page[0]).toMatch(new RegExp(`^entry number ${BULK_ROWS} `));
    expect(page[199]).toMatch(new RegExp(`^entry number ${BULK_ROWS - 199} `));
  });

  it('orders highlights of the same millisecond by insertion, however many there are', async () => {
    const series =
      dialect === 'sqlite'
        ? sql`WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 1500) SELECT n FROM g`
        : sql`SELECT generate_series(1, 1500) AS n`;
    await sql`
      INSERT INTO highlights (id, user_id, content, search_text, created_at)
      SELECT 'same-ms-' || n, 'same-ms-user', 'twin ' || n, 'twin ' || n, 1750000000000
        FROM (${series}) AS numbers`.execute(db().kysely);
    const page = await search('same-ms-user', 'twin');
    expect(page.slice(0, 3)).toEqual(['twin 1500', 'twin 1499', 'twin 1498']);
    expect(await search('same-ms-user', 'twin 1001')).toEqual(['twin 1001']);
  });

  it('follows created_at when it is changed after the insert, and forgets deleted rows', async () => {
    const base = Date.UTC(2026, 4, 1);
    const older = await seedHighlight(t, ada, { content: 'Moved tulip', createdAt: base });
    await seedHighlight(t, ada, { content: 'Staying tulip', createdAt: base + 1000 });
    const gone = await seedHighlight(t, ada, { content: 'Deleted tulip', createdAt: base + 2000 });
    expect(await search(ada.id, 'tulip')).toEqual(['Deleted tulip', 'Staying tulip', 'Moved tulip']);
    await db()
      .kysely.updateTable('highlights')
      .set({ created_at: base + 5000 })
      .where('id', '=', older.id)
      .execute();
    await db().kysely.deleteFrom('highlights').where('id', '=', gone.id).execute();
    expect(await search(ada.id, 'tulip')).toEqual(['Moved tulip', 'Staying tulip']);
    expect(await search(ada.id, 'tu')).toEqual(['Moved tulip', 'Staying tulip']);
  });

  if (dialect === 'sqlite') {
    it('finds exactly the rows holding the key when it matches on rare trigrams only', async () => {
      // Rows holding both rare trigrams of the key ('zet', 'kas') apart, which the narrowing lets through.
      for (let index = 0; index < 30; index += 1) {
        const content =
          index % 3 === 0 ? `zettelkasten note ${index}` : `zetetic kasbah ${index}, zettel kasten`;
        await seedHighlight(t, ada, { content, createdAt: 1_750_000_000_000 + index * 1000 });
      }
      expect(ftsMatchFor('zettelkasten', await trigramRowCounts(db().kysely, 'zettelkasten'))).toMatch(
        /^"[^"]+" AND "[^"]+"$/,
      );
      const found = await search(ada.id, 'Zettelkasten');
      expect(found).toEqual(
        Array.from({ length: 30 }, (_, index) => 29 - index)
          .filter((index) => index % 3 === 0)
          .map((index) => `zettelkasten note ${index}`),
      );
    });

    it('keeps the FTS index consistent with the table', async () => {
      await expect(
        sql`INSERT INTO highlights_fts (highlights_fts, rank) VALUES ('integrity-check', 1)`.execute(
          db().kysely,
        ),
      ).resolves.toBeDefined();
    });

    it('merges the index segments 8 at a time, not 4', async () => {
      const { rows } = await sql<{ v: number }>`
        SELECT v FROM highlights_fts_config WHERE k = 'automerge'`.execute(db().kysely);
      expect(rows).toEqual([{ v: 8 }]);
    });

    it('plans the search through the FTS index in rowid order, with no scan of highlights and no sort', async () => {
      const match = ftsMatchFor('number 42', await trigramRowCounts(db().kysely, 'number 42'));
      const query = sqliteFtsQuery(BULK_USER, 'number 42', 200, match);
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(db().kysely);
      const plan = rows.map((row) => row.detail);
      expect(plan[0]).toMatch(/^SCAN highlights_fts VIRTUAL TABLE INDEX \d+:M/);
      expect(plan[1]).toMatch(/^SEARCH h USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan.join('\n')).not.toMatch(/SCAN h\b|TEMP B-TREE/);
    });
  } else {
    it('probes the newest rows through the (user, date) index, reading no more than the probe', async () => {
      const plan = await queryPlan(
        db(),
        postgresNewestSearchQuery(db().kysely, BULK_USER, containsLikePattern('number 43'), 200, 1000),
      );
      expect(plan).toMatch(/Index Scan Backward using highlights_user_created_idx/);
      expect(plan).not.toContain('Seq Scan');
    });

    it('then finds a rare term through the (user, trigram) index alone', async () => {
      const rare = createHash('md5').update('4321').digest('hex').slice(4, 16);
      expect(await search(BULK_USER, rare)).toEqual([expect.stringMatching(/^entry number 4321 /)]);
      const query = postgresIndexedSearchQuery(db().kysely, BULK_USER, containsLikePattern(rare), 200);
      const plan = await queryPlan(db(), query, { noSeqScan: true });
      expect(plan).toMatch(/Bitmap Index Scan on highlights_user_search_trgm_idx/);
      expect(plan).not.toMatch(/highlights_user_created_idx|highlights_user_groups_idx/);
    });
  }
});
