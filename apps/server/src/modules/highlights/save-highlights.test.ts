import type { Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { saveHighlights } from '.';
import { postHighlight } from './highlights-test-helpers';

describe.each(testDialects)('saving highlights in bulk on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '2' });
    ada = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (id: string) =>
    (await ada.request({ method: 'GET', url: `/api/v1/highlights/${id}` })).json<Highlight>();

  it('saves more than the daily limit at once, with sources, locations and dates, and returns their ids', async () => {
    const kindle = {
      title: 'Dune',
      author: 'Frank Herbert',
      kind: 'book' as const,
      externalId: 'B00B7NPRY8',
    };
    const ids = await saveHighlights(t.context, ada.id, [
      {
        content: 'Fear is the mind-killer.',
        source: kindle,
        location: { type: 'location', value: '610-612' },
        highlightedAt: Date.UTC(2019, 4, 2, 10),
        tags: ['fear', ' Fear '],
      },
      {
        content: 'The spice must flow.',
        source: { ...kindle, title: 'DUNE' },
        highlightedAt: Date.UTC(2019, 4, 3),
      },
      { content: 'No source', comment: '  ', categories: ['Ideas'] },
      { content: 'Today, two' },
      { content: 'Today, three' },
    ]);
    expect(ids).toHaveLength(5);
    const [first, second, third] = await Promise.all(ids.map(get));
    expect(first).toMatchObject({
      id: ids[0],
      source: 'Dune',
      author: 'Frank Herbert',
      location: { type: 'location', value: '610-612' },
      createdDate: '2019-05-02T10:00:00.000Z',
      tags: ['fear'],
      processed: true,
    });
    expect(Date.parse(first?.savedAt ?? '')).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(second?.sourceId).toBe(first?.sourceId);
    expect(third).toMatchObject({ source: null, sourceId: null, comment: null });
    expect(third?.categories[0]).toBe('Ideas');

    // None of them counted against today's limit of two.
    await postHighlight(ada, { content: 'By hand 1' });
    await postHighlight(ada, { content: 'By hand 2' });
    const refused = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: '3' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('saves nothing when one of them cannot be saved', async () => {
    const before = await t.context.db.kysely
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await expect(
      saveHighlights(t.context, ada.id, [
        { content: 'Fine', source: { title: 'A new source' } },
        { content: 'No valid time', highlightedAt: Number.NaN },
      ]),
    ).rejects.toThrow();
    const leftover = await t.context.db.kysely
      .selectFrom('sources')
      .select('id')
      .where('title', '=', 'A new source')
      .execute();
    expect(leftover).toEqual([]);
    const after = await t.context.db.kysely
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('saves more than one chunk with the labels, counts, search index and order of highlights saved one by one', async () => {
    const bob = await t.signUp();
    const at = Date.UTC(2024, 5, 1, 12);
    const ids = await saveHighlights(
      t.context,
      bob.id,
      Array.from({ length: 600 }, (_, index) => ({
        content: `Bulk passage ${index} ${index % 100 === 7 ? 'zanzibar' : 'plain'}`,
        source: { title: `Bulk book ${index % 3}` },
        tags: index % 2 === 0 ? ['even', `tag ${index % 5}`] : [],
        categories: index % 10 === 0 ? ['LEARNING'] : [],
        // Four highlights per millisecond: the same-millisecond order is the order of the items.
        highlightedAt: at + Math.floor(index / 4),
      })),
    );
    expect(new Set(ids).size).toBe(600);
    const request = async <T>(url: string) => {
      const response = await bob.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };

    const found = await request<Highlight[]>('/api/v1/highlights?searchTerm=zanzibar');
    expect(found.map((highlight) => highlight.content).sort()).toEqual(
      [7, 107, 207, 307, 407, 507].map((index) => `Bulk passage ${index} zanzibar`).sort(),
    );
    const totals = await request<{ total: number }>('/api/v1/highlights/totals/per-category-group');
    expect(totals.total).toBe(600);
    const sources = await request<{ items: { title: string; highlightsCount: number }[] }>('/api/v1/sources');
    expect(sources.items.map((source) => [source.title, source.highlightsCount]).sort()).toEqual([
      ['Bulk book 0', 200],
      ['Bulk book 1', 200],
      ['Bulk book 2', 200],
    ]);
    const tagged = await request<Highlight[]>(`/api/v1/highlights?searchTerm=${encodeURIComponent('tag 3')}`);
    expect(tagged).toHaveLength(60);
    expect(tagged.every((highlight) => highlight.tags.includes('tag 3'))).toBe(true);
    const labels = await t.context.db.kysely
      .selectFrom('highlight_labels')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', bob.id)
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    // The in-process engine adds its own codes to some: the labels are those the highlights hold.
    const stored = await t.context.db.kysely
      .selectFrom('highlights')
      .select(['categories', 'tags'])
      .where('user_id', '=', bob.id)
      .execute();
    const held = (column: 'categories' | 'tags') =>
      stored.reduce((sum, row) => sum + (JSON.parse(row[column]) as string[]).length, 0);
    expect(held('tags')).toBe(600);
    expect(held('categories')).toBeGreaterThanOrEqual(60);
    expect(labels.map((row) => [row.kind, Number(row.count)])).toEqual([
      ['category', held('categories')],
      ['tag', 600],
    ]);

    const day = await request<Highlight[]>('/api/v1/highlights?date=2024-06-01');
    expect(day.slice(0, 8).map((highlight) => highlight.content.split(' ')[2])).toEqual([
      '599',
      '598',
      '597',
      '596',
      '595',
      '594',
      '593',
      '592',
    ]);
  });

  it('finds sources again by title and author without case, accents or spaces, or by URL, within and across calls', async () => {
    const cy = await t.signUp();
    const [first, second, third] = await saveHighlights(t.context, cy.id, [
      { content: 'a', source: { title: 'Les Misérables', author: 'Victor Hugo' } },
      { content: 'b', source: { title: '  les miserables ', author: 'VICTOR HUGO' } },
      { content: 'c', source: { title: 'An essay', url: 'https://example.com/essay' } },
    ]);
    const [fourth, fifth] = await saveHighlights(t.context, cy.id, [
      { content: 'd', source: { title: 'LES MISÉRABLES', author: 'victor hugo' } },
      { content: 'e', source: { title: 'Another title', url: 'https://example.com/essay' } },
    ]);
    const sourceOf = async (id: string | undefined) =>
      (await cy.request({ method: 'GET', url: `/api/v1/highlights/${id}` })).json<Highlight>().sourceId;
    const [a, b, c, d, e] = await Promise.all([first, second, third, fourth, fifth].map(sourceOf));
    expect(a).toBeTruthy();
    expect([b, d]).toEqual([a, a]);
    expect(c).not.toBe(a);
    expect(e).toBe(c);
    const sources = await cy.request({ method: 'GET', url: '/api/v1/sources' });
    expect(
      sources
        .json<{ items: { title: string; highlightsCount: number }[] }>()
        .items.map((source) => [source.title, source.highlightsCount])
        .sort(),
    ).toEqual([
      ['An essay', 2],
      ['Les Misérables', 3],
    ]);
  });

  it('answers an empty list for no items', async () => {
    expect(await saveHighlights(t.context, ada.id, [])).toEqual([]);
  });
});
