import { SUMMARIZATION_TYPES, SUMMARY_SOURCES, SUMMARY_STATUSES, summarySchema } from '@precis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyUserText as anyText } from '../../test/arbitraries';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toSummary } from './summaries.mapper';
import { findSummary, findSummaryLinks, listSummariesJson } from './summaries.repository';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const storedSummary = fc.record({
  summarization_type: fc.constantFrom(...SUMMARIZATION_TYPES),
  categories: fc.array(anyText, { maxLength: 3 }).map((values) => JSON.stringify(values)),
  title: anyText,
  text: anyText,
  start_at: instant,
  end_at: instant,
  status: fc.constantFrom(...SUMMARY_STATUSES),
  error: fc.option(anyText, { nil: null }),
  source: fc.constantFrom(...SUMMARY_SOURCES),
  created_at: instant,
  // The highlights it used: each still saved, or deleted since.
  links: fc.array(fc.record({ content: anyText, present: fc.boolean() }), { maxLength: 4 }),
});

type StoredSummary = typeof storedSummary extends fc.Arbitrary<infer T> ? T : never;

describe.each(testDialects)('summary JSON written by %s', (dialect) => {
  let t: TestApp;
  let run = 0;
  const db = () => t.context.db.kysely;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Stores the summaries and their links for a user of their own; returns the user's id. */
  async function store(summaries: readonly StoredSummary[]): Promise<string> {
    run += 1;
    const userId = `summary-json-user-${run}`;
    for (const [index, { links, ...summary }] of summaries.entries()) {
      const id = `${run}.${index}:${summary.title}`;
      await db()
        .insertInto('summaries')
        .values({ ...summary, id, user_id: userId, search_text: '', period_key: null, updated_at: 0 })
        .execute();
      for (const [position, link] of links.entries()) {
        const highlightId = `${id}/${position}`;
        if (link.present) {
          await db()
            .insertInto('highlights')
            .values({
              id: highlightId,
              user_id: userId,
              content: link.content,
              source: null,
              comment: null,
              categories: '[]',
              tags: '[]',
              search_text: '',
              dashboard_groups: 0,
              created_at: 0,
              processed: 1,
              synced: 0,
            })
            .execute();
        }
        await db()
          .insertInto('summary_highlights')
          .values({
            summary_id: id,
            highlight_id: highlightId,
            user_id: userId,
            content_snapshot: link.content,
            position,
          })
          .execute();
      }
    }
    return userId;
  }

  /** Every summary of the user, through the list's query (which covers any range). */
  const listAll = (userId: string) => listSummariesJson(db(), userId, { fromMs: 0 });

  it('writes exactly the JSON of the mapped summaries, newest first, which the response schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(storedSummary, { maxLength: 4 }), async (summaries) => {
        const userId = await store(summaries);
        const ids = await db()
          .selectFrom('summaries')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const expected = [];
        for (const { id } of ids) {
          const row = await findSummary(db(), userId, id);
          if (row) expected.push(toSummary(row, await findSummaryLinks(db(), userId, id)));
        }

        const json = await listAll(userId);
        expect(json).toBe(JSON.stringify(expected));
        expect(z.array(summarySchema.strict()).parse(JSON.parse(json))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('writes no summaries as []', async () => {
    expect(await listAll('nobody')).toBe('[]');
  });
});
