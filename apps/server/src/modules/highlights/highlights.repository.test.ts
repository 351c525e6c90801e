import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  applyCategorisation,
  countHighlightsCreatedBetween,
  countHighlightsInRange,
  findHighlightById,
  findHighlightsInRange,
} from './highlights.repository';
import { listHighlights, postHighlight, seedHighlight } from './highlights-test-helpers';

const DAY = 86_400_000;

describe.each(testDialects)('highlights repository and totals on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  const db = () => t.context.db.kysely;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('creating a highlight', () => {
    type Label = { user_id: string; kind: string; value: string; value_lower: string };
    const byKindAndValue = (a: Label, b: Label) => (`${a.kind} ${a.value}` < `${b.kind} ${b.value}` ? -1 : 1);
    const labelsOf = async (highlightId: string) =>
      (
        await db()
          .selectFrom('highlight_labels')
          .select(['user_id', 'kind', 'value', 'value_lower'])
          .where('highlight_id', '=', highlightId)
          .execute()
      ).sort(byKindAndValue);
    const expectedLabels = (userId: string, highlight: { categories: string[]; tags: string[] }) =>
      [
        ...highlight.categories.map((value) => ({ kind: 'category', value })),
        ...highlight.tags.map((value) => ({ kind: 'tag', value })),
      ]
        .map((label) => ({ user_id: userId, ...label, value_lower: label.value.toLowerCase() }))
        .sort(byKindAndValue);

    it('stores each category and tag as a label of the user, with its lowercase form', async () => {
      const tags = ['Ünïcode', 'it\'s, {a} \\ "tag"', 'ΣΊΣΥΦΟΣ'];
      const saved = await postHighlight(bob, {
        content: 'Labels in one statement',
        categories: ['INVESTING', 'Straße'],
        tags,
      });
      expect(saved.categories).toEqual(expect.arrayContaining(['INVESTING', 'Straße']));
      expect(saved.tags).toEqual(tags);
      expect(await labelsOf(saved.id)).toEqual(expectedLabels(bob.id, saved));
      expect(await findHighlightById(db(), bob.id, saved.id)).toMatchObject({
        categories: saved.categories,
        tags,
      });
    });

    it('stores no label for a highlight without categories or tags', async () => {
      const saved = await postHighlight(bob, { content: 'xyzzy', categories: [], tags: [] });
      expect(saved).toMatchObject({ categories: [], tags: [] });
      expect(await labelsOf(saved.id)).toEqual([]);
    });
  });

  describe('applyCategorisation', () => {
    it('merges codes case-insensitively in the code spelling, marks processed, makes codes searchable', async () => {
      const saved = await postHighlight(ada, { content: 'Neural nets', categories: ['data_ai', 'Reading'] });
      const updated = await applyCategorisation(db(), ada.id, saved.id, ['DATA_AI', 'DEVELOPMENT_CODING']);
      expect(updated).toMatchObject({
        categories: ['DATA_AI', 'Reading', 'DEVELOPMENT_CODING'],
        processed: true,
      });
      const again = await applyCategorisation(db(), ada.id, saved.id, ['DEVELOPMENT_CODING']);
      expect(again?.categories).toEqual(['DATA_AI', 'Reading', 'DEVELOPMENT_CODING']);
      const labels = await db()
        .selectFrom('highlight_labels')
        .select('value')
        .where('highlight_id', '=', saved.id)
        .where('kind', '=', 'category')
        .orderBy('value_lower')
        .execute();
      expect(labels.map((label) => label.value)).toEqual(['DATA_AI', 'DEVELOPMENT_CODING', 'Reading']);
      const totals = await ada.request({
        method: 'GET',
        url: '/api/v1/highlights/totals/per-category-group',
      });
      expect(totals.json().technology).toBe(1);
      const fetched = await ada.request({ method: 'GET', url: `/api/v1/highlights/${saved.id}` });
      expect(fetched.json()).toMatchObject({ categories: updated?.categories, processed: true });
      const found = await listHighlights(ada, { searchTerm: 'development_cod' });
      expect(found.map((highlight) => highlight.id)).toEqual([saved.id]);
    });

    it("leaves another user's highlight alone and answers undefined", async () => {
      const saved = await postHighlight(ada, { content: 'Mine' });
      expect(await applyCategorisation(db(), bob.id, saved.id, ['INVESTING'])).toBeUndefined();
      expect(await findHighlightById(db(), ada.id, saved.id)).toMatchObject({
        categories: saved.categories,
        processed: saved.processed,
      });
      expect(await findHighlightById(db(), bob.id, saved.id)).toBeUndefined();
    });
  });

  describe('range queries', () => {
    it('finds the half-open range oldest first, optionally by category, for the user only', async () => {
      const user = await t.signUp();
      const start = Date.UTC(2026, 2, 1);
      const a = await seedHighlight(t, user, { content: 'a', createdAt: start, categories: ['TAXES'] });
      const b = await seedHighlight(t, user, { content: 'b', createdAt: start + DAY - 1 });
      await seedHighlight(t, user, { content: 'c', createdAt: start + DAY });
      await seedHighlight(t, bob, { content: 'not mine', createdAt: start + 5, categories: ['TAXES'] });
      const inRange = await findHighlightsInRange(db(), user.id, start, start + DAY);
      expect(inRange.map((highlight) => highlight.content)).toEqual(['a', 'b']);
      expect(inRange[1]).toEqual({ ...b, createdDate: new Date(start + DAY - 1).toISOString() });
      const taxes = await findHighlightsInRange(db(), user.id, start, start + DAY, 'TAXES');
      expect(taxes).toEqual([a]);
      expect(await findHighlightsInRange(db(), user.id, start, start + DAY, 'INVESTING')).toEqual([]);
      expect(await countHighlightsCreatedBetween(db(), user.id, start, start + DAY)).toBe(2);
      expect(await countHighlightsCreatedBetween(db(), user.id, start, start + 2 * DAY)).toBe(3);
    });

    it('reads only the newest of a range when asked, still oldest first, and counts the range without reading it', async () => {
      const user = await t.signUp();
      const start = Date.UTC(2026, 3, 1);
      for (const [index, content] of ['one', 'two', 'three', 'four'].entries())
        await seedHighlight(t, user, {
          content,
          createdAt: start + index * 1000,
          categories: index % 2 === 0 ? ['TAXES'] : [],
        });
      await seedHighlight(t, user, { content: 'same time as four', createdAt: start + 3000 });
      await seedHighlight(t, bob, { content: 'not mine', createdAt: start + 4000 });
      const newest = await findHighlightsInRange(db(), user.id, start, start + DAY, undefined, { newest: 3 });
      expect(newest.map((highlight) => highlight.content)).toEqual(['three', 'four', 'same time as four']);
      const taxes = await findHighlightsInRange(db(), user.id, start, start + DAY, 'TAXES', { newest: 1 });
      expect(taxes.map((highlight) => highlight.content)).toEqual(['three']);
      expect(await countHighlightsInRange(db(), user.id, start, start + DAY)).toBe(5);
      expect(await countHighlightsInRange(db(), user.id, start, start + DAY, 'TAXES')).toBe(2);
      expect(await countHighlightsInRange(db(), user.id, start + 1, start + 3000)).toBe(2);
    });
  });

  describe('GET /highlights/totals/per-category-group', () => {
    it('counts highlights per dashboard group by their codes, and all of them in total', async () => {
      const user = await t.signUp();
      const other = await t.signUp();
      const both = await postHighlight(user, {
        content: 'Code review habits',
        categories: ['TASKS_ACTIONS'],
      });
      await applyCategorisation(db(), user.id, both.id, ['DEVELOPMENT_CODING', 'OUTCOMES']);
      const learning = await postHighlight(user, { content: 'Spaced repetition' });
      await applyCategorisation(db(), user.id, learning.id, ['STUDY_MEMORIZATION']);
      await postHighlight(user, { content: 'Unprocessed' });
      // Health is not on the dashboard; a code typed in lowercase is not the code.
      await postHighlight(user, { content: 'Sleep', categories: ['MENTAL_HEALTH', 'marketing_sales'] });
      await postHighlight(other, { content: 'Not counted', categories: ['DATA_AI'] });

      const response = await user.request({
        method: 'GET',
        url: '/api/v1/highlights/totals/per-category-group',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ productivity: 1, technology: 1, learning: 1, business: 0, total: 4 });
    });

    it('answers zeros for a user without highlights', async () => {
      const user = await t.signUp();
      const response = await user.request({
        method: 'GET',
        url: '/api/v1/highlights/totals/per-category-group',
      });
      expect(response.json()).toEqual({ productivity: 0, technology: 0, learning: 0, business: 0, total: 0 });
    });
  });
});
