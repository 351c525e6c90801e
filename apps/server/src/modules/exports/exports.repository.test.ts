import { type Compilable, CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveHighlights } from '../highlights';
import {
  type DateKey,
  highlightsByDate,
  highlightsByDatePage,
  sourceHighlightsInReadingOrder,
} from './exports.repository';

async function ids(pages: AsyncIterable<{ id: string }[]>): Promise<{ ids: string[]; pages: number }> {
  const result: string[] = [];
  let count = 0;
  for await (const page of pages) {
    count += 1;
    result.push(...page.map((row) => row.id));
  }
  return { ids: result, pages: count };
}

describe.each(testDialects)('the export reads in keyset pages on %s', (dialect) => {
  let t: TestApp;
  let userId: string;
  let saved: string[];
  const at = Date.parse('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    userId = (await t.signUp()).id;
    const book = { title: 'Dune', author: 'Frank Herbert', kind: 'book' as const };
    // Seven in the same millisecond, so only seq tells them apart; locations out of date order; two unplaced.
    saved = await saveHighlights(t.context, userId, [
      ...[5, 3, 3, 9, 1].map((page, index) => ({
        content: `Placed ${index}`,
        source: book,
        location: { type: 'page' as const, value: String(page) },
        highlightedAt: at,
      })),
      { content: 'Unplaced A', source: book, highlightedAt: at },
      { content: 'Unplaced B', source: book, highlightedAt: at },
      { content: 'Earlier, no source', highlightedAt: at - 1 },
    ]);
    const other = await t.signUp();
    await saveHighlights(t.context, other.id, [{ content: 'Not mine', highlightedAt: at }]);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The query plan as text; on PostgreSQL with sequential scans off, as the few test rows are cheapest read whole. */
  async function planOf(query: Compilable): Promise<string> {
    const compiled = query.compile();
    if (dialect === 'sqlite') {
      const { rows } = await t.context.db.kysely.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((row) => row.detail).join('\n');
    }
    return t.context.db.kysely.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('starts each later page inside the (user, date) index, at the last key read, with no sort', async () => {
    const after: DateKey = { createdAt: at, seq: '1' };
    for (const options of [{}, { unsourcedOnly: true }]) {
      const plan = await planOf(highlightsByDatePage(t.context.db, { userId }, options, after));
      if (dialect === 'sqlite') {
        expect(plan, JSON.stringify(options)).toMatch(
          /SEARCH highlights USING INDEX highlights_user_created_idx \(user_id=\? AND created_at>\?\)/,
        );
        expect(plan).not.toContain('TEMP B-TREE');
      } else {
        expect(plan, JSON.stringify(options)).toMatch(
          /Index Scan using highlights_user_created_idx[\s\S]*Index Cond: \(\(user_id = .+\) AND \(ROW\(created_at, seq\) > ROW\(/,
        );
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });

  it('walks every row of the user once, oldest first, whatever the page size', async () => {
    const all = await ids(highlightsByDate(t.context.db, { userId }));
    expect(all.ids).toHaveLength(8);
    expect(all.ids[0]).toBe(saved[7]);
    expect(new Set(all.ids)).toEqual(new Set(saved));
    for (const pageSize of [1, 2, 3, 7]) {
      const paged = await ids(highlightsByDate(t.context.db, { userId }, { pageSize }));
      expect(paged.ids, `page size ${pageSize}`).toEqual(all.ids);
      expect(paged.pages).toBe(Math.ceil(8 / pageSize));
    }
  });

  it('walks a source in reading order: by location, then the unplaced by date', async () => {
    const sourceId =
      (
        await t.context.db.kysely
          .selectFrom('highlights')
          .select('source_id')
          .where('id', '=', saved[0] ?? '')
          .executeTakeFirstOrThrow()
      ).source_id ?? '';
    for (const pageSize of [1, 2, 1000]) {
      const walked = await ids(sourceHighlightsInReadingOrder(t.context.db, { userId }, sourceId, pageSize));
      const contents = walked.ids.map((id) => saved.indexOf(id));
      // Pages 1, 3, 3, 5, 9; equal pages keep their saving order; then the two without a location.
      expect(contents.slice(0, 5), `page size ${pageSize}`).toEqual([4, 1, 2, 0, 3]);
      expect(new Set(contents.slice(5))).toEqual(new Set([5, 6]));
    }
  });
});
