import { type Highlight, type Source, type SourcePage, sourceSchema } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { postHighlight } from '../highlights/highlights-test-helpers';

/** The page as the response schema describes it, and nothing more. */
const strictPage = z
  .object({ items: z.array(sourceSchema.strict()), nextCursor: z.string().nullable() })
  .strict();

describe.each(testDialects)('sources API on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function call<T>(
    user: TestUser,
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await user.request({ method, url: `/api/v1${url}`, payload });
    return { status: response.statusCode, body: response.body ? (response.json() as T) : undefined };
  }
  const list = async (user: TestUser, query = '') => {
    const { status, body } = await call<SourcePage>(user, 'GET', `/sources${query}`);
    expect(status).toBe(200);
    return strictPage.parse(body);
  };

  it('lists sources most recently highlighted first, with their counts', async () => {
    ada = await t.signUp();
    await postHighlight(ada, { content: 'a', source: 'Dune', author: 'Frank Herbert', sourceKind: 'book' });
    await postHighlight(ada, {
      content: 'b',
      source: 'Les Misérables',
      author: 'Victor Hugo',
      sourceKind: 'book',
    });
    await postHighlight(ada, { content: 'c', source: 'dune', author: 'frank herbert' });
    await postHighlight(ada, {
      content: 'd',
      source: 'A blog post',
      sourceUrl: 'https://example.com/p',
      sourceKind: 'web',
    });
    const page = await list(ada);
    expect(page.nextCursor).toBeNull();
    expect(
      page.items.map((source) => [source.title, source.author, source.kind, source.highlightsCount]),
    ).toEqual([
      ['A blog post', null, 'web', 1],
      ['Dune', 'Frank Herbert', 'book', 2],
      ['Les Misérables', 'Victor Hugo', 'book', 1],
    ]);
    expect(page.items[0]).toMatchObject({
      url: 'https://example.com/p',
      lastHighlightedAt: expect.any(String),
    });
  });

  it('searches title and author without case or accents, and filters by kind', async () => {
    expect((await list(ada, '?search=MISERABLES')).items.map((s) => s.title)).toEqual(['Les Misérables']);
    expect((await list(ada, '?search=herbert')).items.map((s) => s.title)).toEqual(['Dune']);
    expect((await list(ada, '?kind=web')).items.map((s) => s.title)).toEqual(['A blog post']);
    expect((await list(ada, '?search=nothing-like-it')).items).toEqual([]);
  });

  it("keeps users' sources apart: another user's source answers 404 everywhere", async () => {
    bob = await t.signUp();
    const [dune] = (await list(ada, '?search=dune')).items;
    expect((await list(bob)).items).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/sources/${dune?.id}`],
      ['GET', `/sources/${dune?.id}/highlights`],
      ['PATCH', `/sources/${dune?.id}`, { title: 'Mine' }],
      ['POST', `/sources/${dune?.id}/merge`, { intoId: dune?.id }],
      ['DELETE', `/sources/${dune?.id}`],
    ] as const) {
      expect((await call(bob, method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
  });

  it('pages with an opaque cursor that stays stable while sources are added', async () => {
    const carol = await t.signUp();
    for (let index = 0; index < 5; index += 1) {
      await postHighlight(carol, { content: `h${index}`, source: `Book ${index}` });
    }
    const first = await list(carol, '?limit=2');
    expect(first.items.map((s) => s.title)).toEqual(['Book 4', 'Book 3']);
    await postHighlight(carol, { content: 'new', source: 'Book 5' });
    const second = await list(carol, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((s) => s.title)).toEqual(['Book 2', 'Book 1']);
    const third = await list(carol, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toEqual({ items: [expect.objectContaining({ title: 'Book 0' })], nextCursor: null });
    expect((await call(carol, 'GET', '/sources?cursor=bogus')).status).toBe(400);
    expect((await call(carol, 'GET', '/sources?limit=501')).status).toBe(400);
  });

  it("answers a source's highlights in reading order, paged", async () => {
    const dan = await t.signUp();
    const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();
    const save = (content: string, extra: object) =>
      postHighlight(dan, { content, source: 'Emma', ...extra });
    await save('no location, late', { highlightedAt: at(9) });
    await save('location 610-612', {
      location: { type: 'location', value: '610-612' },
      highlightedAt: at(1),
    });
    await save('location 42', { location: { type: 'location', value: '42' }, highlightedAt: at(5) });
    await save('no location, early', { highlightedAt: at(2) });
    const [emma] = (await list(dan)).items;
    const page1 = await call<{ items: Highlight[]; nextCursor: string | null }>(
      dan,
      'GET',
      `/sources/${emma?.id}/highlights?limit=3`,
    );
    expect(page1.body?.items.map((h) => h.content)).toEqual([
      'location 42',
      'location 610-612',
      'no location, early',
    ]);
    const page2 = await call<{ items: Highlight[]; nextCursor: string | null }>(
      dan,
      'GET',
      `/sources/${emma?.id}/highlights?limit=3&cursor=${page1.body?.nextCursor}`,
    );
    expect(page2.body).toEqual({
      items: [expect.objectContaining({ content: 'no location, late' })],
      nextCursor: null,
    });
  });

  it("keeps a source's pages stable while highlights are added before and after the cursor", async () => {
    const fay = await t.signUp();
    const save = (page: number) =>
      postHighlight(fay, {
        content: `page ${page}`,
        source: 'Middlemarch',
        location: { type: 'page', value: String(page) },
      });
    for (const page of [10, 20, 30, 40]) await save(page);
    const [book] = (await list(fay)).items;
    const page = (cursor?: string | null) =>
      call<{ items: Highlight[]; nextCursor: string | null }>(
        fay,
        'GET',
        `/sources/${book?.id}/highlights?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
    const first = await page();
    expect(first.body?.items.map((h) => h.content)).toEqual(['page 10', 'page 20']);
    await save(5);
    await save(35);
    const second = await page(first.body?.nextCursor);
    expect(second.body?.items.map((h) => h.content)).toEqual(['page 30', 'page 35']);
    const third = await page(second.body?.nextCursor);
    expect(third.body).toEqual({
      items: [expect.objectContaining({ content: 'page 40' })],
      nextCursor: null,
    });
  });

  it('renames a source: its highlights show the new title, and search finds them by it', async () => {
    const [dune] = (await list(ada, '?search=dune')).items;
    const renamed = await call<Source>(ada, 'PATCH', `/sources/${dune?.id}`, {
      title: 'Dune (1965)',
      url: 'https://example.com/dune',
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: {
        title: 'Dune (1965)',
        author: 'Frank Herbert',
        url: 'https://example.com/dune',
        highlightsCount: 2,
      },
    });
    const found = await ada.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=(1965)' });
    expect(found.json<Highlight[]>().map((h) => [h.source, h.sourceUrl])).toEqual([
      ['Dune (1965)', 'https://example.com/dune'],
      ['Dune (1965)', 'https://example.com/dune'],
    ]);
    const again = await postHighlight(ada, { content: 'e', source: 'DUNE (1965)', author: 'Frank Herbert' });
    expect(again.sourceId).toBe(dune?.id);
  });

  it("answers 409 to a rename onto another source's title and author, and 400 to an empty title", async () => {
    const [dune] = (await list(ada, '?search=dune')).items;
    const clash = await call(ada, 'PATCH', `/sources/${dune?.id}`, {
      title: 'les miserables',
      author: 'victor hugo',
    });
    expect(clash.status).toBe(409);
    expect((await call(ada, 'PATCH', `/sources/${dune?.id}`, { title: '  ' })).status).toBe(400);
  });

  it('merges a source into another, moving its highlights, and refuses to merge one into itself', async () => {
    const { items } = await list(ada);
    const blog = items.find((s) => s.title === 'A blog post');
    const dune = items.find((s) => s.title.startsWith('Dune'));
    expect((await call(ada, 'POST', `/sources/${blog?.id}/merge`, { intoId: blog?.id })).status).toBe(422);
    const merged = await call<Source>(ada, 'POST', `/sources/${blog?.id}/merge`, { intoId: dune?.id });
    expect(merged).toMatchObject({ status: 200, body: { id: dune?.id, highlightsCount: 4 } });
    expect((await call(ada, 'GET', `/sources/${blog?.id}`)).status).toBe(404);
    const moved = await ada.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=d' });
    const d = moved.json<Highlight[]>().find((h) => h.content === 'd');
    expect(d).toMatchObject({ sourceId: dune?.id, source: 'Dune (1965)', author: 'Frank Herbert' });
  });

  it('deletes a source only once it has no highlights (409 before, saying so)', async () => {
    const eve = await t.signUp();
    const highlight = await postHighlight(eve, { content: 'only', source: 'Short-lived' });
    const refused = await call<{ title: string }>(eve, 'DELETE', `/sources/${highlight.sourceId}`);
    expect(refused.status).toBe(409);
    expect(refused.body?.title).toBe('This source still has 1 highlight.');
    await eve.request({ method: 'DELETE', url: `/api/v1/highlights/${highlight.id}` });
    const [empty] = (await list(eve)).items;
    expect(empty).toMatchObject({ highlightsCount: 0, lastHighlightedAt: null });
    expect((await call(eve, 'DELETE', `/sources/${highlight.sourceId}`)).status).toBe(204);
    expect((await list(eve)).items).toEqual([]);
  });
});
