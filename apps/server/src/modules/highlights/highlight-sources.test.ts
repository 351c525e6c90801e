import type { Highlight } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { postHighlight } from './highlights-test-helpers';

describe.each(testDialects)('highlights with sources on %s', (dialect) => {
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

  it('saves the author, source URL, location, passage URL and highlight time, and answers them', async () => {
    const before = Date.now();
    const highlight = await postHighlight(ada, {
      content: 'Fear is the mind-killer.',
      source: 'Dune',
      author: 'Frank Herbert',
      sourceUrl: 'https://example.com/dune',
      sourceKind: 'book',
      location: { type: 'location', value: '610-612' },
      url: 'https://example.com/dune#fear',
      highlightedAt: '2024-03-01T20:15:00.000Z',
    });
    expect(highlight).toMatchObject({
      source: 'Dune',
      author: 'Frank Herbert',
      sourceUrl: 'https://example.com/dune',
      location: { type: 'location', value: '610-612' },
      url: 'https://example.com/dune#fear',
      createdDate: '2024-03-01T20:15:00.000Z',
      sourceId: expect.any(String),
    });
    expect(Date.parse(highlight.savedAt)).toBeGreaterThanOrEqual(before);
    const fetched = await ada.request({ method: 'GET', url: `/api/v1/highlights/${highlight.id}` });
    expect(fetched.json()).toEqual(highlight);
    const day = await ada.request({
      method: 'GET',
      url: '/api/v1/highlights?date=2024-03-01',
      timeZone: 'UTC',
    });
    expect(day.json<Highlight[]>()).toEqual([highlight]);
  });

  it('finds a source again by title and author without case, accents or surrounding spaces', async () => {
    const first = await postHighlight(ada, {
      content: 'One',
      source: 'Les Misérables',
      author: 'Victor Hugo',
    });
    const second = await postHighlight(ada, {
      content: 'Two',
      source: '  les miserables ',
      author: 'VICTOR HUGO',
    });
    expect(second.sourceId).toBe(first.sourceId);
    // The highlight carries its source's title, as first written.
    expect(second.source).toBe('Les Misérables');
    const otherAuthor = await postHighlight(ada, {
      content: 'Three',
      source: 'Les Misérables',
      author: 'Someone',
    });
    expect(otherAuthor.sourceId).not.toBe(first.sourceId);
  });

  it('finds a source again by its URL whatever the title', async () => {
    const first = await postHighlight(ada, {
      content: 'One',
      source: 'A post',
      sourceUrl: 'https://Blog.example.com/post/',
    });
    const second = await postHighlight(ada, {
      content: 'Two',
      source: 'A post, retitled',
      sourceUrl: 'https://blog.example.com/post#part-2',
    });
    expect(second.sourceId).toBe(first.sourceId);
    expect(second.source).toBe('A post');
    const byUrlOnly = await postHighlight(ada, {
      content: 'Three',
      sourceUrl: 'https://blog.example.com/post',
    });
    expect(byUrlOnly).toMatchObject({ sourceId: first.sourceId, source: 'A post' });
  });

  it("keeps each user's sources apart", async () => {
    const adas = await postHighlight(ada, { content: 'One', source: 'Shared Title' });
    const bobs = await postHighlight(bob, { content: 'Two', source: 'Shared Title' });
    expect(bobs.sourceId).not.toBe(adas.sourceId);
  });

  it('behaves as before for a client that knows nothing of sources', async () => {
    const highlight = await postHighlight(ada, { content: 'Plain', comment: 'c' });
    expect(highlight).toMatchObject({
      source: null,
      sourceId: null,
      author: null,
      sourceUrl: null,
      location: null,
      url: null,
      savedAt: highlight.createdDate,
    });
  });

  it.each([
    [{ highlightedAt: new Date(Date.now() + 3_600_000).toISOString() }, 'highlightedAt'],
    [{ highlightedAt: 'yesterday' }, 'highlightedAt'],
    [{ author: 'Nobody' }, 'source'],
    [{ source: 'S', sourceUrl: 'ftp://example.com/x' }, 'sourceUrl'],
    [{ url: 'not a url' }, 'url'],
    [{ location: { type: 'chapter', value: '3' } }, 'location.type'],
    [{ location: { type: 'page', value: ' ' } }, 'location.value'],
    [{ source: 'S', sourceKind: 'blog' }, 'sourceKind'],
    [{ source: 'S', author: 'a'.repeat(1025) }, 'author'],
  ])('answers 400 naming the field for %j', async (extra, field) => {
    const response = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Bad', ...extra },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(
      field,
    );
  });

  it('accepts a location value given as a number', async () => {
    const highlight = await postHighlight(ada, {
      content: 'Paged',
      source: 'Book',
      location: { type: 'page', value: 42 },
    });
    expect(highlight.location).toEqual({ type: 'page', value: '42' });
  });

  it('finds an author in search', async () => {
    await postHighlight(ada, { content: 'Call me Ishmael.', source: 'Moby-Dick', author: 'Herman Melville' });
    const found = await ada.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=melville' });
    expect(found.json<Highlight[]>().map((highlight) => highlight.content)).toEqual(['Call me Ishmael.']);
  });
});
