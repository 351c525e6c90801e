import { SEARCH_ALL_DAYS_LIMIT } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, zonedTimeToEpoch } from '../../lib/local-day';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { listHighlights, postHighlight, seedHighlight } from './highlights-test-helpers';

const HOUR = 3_600_000;
const LA = 'America/Los_Angeles';

describe.each(testDialects)('listing and searching highlights on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  const at = (hour: number, minute = 0, day = 22) => zonedTimeToEpoch(2026, 11, day, LA, hour, minute);
  const contents = (highlights: { content: string }[]) => highlights.map((highlight) => highlight.content);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    bob = await t.signUp();
    // Ada's 22 November 2026 in Los Angeles, plus the evenings either side.
    await seedHighlight(t, ada, { content: 'Morning note', createdAt: at(8) });
    await seedHighlight(t, ada, {
      content: 'Late thought about Gardens',
      source: 'The Secret Garden',
      comment: 'Reread the ending',
      categories: ['Botany'],
      tags: ['weekend-reading'],
      createdAt: at(23, 30),
    });
    await seedHighlight(t, ada, { content: 'Noon idea', createdAt: at(12) });
    await seedHighlight(t, ada, { content: 'Previous evening', createdAt: at(23, 59, 21) });
    await seedHighlight(t, ada, { content: 'Next day, just after midnight', createdAt: at(0, 0, 23) });
    await seedHighlight(t, bob, { content: "Bob's Gardens note", createdAt: at(9) });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('by local day', () => {
    it("returns that day's highlights of the user only, newest first", async () => {
      const day = await listHighlights(ada, { date: '2026-11-22' }, LA);
      expect(contents(day)).toEqual(['Late thought about Gardens', 'Noon idea', 'Morning note']);
    });

    it('puts a highlight of 23:30 local on its local day, not the UTC one', async () => {
      expect(localDateOf(at(23, 30), 'UTC')).toBe('2026-11-23');
      const utcDay = await listHighlights(ada, { date: '2026-11-23' }, 'UTC');
      expect(contents(utcDay)).toContain('Late thought about Gardens');
      const laNextDay = await listHighlights(ada, { date: '2026-11-23' }, LA);
      expect(contents(laNextDay)).toEqual(['Next day, just after midnight']);
    });

    it('uses UTC when no X-Timezone is sent', async () => {
      const utcDay = await listHighlights(ada, { date: '2026-11-22' });
      expect(contents(utcDay)).toEqual(['Noon idea', 'Morning note', 'Previous evening']);
    });

    it('returns an empty list for a day without highlights', async () => {
      expect(await listHighlights(ada, { date: '2020-01-01' }, LA)).toEqual([]);
    });

    it('keeps creation order among highlights saved through the API in quick succession', async () => {
      const user = await t.signUp();
      for (const content of ['first', 'second', 'third', 'fourth']) await postHighlight(user, { content });
      const today = localDateOf(Date.now(), 'UTC');
      const listed = await listHighlights(user, { date: today }, 'UTC');
      const expected = ['fourth', 'third', 'second', 'first'];
      // A save can straddle midnight UTC; then the day holds fewer.
      expect(contents(listed)).toEqual(expected.slice(0, listed.length));
    });
  });

  describe('validation', () => {
    const get = (query: string, timeZone?: string) =>
      ada.request({ method: 'GET', url: `/api/v1/highlights${query}`, timeZone });

    it.each(['2026-13-01', '2026-02-30', '22/11/2026', '2026-11-2', 'today'])(
      'answers 400 naming the date for %s',
      async (date) => {
        const response = await get(`?date=${encodeURIComponent(date)}`, LA);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe('date');
        expect(response.json().title).toMatch(/^Invalid date/);
      },
    );

    it('answers 400 naming X-Timezone for a zone that does not exist', async () => {
      const response = await get('?date=2026-11-22', 'Mars/Olympus_Mons');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        title: expect.stringContaining('X-Timezone'),
        errors: [{ field: 'X-Timezone', message: expect.any(String) }],
      });
    });

    it('answers 400 naming the date when neither a date nor a search term is given', async () => {
      for (const query of ['', '?searchTerm=', '?searchTerm=%20%20']) {
        const response = await get(query);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe('date');
      }
    });

    it('answers 400 naming the search term when it is too long', async () => {
      const response = await get(`?searchTerm=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('searchTerm');
    });

    it('ignores a blank search term when a date is given', async () => {
      const day = await listHighlights(ada, { date: '2026-11-22', searchTerm: '   ' }, LA);
      expect(day).toHaveLength(3);
    });
  });

  describe('search', () => {
    it.each([
      ['content', 'THOUGHT ABOUT'],
      ['source', 'secret garden'],
      ['comment', 'REREAD'],
      ['category', 'botany'],
      ['tag', 'Weekend-Read'],
    ])('matches the %s case-insensitively', async (_field, term) => {
      const found = await listHighlights(ada, { searchTerm: term }, LA);
      expect(contents(found)).toEqual(['Late thought about Gardens']);
    });

    it('searches within the day when a date is given', async () => {
      const within = await listHighlights(ada, { date: '2026-11-22', searchTerm: 'NOON' }, LA);
      expect(contents(within)).toEqual(['Noon idea']);
      const otherDay = await listHighlights(ada, { date: '2026-11-23', searchTerm: 'noon' }, LA);
      expect(otherDay).toEqual([]);
    });

    it("searches across all days without a date, newest first, never another user's", async () => {
      const found = await listHighlights(ada, { searchTerm: 'e' }, LA);
      expect(contents(found)).toEqual([
        'Next day, just after midnight',
        'Late thought about Gardens',
        'Noon idea',
        'Morning note',
        'Previous evening',
      ]);
      const gardens = await listHighlights(ada, { searchTerm: 'gardens' });
      expect(contents(gardens)).toEqual(['Late thought about Gardens']);
    });

    it('treats %, _, quotes and backslashes in the term literally', async () => {
      const user = await t.signUp();
      const base = Date.UTC(2026, 0, 10);
      const texts = ['50% off', '50 off', 'snake_case', 'snakeXcase', 'say "hi" now', 'C:\\temp', 'C:temp'];
      for (const [i, content] of texts.entries())
        await seedHighlight(t, user, { content, createdAt: base + i });
      expect(contents(await listHighlights(user, { searchTerm: '50%' }))).toEqual(['50% off']);
      expect(contents(await listHighlights(user, { searchTerm: 'e_c' }))).toEqual(['snake_case']);
      expect(contents(await listHighlights(user, { searchTerm: '"hi"' }))).toEqual(['say "hi" now']);
      expect(contents(await listHighlights(user, { searchTerm: ':\\t' }))).toEqual(['C:\\temp']);
      expect(contents(await listHighlights(user, { searchTerm: '%' }))).toEqual(['50% off']);
      const day = await listHighlights(user, { date: '2026-01-10', searchTerm: 'E_C' });
      expect(contents(day)).toEqual(['snake_case']);
    });

    it('matches non-ASCII text case-insensitively', async () => {
      const user = await t.signUp();
      await seedHighlight(t, user, { content: 'Ärger über Straßen', createdAt: Date.UTC(2026, 0, 5) });
      expect(await listHighlights(user, { searchTerm: 'ÜBER' })).toHaveLength(1);
      expect(await listHighlights(user, { searchTerm: 'ärg' })).toHaveLength(1);
      expect(await listHighlights(user, { searchTerm: 'straßen' })).toHaveLength(1);
    });

    it(`returns at most ${SEARCH_ALL_DAYS_LIMIT} results across all days, the newest ones`, async () => {
      const user = await t.signUp();
      const start = Date.UTC(2025, 5, 1);
      for (let i = 0; i < SEARCH_ALL_DAYS_LIMIT + 5; i += 1) {
        await seedHighlight(t, user, { content: `Common word ${i}`, createdAt: start + i * 6 * HOUR });
      }
      for (const term of ['common word', 'wo']) {
        const found = await listHighlights(user, { searchTerm: term });
        expect(found).toHaveLength(SEARCH_ALL_DAYS_LIMIT);
        expect(found[0]?.content).toBe(`Common word ${SEARCH_ALL_DAYS_LIMIT + 4}`);
        expect(found.at(-1)?.content).toBe('Common word 5');
      }
    });
  });
});
