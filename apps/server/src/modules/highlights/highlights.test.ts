import { isCategoryCode, LIMITS } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { localTodayRange } from '../../lib/local-day';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { postHighlight, seedHighlight } from './highlights-test-helpers';

describe.each(testDialects)('highlights API on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (user: TestUser, payload: unknown) =>
    user.request({ method: 'POST', url: '/api/v1/highlights', payload: payload as object });

  describe('POST /highlights', () => {
    it('creates a highlight and answers 201 with it', async () => {
      const before = Date.now();
      const highlight = await postHighlight(ada, {
        content: '  The map is not the territory.  ',
        source: 'Korzybski',
        comment: 'Models simplify.',
        categories: ['Thinking'],
        tags: ['quotes'],
      });
      expect(highlight).toEqual({
        id: expect.any(String),
        content: 'The map is not the territory.',
        source: 'Korzybski',
        comment: 'Models simplify.',
        categories: expect.arrayContaining(['Thinking']),
        tags: ['quotes'],
        createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        // The built-in engine categorises in-process, so the answer already carries its codes.
        processed: true,
        synced: false,
        sourceId: expect.any(String),
        author: null,
        sourceUrl: null,
        location: null,
        url: null,
        savedAt: highlight.createdDate,
      });
      expect(highlight.categories[0]).toBe('Thinking');
      expect(highlight.categories.slice(1).every((code) => isCategoryCode(code))).toBe(true);
      expect(Date.parse(highlight.createdDate)).toBeGreaterThanOrEqual(before);
      const fetched = await ada.request({ method: 'GET', url: `/api/v1/highlights/${highlight.id}` });
      expect(fetched.json()).toEqual(highlight);
    });

    it('answers null source and comment and empty labels when they are absent or blank', async () => {
      const highlight = await postHighlight(ada, { content: 'Only content', source: '   ', comment: '' });
      expect(highlight).toMatchObject({ source: null, comment: null, categories: [], tags: [] });
    });

    it('trims categories and tags, drops empty ones and case-insensitive duplicates', async () => {
      const highlight = await postHighlight(ada, {
        content: 'Labels',
        categories: [' Design ', '', 'design', 'DESIGN', '  ', 'Ideas'],
        tags: ['Read later', 'read LATER ', ' ux', 'UX', ''],
      });
      expect(highlight.categories.slice(0, 2)).toEqual(['Design', 'Ideas']);
      expect(highlight.tags).toEqual(['Read later', 'ux']);
    });

    it('rejects content that is empty after trimming, or only invisible characters, naming the field', async () => {
      for (const content of [' \n\t ', '\u200b\u200b', ' \ufeff\u2060 ']) {
        const response = await create(ada, { content });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          status: 400,
          errors: [{ field: 'content', message: 'Please enter some content for the highlight.' }],
        });
      }
    });

    it('rejects a missing or non-text content and a body that is not an object', async () => {
      const missing = await create(ada, { source: 'No content' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'content', message: 'Content is required.' }]);
      const numeric = await create(ada, { content: 42 });
      expect(numeric.statusCode).toBe(400);
      expect(numeric.json().errors[0].field).toBe('content');
      const array = await create(ada, ['content']);
      expect(array.statusCode).toBe(400);
    });

    it.each([
      [
        'content',
        { content: 'x'.repeat(LIMITS.contentMax + 1) },
        'Content must be at most 20,000 characters.',
      ],
      ['source', { content: 'ok', source: 's'.repeat(LIMITS.sourceMax + 1) }, 'Source must be at most 2,048'],
      [
        'comment',
        { content: 'ok', comment: 'c'.repeat(LIMITS.commentMax + 1) },
        'Comment must be at most 5,000',
      ],
      [
        'categories',
        { content: 'ok', categories: Array.from({ length: 21 }, (_, i) => `c${i}`) },
        'Use at most 20 categories.',
      ],
      [
        'tags',
        { content: 'ok', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
        'Use at most 20 tags.',
      ],
      ['categories.1', { content: 'ok', categories: ['ok', 'k'.repeat(65)] }, 'at most 64 characters'],
      [
        'tags.0',
        { content: 'ok', tags: ['t'.repeat(65)] },
        'Each of the tags must be at most 64 characters.',
      ],
      ['tags.0', { content: 'ok', tags: [7] }, 'Each of the tags must be text.'],
      ['categories', { content: 'ok', categories: 'a, b' }, 'The categories must be a list of text.'],
    ])('rejects an over-limit or malformed %s with the field named', async (field, payload, message) => {
      const response = await create(ada, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors[0]).toEqual({ field, message: expect.stringContaining(message) });
      expect(body.title).toContain(field);
    });

    it('accepts every field at its limit, and duplicates beyond 20 labels that collapse to 20', async () => {
      const highlight = await postHighlight(ada, {
        content: 'x'.repeat(LIMITS.contentMax),
        source: 's'.repeat(LIMITS.sourceMax),
        comment: 'c'.repeat(LIMITS.commentMax),
        categories: [...Array.from({ length: 20 }, (_, i) => `cat${i}`), 'CAT0'],
        tags: [` ${'t'.repeat(64)} `],
      });
      expect(highlight.content).toHaveLength(LIMITS.contentMax);
      expect(highlight.categories).toHaveLength(20);
      expect(highlight.tags).toEqual(['t'.repeat(64)]);
    });

    it('rejects malformed JSON with a 400', async () => {
      const response = await ada.request({
        method: 'POST',
        url: '/api/v1/highlights',
        headers: { 'content-type': 'application/json' },
        payload: '{"content": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe('The request body is not valid JSON.');
    });

    it('categorises a new highlight at once with the built-in engine, queuing no job', async () => {
      const enqueue = vi.spyOn(t.context.jobs, 'enqueue');
      try {
        const highlight = await postHighlight(ada, {
          content: 'Index the invoices table so the monthly budget report loads fast.',
        });
        expect(highlight.processed).toBe(true);
        expect(highlight.categories.length).toBeGreaterThan(0);
        expect(enqueue).not.toHaveBeenCalled();
      } finally {
        enqueue.mockRestore();
      }
    });
  });

  describe('GET and DELETE /highlights/{id}', () => {
    it("answers 404 for a missing id and for another user's highlight alike", async () => {
      const mine = await postHighlight(ada, { content: 'Private thought' });
      const missing = await bob.request({ method: 'GET', url: '/api/v1/highlights/does-not-exist' });
      const foreign = await bob.request({ method: 'GET', url: `/api/v1/highlights/${mine.id}` });
      expect(missing.statusCode).toBe(404);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(foreign.json()).toEqual({ title: 'Highlight not found.', status: 404 });
    });

    it("answers 404 to deleting another user's highlight and leaves it in place", async () => {
      const mine = await postHighlight(ada, { content: 'Keep me', categories: ['DATA_AI'] });
      const attempt = await bob.request({ method: 'DELETE', url: `/api/v1/highlights/${mine.id}` });
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ title: 'Highlight not found.', status: 404 });
      const still = await ada.request({ method: 'GET', url: `/api/v1/highlights/${mine.id}` });
      expect(still.statusCode).toBe(200);
    });

    it('deletes a highlight with 204, after which it answers 404', async () => {
      const mine = await postHighlight(ada, {
        content: 'Delete me',
        categories: ['DATA_AI'],
        tags: ['gone'],
      });
      const deleted = await ada.request({ method: 'DELETE', url: `/api/v1/highlights/${mine.id}` });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      const after = await ada.request({ method: 'GET', url: `/api/v1/highlights/${mine.id}` });
      expect(after.statusCode).toBe(404);
      const again = await ada.request({ method: 'DELETE', url: `/api/v1/highlights/${mine.id}` });
      expect(again.statusCode).toBe(404);
      const labels = await t.context.db.kysely
        .selectFrom('highlight_labels')
        .select('value')
        .where('highlight_id', '=', mine.id)
        .execute();
      expect(labels).toEqual([]);
    });
  });
});

describe.each(testDialects)('the daily highlights limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with an actionable message once the local day holds the maximum', async () => {
    const user = await t.signUp();
    const zone = 'Asia/Tokyo';
    // Yesterday's highlights (local) do not count against today.
    await seedHighlight(t, user, { createdAt: localTodayRange(zone).start - 1 });
    for (let i = 0; i < 3; i += 1) await postHighlight(user, { content: `Highlight ${i}` }, zone);
    const refused = await user.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'One too many' },
      timeZone: zone,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      title: "You have reached today's limit of 3 highlights. It resets at midnight.",
      status: 429,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
    const count = await t.context.db.kysely
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });

  it('holds under concurrent requests and counts per user', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        user.request({ method: 'POST', url: '/api/v1/highlights', payload: { content: `Burst ${i}` } }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    await postHighlight(other, { content: 'Someone else still can' });
  });

  it.runIf(dialect === 'postgres')('holds across two servers sharing the database', async () => {
    const second = await buildApp(t.context.config);
    await second.app.ready();
    try {
      const user = await t.signUp();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? t.app : second.app).inject({
            method: 'POST',
            url: '/api/v1/highlights',
            headers: { authorization: `Bearer ${user.token}` },
            payload: { content: `Twin burst ${i}` },
          }),
        ),
      );
      const statuses = results.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, ...Array(9).fill(429)]);
    } finally {
      await second.app.close();
    }
  });
});
