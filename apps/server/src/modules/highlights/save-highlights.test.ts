import type { Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { saveHighlights } from '.';

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

  it('answers an empty list for no items', async () => {
    expect(await saveHighlights(t.context, ada.id, [])).toEqual([]);
  });
});
