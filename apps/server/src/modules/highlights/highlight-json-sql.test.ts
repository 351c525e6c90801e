import { highlightSchema, LOCATION_TYPES } from '@precis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyUserText as anyText } from '../../test/arbitraries';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NO_HIGHLIGHTS_JSON } from './highlight-json-sql';
import { highlightFromRow, RECORD_COLUMNS, type RecordRow } from './highlight-record';
import { listHighlightsBetween } from './highlight-search.repository';

/** The columns of the spec's fields: rows may lack any other (those added later, those only SQL reads). */
type SpecColumn =
  | 'id'
  | 'content'
  | 'source'
  | 'comment'
  | 'categories'
  | 'tags'
  | 'created_at'
  | 'processed'
  | 'synced';

const labels = fc.array(anyText, { maxLength: 4 }).map((values) => JSON.stringify(values));
const storedRow = fc.record({
  id: anyText,
  content: anyText,
  source: fc.option(anyText, { nil: null }),
  comment: fc.option(anyText, { nil: null }),
  categories: labels,
  tags: labels,
  created_at: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  processed: fc.constantFrom(0, 1),
  synced: fc.constantFrom(0, 1),
  source_id: fc.option(anyText, { nil: null }),
  author: fc.option(anyText, { nil: null }),
  source_url: fc.option(anyText, { nil: null }),
  location_type: fc.constantFrom(null, ...LOCATION_TYPES),
  location_value: fc.option(anyText, { nil: null }),
  url: fc.option(anyText, { nil: null }),
  // Most highlights are saved when highlighted; imported ones later; rows older than migration 0017 have none.
  saved_at: fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: null }),
  savedWhenHighlighted: fc.boolean(),
  // Rows saved before migration 0012 have no stored date: their JSON formats created_at.
  datedAtInsert: fc.boolean(),
});

describe.each(testDialects)('highlight JSON written by %s', (dialect) => {
  let t: TestApp;
  let run = 0;
  const db = () => t.context.db.kysely;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Stores the rows for a user of their own, as the insert does unless told not to; returns the user's id. */
  async function store(
    rows: readonly (Partial<RecordRow> &
      Pick<RecordRow, SpecColumn> & { datedAtInsert?: boolean; savedWhenHighlighted?: boolean })[],
  ): Promise<string> {
    run += 1;
    const userId = `json-user-${run}`;
    for (const [index, { datedAtInsert = true, savedWhenHighlighted = false, ...row }] of rows.entries()) {
      await db()
        .insertInto('highlights')
        .values({
          ...row,
          id: `${run}.${index}:${row.id}`,
          user_id: userId,
          search_text: '',
          dashboard_groups: 0,
          created_date: datedAtInsert ? new Date(row.created_at).toISOString() : null,
          saved_at: savedWhenHighlighted ? row.created_at : row.saved_at,
        })
        .execute();
    }
    return userId;
  }

  /** Every highlight of the user, through the day list's query (which covers any range). */
  const jsonArrayOf = async (userId: string) =>
    (await listHighlightsBetween(t.context.db, userId, { start: 0, end: 4_102_444_800_001 })).json;

  it('writes exactly the JSON of the mapped highlights, newest first, which the response schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(storedRow, { maxLength: 5 }), async (rows) => {
        const userId = await store(rows);
        const stored = await db()
          .selectFrom('highlights')
          .select(RECORD_COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .execute();
        const expected = stored.map(highlightFromRow);

        const json = await jsonArrayOf(userId);
        expect(json).toBe(JSON.stringify(expected));
        expect(z.array(highlightSchema.strict()).parse(JSON.parse(json))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('writes no rows as []', async () => {
    expect(await jsonArrayOf('nobody')).toBe(NO_HIGHLIGHTS_JSON);
    expect(NO_HIGHLIGHTS_JSON).toBe('[]');
  });

  it('lists highlights of the same millisecond newest first, in reverse order of insertion', async () => {
    const same = { source: null, comment: null, categories: '[]', tags: '[]', processed: 0, synced: 0 };
    const rows = ['first', 'second', 'third'].map((content) => ({
      ...same,
      id: content,
      content,
      created_at: 1_700_000_000_000,
    }));
    const userId = await store(rows);
    const json = await jsonArrayOf(userId);
    expect((JSON.parse(json) as { content: string }[]).map((highlight) => highlight.content)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });
});
