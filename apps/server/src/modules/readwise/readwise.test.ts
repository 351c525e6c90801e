import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  injectSend,
  ReadwiseClient,
  ReadwiseError,
  type RwNewHighlight,
} from './readwise-client.test-helper';

const BASE = 'http://localhost/api/v2';

/** A signed-up user and the personal API token a reading app would be given. */
interface Reader extends TestUser {
  apiToken: string;
}

async function signUpReader(t: TestApp, scope: 'read' | 'write' = 'write'): Promise<Reader> {
  const user = await t.signUp();
  const response = await user.request({
    method: 'POST',
    url: '/api/v1/api-tokens',
    payload: { name: 'Reading app', scope },
  });
  if (response.statusCode >= 300) throw new Error(`token creation failed: ${response.body}`);
  return { ...user, apiToken: response.json<{ token: string }>().token };
}

describe.each(testDialects)('Readwise-compatible API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A daily limit far below a first sync's size: the sync must not be refused by it.
    t = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const clientOf = (user: Reader, token = user.apiToken) =>
    new ReadwiseClient(
      injectSend((options) => t.app.inject(options)),
      BASE,
      token,
    );
  const raw = (
    user: Reader | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(user ? { authorization: `Token ${user.apiToken}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  describe('auth', () => {
    it('answers exactly 204 to a valid token, with and without the trailing slash', async () => {
      const user = await signUpReader(t);
      for (const url of ['/api/v2/auth', '/api/v2/auth/']) {
        const response = await raw(user, 'GET', url);
        expect(response.statusCode, url).toBe(204);
        expect(response.body).toBe('');
      }
      expect(await clientOf(user).validateToken()).toBe(true);
      const bearer = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth/',
        headers: { authorization: `Bearer ${user.apiToken}` },
      });
      expect(bearer.statusCode).toBe(204);
    });

    it('answers 401 with a detail to a bad or missing token on every route', async () => {
      const user = await signUpReader(t);
      expect(await clientOf(user, 'not-a-token').validateToken()).toBe(false);
      for (const [method, url] of [
        ['GET', '/api/v2/auth/'],
        ['GET', '/api/v2/highlights/'],
        ['POST', '/api/v2/highlights/'],
        ['GET', '/api/v2/books'],
        ['GET', '/api/v2/export?'],
        ['GET', '/api/v2/review/'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { authorization: 'Token not-a-token' } });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json<{ detail: string }>().detail, `${method} ${url}`).toMatch(
          /token|Authorization/i,
        );
        const anonymous = await raw(undefined, method, url);
        expect(anonymous.statusCode).toBe(401);
      }
    });
  });

  it('takes a session bearer token too, and refuses writes to a read-only token with a detail', async () => {
    const user = await signUpReader(t);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v2/highlights/',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(session.statusCode).toBe(200);
    const reader = await signUpReader(t, 'read');
    expect(await clientOf(reader).validateToken()).toBe(true);
    const refused = await clientOf(reader)
      .createHighlights([{ text: 'Not allowed' }])
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, detail: expect.stringMatching(/read/) });
  });

  describe('creating highlights', () => {
    it('answers a top-level array of books with integer ids of the highlights it saved', async () => {
      const user = await signUpReader(t);
      const books = await clientOf(user).createHighlights([
        {
          text: 'First passage',
          title: 'Meditations',
          author: 'Marcus Aurelius',
          location: 12,
          location_type: 'page',
        },
        {
          text: 'Second passage',
          title: 'Meditations',
          author: 'Marcus Aurelius',
          chapter: 'Book II',
          color: 'yellow',
        },
        { text: 'A web passage', title: 'An essay', source_url: 'https://example.com/essay' },
      ]);
      expect(books).toHaveLength(2);
      const book = books.find((candidate) => candidate.title === 'Meditations');
      expect(book).toMatchObject({ author: 'Marcus Aurelius', category: 'books', num_highlights: 2 });
      expect(book?.modified_highlights).toHaveLength(2);
      for (const id of book?.modified_highlights ?? []) expect(Number.isInteger(id)).toBe(true);
      expect(books.find((candidate) => candidate.title === 'An essay')).toMatchObject({
        category: 'articles',
        source_url: 'https://example.com/essay',
        cover_image_url: '',
      });
    });

    it('changes nothing, not even the book, when the same highlights are sent again', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const batch: RwNewHighlight[] = [
        { text: 'Idempotent one', title: 'Dune', author: 'Frank Herbert', note: 'Fear .quotes' },
        { text: 'Idempotent two', title: 'Dune', author: 'Frank Herbert', location: 7 },
      ];
      const [first] = await client.createHighlights(batch);
      const before = await client.listHighlights();
      const bookBefore = await client.getBook(first?.id ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [second] = await client.createHighlights(batch);
      expect(second?.modified_highlights).toEqual(first?.modified_highlights);
      expect(await client.listHighlights()).toEqual(before);
      expect((await client.getBook(first?.id ?? 0)).updated).toBe(bookBefore.updated);
    });

    it('updates the highlight known by its highlight_url, matched byte for byte', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const url =
        'https://web.readest.com/o/book/abc?cfi=epubcfi(%2F6%2F14%5Bchap01%5D!%2F4%2F2%2C%2F1%3A0%2C%2F1%3A24)';
      const [book] = await client.createHighlights([
        { text: 'Original text', title: 'Readest book', highlight_url: url, color: 'yellow', note: 'first' },
      ]);
      const id = book?.modified_highlights[0] ?? 0;
      const [again] = await client.createHighlights([
        {
          text: 'Edited text',
          title: 'Readest book',
          highlight_url: url,
          color: 'blue',
          note: 'second .kept',
        },
      ]);
      expect(again?.modified_highlights).toEqual([id]);
      const highlight = await client.getHighlight(id);
      expect(highlight).toMatchObject({ text: 'Edited text', note: 'second', color: 'blue', url });
      expect(highlight.tags.map((tag) => tag.name)).toEqual(['kept']);

      // The same URL decoded is another address: a new highlight.
      const [other] = await client.createHighlights([
        { text: 'Edited text', title: 'Readest book', highlight_url: decodeURIComponent(url) },
      ]);
      expect(other?.modified_highlights).not.toContain(id);
      expect(await client.listHighlights()).toHaveLength(2);
    });

    it('saves once the same highlights sent twice at the same time', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const batch = Array.from({ length: 20 }, (_, index) => ({
        text: `Concurrent ${index}`,
        title: 'Racing',
      }));
      const [first, second] = await Promise.all([
        client.createHighlights(batch),
        client.createHighlights(batch),
      ]);
      expect(second?.[0]?.modified_highlights).toEqual(first?.[0]?.modified_highlights);
      expect(await client.listHighlights()).toHaveLength(20);
    });

    it('saves a first sync far larger than the daily limit', async () => {
      const user = await signUpReader(t);
      const highlights = Array.from({ length: 250 }, (_, index) => ({
        text: `Library passage ${index}`,
        title: `Book ${index % 5}`,
        author: 'Someone',
        location: index,
      }));
      const books = await clientOf(user).createHighlights(highlights);
      expect(books.flatMap((book) => book.modified_highlights)).toHaveLength(250);
      expect((await clientOf(user).highlightsPage({ page_size: 1 })).count).toBe(250);
    });

    it('turns inline .tags of a note into tags and answers an empty note as ""', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const [book] = await client.createHighlights([
        { text: 'Tagged', note: '.stoicism .favorite' },
        { text: 'Plain' },
      ]);
      expect(book?.title).toBe('Quotes');
      const highlights = await client.listHighlights();
      const tagged = highlights.find((highlight) => highlight.text === 'Tagged');
      expect(tagged?.note).toBe('');
      expect(tagged?.tags.map((tag) => tag.name)).toEqual(['stoicism', 'favorite']);
      const plain = highlights.find((highlight) => highlight.text === 'Plain');
      expect(plain).toMatchObject({ note: '', tags: [], location_type: 'order' });
      // Readwise numbers highlights sent without a location in their order of arrival.
      expect(plain?.location).toBeGreaterThan(tagged?.location ?? Number.POSITIVE_INFINITY);
    });

    it('saves a highlight dated before 1900 or in the future as made now, and refuses a day the calendar lacks', async () => {
      // The year 1500 overflowed the saved order: a 500 that lost the whole batch of a sync.
      const user = await signUpReader(t);
      const before = Date.now();
      const response = await raw(user, 'POST', '/api/v2/highlights/', {
        highlights: [
          { text: 'Dated 1500', title: 'Dates', highlighted_at: '1500-01-01T00:00:00Z' },
          { text: 'Dated 0001', title: 'Dates', highlighted_at: '0001-01-01T00:00:00Z' },
          { text: 'Dated 9999', title: 'Dates', highlighted_at: '9999-12-31T23:59:59Z' },
          { text: 'Dated 1950', title: 'Dates', highlighted_at: '1950-06-01T12:00:00Z' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const highlights = await clientOf(user).listHighlights();
      const dateOf = (text: string) =>
        Date.parse(highlights.find((highlight) => highlight.text === text)?.highlighted_at ?? '');
      for (const text of ['Dated 1500', 'Dated 0001', 'Dated 9999'])
        expect(dateOf(text), text).toBeGreaterThanOrEqual(before - 1000);
      expect(dateOf('Dated 1950')).toBe(Date.UTC(1950, 5, 1, 12));
      // A day the calendar does not have is refused, not moved to the next month; February 29th of a leap year is fine.
      const noSuchDay = await raw(user, 'POST', '/api/v2/highlights/', {
        highlights: [{ text: 'Dated Feb 30', title: 'Dates', highlighted_at: '2020-02-30T00:00:00Z' }],
      });
      expect(noSuchDay.statusCode).toBe(400);
      expect(noSuchDay.json<{ detail: string }>().detail).toMatch(/highlighted_at|ISO 8601/);
      const leapDay = await raw(user, 'POST', '/api/v2/highlights/', {
        highlights: [{ text: 'Dated Feb 29', title: 'Dates', highlighted_at: '2020-02-29T10:00:00+02:00' }],
      });
      expect(leapDay.statusCode).toBe(200);
    });

    it('refuses a highlight without text or over a limit with a 400 that names the field', async () => {
      const user = await signUpReader(t);
      for (const highlight of [
        { title: 'No text' },
        { text: 'x', title: 't'.repeat(512) },
        { text: '   ' },
      ]) {
        const response = await raw(user, 'POST', '/api/v2/highlights/', { highlights: [highlight] });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/text|title/);
      }
      expect((await raw(user, 'POST', '/api/v2/highlights', { nothing: true })).statusCode).toBe(400);
    });
  });

  describe('lists', () => {
    it('pages with absolute next/previous that keep page_size, null at the ends', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      await client.createHighlights(Array.from({ length: 5 }, (_, index) => ({ text: `Paged ${index}` })));
      const first = await client.highlightsPage({ page_size: 2 });
      expect(first).toMatchObject({ count: 5, previous: null });
      expect(first.next).toBe('http://localhost/api/v2/highlights/?page_size=2&page=2');
      const last = await client.getPage(`${BASE}/highlights/?page_size=2&page=3`);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(`${BASE}/highlights/?page_size=2&page=2`);
      expect(last.results).toHaveLength(1);
    });

    it('neither repeats nor skips a highlight while highlights are added between pages', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      await client.createHighlights(Array.from({ length: 6 }, (_, index) => ({ text: `Before ${index}` })));
      const seen: number[] = [];
      let url: string | null = `${BASE}/highlights/?page_size=2`;
      let added = 0;
      while (url) {
        const page: Awaited<ReturnType<typeof client.highlightsPage>> = await client.getPage(url);
        seen.push(...page.results.map((highlight) => highlight.id));
        if (added < 3) await client.createHighlights([{ text: `Added while paging ${added++}` }]);
        url = page.next;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(9);
    });

    it('filters highlights by book and by updated dates given with milliseconds', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const [dune] = await client.createHighlights([{ text: 'In Dune', title: 'Dune' }]);
      const cut = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await client.createHighlights([{ text: 'In Emma', title: 'Emma' }]);
      expect((await client.listHighlights({ book_id: dune?.id ?? 0 })).map((h) => h.text)).toEqual([
        'In Dune',
      ]);
      expect((await client.listHighlights({ updated__gt: cut })).map((h) => h.text)).toEqual(['In Emma']);
      expect((await client.listHighlights({ updated__lt: cut })).map((h) => h.text)).toEqual(['In Dune']);
    });

    it('lists books with their counts, filters by category, and finds one by id', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      await client.createHighlights([
        { text: 'B1', title: 'A book', author: 'An author' },
        { text: 'B2', title: 'A book', author: 'An author' },
        { text: 'P1', title: 'A podcast', category: 'podcasts', location: 90, location_type: 'time_offset' },
      ]);
      const books = await client.listBooks();
      expect(books.map((book) => [book.title, book.num_highlights, book.category])).toEqual([
        ['A book', 2, 'books'],
        ['A podcast', 1, 'podcasts'],
      ]);
      expect((await client.listBooks({ category: 'podcasts' })).map((book) => book.title)).toEqual([
        'A podcast',
      ]);
      const book = books[0];
      expect(book && (await client.getBook(book.id))).toEqual(book);
      expect(book?.tags).toEqual([]);
      expect(book?.highlights_url).toBe(`${BASE}/highlights/?book_id=${book?.id}`);
    });
  });

  describe('one highlight', () => {
    it('PATCH takes a partial body and answers the whole highlight', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const [book] = await client.createHighlights([
        { text: 'Patch me', title: 'P', note: 'old', location: 3 },
      ]);
      const id = book?.modified_highlights[0] ?? 0;
      const patched = await client.updateHighlight(id, { note: 'new note' });
      expect(patched).toMatchObject({
        id,
        text: 'Patch me',
        note: 'new note',
        location: 3,
        book_id: book?.id,
      });
      expect(await client.updateHighlight(id, { text: 'Patched', color: 'pink' })).toMatchObject({
        text: 'Patched',
        note: 'new note',
        color: 'pink',
      });
    });

    it('PATCH of the text files the highlight by its new text on the dashboard', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const totals = async () =>
        (await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' })).json<{
          productivity: number;
          total: number;
        }>();
      const [book] = await client.createHighlights([
        { text: 'Buy milk, call the plumber about the leak, renew the car insurance by Friday.' },
      ]);
      const id = book?.modified_highlights[0] ?? 0;
      expect(await totals()).toMatchObject({ productivity: 1, total: 1 });
      await client.updateHighlight(id, { text: 'The unexamined life is not worth living. Know thyself.' });
      expect(await totals()).toMatchObject({ productivity: 0, total: 1 });
    });

    it("DELETE removes it; then it answers 404, as another user's highlight does", async () => {
      const user = await signUpReader(t);
      const other = await signUpReader(t);
      const client = clientOf(user);
      const [book] = await client.createHighlights([{ text: 'Delete me' }]);
      const id = book?.modified_highlights[0] ?? 0;
      await expect(clientOf(other).getHighlight(id)).rejects.toMatchObject({ status: 404 });
      await expect(clientOf(other).deleteHighlight(id)).rejects.toMatchObject({ status: 404 });
      await client.deleteHighlight(id);
      await expect(client.getHighlight(id)).rejects.toMatchObject({ status: 404 });
      const detail = (await raw(user, 'GET', `/api/v2/highlights/${id}/`)).json<{ detail: string }>().detail;
      expect(detail).toBe('Highlight not found.');
    });

    it("answers 404 to every id route called with another user's integer ids, and changes nothing", async () => {
      const owner = await signUpReader(t);
      const intruder = await signUpReader(t);
      const ownerClient = clientOf(owner);
      const [book] = await ownerClient.createHighlights([{ text: 'Owned', title: 'Owned book' }]);
      const id = book?.modified_highlights[0] ?? 0;
      const tag = await ownerClient.addHighlightTag(id, 'owned');
      await ownerClient.addBookTag(book?.id ?? 0, 'owned');
      const before = await ownerClient.export();
      const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
        ['GET', `/api/v2/highlights/${id}/`],
        ['PATCH', `/api/v2/highlights/${id}/`, { text: 'taken' }],
        ['DELETE', `/api/v2/highlights/${id}/`],
        ['GET', `/api/v2/highlights/${id}/tags/`],
        ['POST', `/api/v2/highlights/${id}/tags/`, { name: 'x' }],
        ['DELETE', `/api/v2/highlights/${id}/tags/${tag.id}/`],
        ['GET', `/api/v2/books/${book?.id}/`],
        ['GET', `/api/v2/books/${book?.id}/tags/`],
        ['POST', `/api/v2/books/${book?.id}/tags/`, { name: 'x' }],
        ['DELETE', `/api/v2/books/${book?.id}/tags/${tag.id}/`],
      ];
      for (const [method, url, body] of calls) {
        const response = await raw(intruder, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        const missing = await raw(intruder, method, url.replace(/\/\d+\//, '/999999999/'), body);
        expect(response.body, `${method} ${url}`).toBe(missing.body);
      }
      expect(await clientOf(intruder).export()).toEqual([]);
      expect(await clientOf(intruder).listHighlights({ book_id: book?.id ?? 0 })).toEqual([]);
      expect(await ownerClient.export()).toEqual(before);
    });

    it('adds, lists and removes tags of highlights and books', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const [book] = await client.createHighlights([{ text: 'Tag me', title: 'Tagged book' }]);
      const id = book?.modified_highlights[0] ?? 0;
      const tag = await client.addHighlightTag(id, 'ideas');
      expect(tag).toEqual({ id: expect.any(Number), name: 'ideas' });
      expect(await client.highlightTags(id)).toEqual([tag]);
      await client.deleteHighlightTag(id, tag.id);
      expect(await client.highlightTags(id)).toEqual([]);

      const bookTag = await client.addBookTag(book?.id ?? 0, 'ideas');
      expect(bookTag.id).toBe(tag.id);
      expect(await client.bookTags(book?.id ?? 0)).toEqual([bookTag]);
      await client.deleteBookTag(book?.id ?? 0, bookTag.id);
      expect(await client.bookTags(book?.id ?? 0)).toEqual([]);
      await expect(client.deleteBookTag(book?.id ?? 0, bookTag.id)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('export', () => {
    it('exports the library synced in, book by book, and the test client finds what it sent', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const sent: RwNewHighlight[] = Array.from({ length: 30 }, (_, index) => ({
        text: `Exported passage ${index}`,
        title: `Volume ${index % 3}`,
        author: 'Exporter',
        note: index % 2 ? `note ${index}` : '',
        location: index,
        location_type: 'location',
        highlighted_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      }));
      await client.createHighlights(sent);
      const books = await client.export();
      expect(books.map((book) => book.title).sort()).toEqual(['Volume 0', 'Volume 1', 'Volume 2']);
      const received = books.flatMap((book) =>
        book.highlights.map((highlight) => ({
          text: highlight.text,
          title: book.title,
          author: book.author,
          note: highlight.note,
          location: highlight.location,
          location_type: highlight.location_type,
          highlighted_at: highlight.highlighted_at,
        })),
      );
      const sortByText = <T extends { text: string }>(list: T[]) =>
        [...list].sort((a, b) => a.text.localeCompare(b.text));
      expect(sortByText(received)).toEqual(sortByText(sent));
      for (const book of books) {
        expect(book.cover_image_url).toBe('');
        expect(Array.isArray(book.book_tags)).toBe(true);
        expect(Number.isInteger(book.user_book_id)).toBe(true);
        for (const highlight of book.highlights) {
          expect(highlight.highlighted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
          expect(Number.isInteger(highlight.location)).toBe(true);
          expect(Array.isArray(highlight.tags)).toBe(true);
        }
      }
    });

    it('pages with a growing numeric cursor, null at the end, and reports deleted highlights when asked', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const created = await client.createHighlights(
        Array.from({ length: 5 }, (_, index) => ({ text: `Cursor ${index}`, title: `Cursor book ${index}` })),
      );
      const pages: { nextPageCursor: unknown; results: unknown[] }[] = [];
      let cursor: unknown = '';
      do {
        const response = await raw(user, 'GET', `/api/v2/export?page_size=2&pageCursor=${cursor}`);
        expect(response.statusCode).toBe(200);
        const page = response.json<{ count: number; nextPageCursor: number | null; results: unknown[] }>();
        expect(page.count).toBe(5);
        pages.push(page);
        cursor = page.nextPageCursor;
      } while (cursor);
      expect(pages.map((page) => page.results.length)).toEqual([2, 2, 1]);
      expect(pages.at(-1)?.nextPageCursor).toBeNull();
      for (const page of pages.slice(0, -1)) expect(typeof page.nextPageCursor).toBe('number');

      const removed = created[0]?.modified_highlights[0] ?? 0;
      await client.deleteHighlight(removed);
      const withDeleted = await client.export({ includeDeleted: true });
      const deleted = withDeleted
        .flatMap((book) => book.highlights)
        .filter((highlight) => highlight.is_deleted);
      expect(deleted.map((highlight) => highlight.id)).toEqual([removed]);
      const without = await client.export({ includeDeleted: false });
      expect(without.flatMap((book) => book.highlights).map((highlight) => highlight.id)).not.toContain(
        removed,
      );
    });

    it('exports only what changed after updatedAfter, and only the books asked for by ids', async () => {
      const user = await signUpReader(t);
      const client = clientOf(user);
      const [first] = await client.createHighlights([{ text: 'Old one', title: 'Old book' }]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const since = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [second] = await client.createHighlights([{ text: 'New one', title: 'New book' }]);
      const changed = await client.export({ updatedAfter: since });
      expect(changed.map((book) => book.title)).toEqual(['New book']);

      const unchanged = await client.createHighlights([{ text: 'Old one', title: 'Old book' }]);
      expect(unchanged[0]?.modified_highlights).toEqual(first?.modified_highlights);
      expect((await client.export({ updatedAfter: since })).map((book) => book.title)).toEqual(['New book']);

      const byIds = await client.export({ ids: [first?.id ?? 0, second?.id ?? 0] });
      expect(byIds.map((book) => book.title).sort()).toEqual(['New book', 'Old book']);
      const encoded = await raw(
        user,
        'GET',
        `/api/v2/export/?ids=${first?.id}%2C${second?.id}&includeDeleted=true`,
      );
      expect(encoded.json<{ count: number }>().count).toBe(2);
      expect((await client.export({ ids: [second?.id ?? 0] })).map((book) => book.title)).toEqual([
        'New book',
      ]);
    });
  });

  describe('review, paths and limits', () => {
    it("answers today's review in Readwise's shape, with nothing to review yet", async () => {
      const user = await signUpReader(t);
      const review = await clientOf(user).review();
      expect(review).toEqual({
        review_id: expect.any(Number),
        review_url: 'http://localhost/review',
        review_completed: false,
        highlights: [],
      });
    });

    it('serves the Daily Review under Readwise ids, the same session as the app’s', async () => {
      const user = await signUpReader(t);
      const [book] = await clientOf(user).createHighlights([
        { text: 'Review me from a reader app', title: 'Spaced', author: 'Ebbinghaus', note: 'a note' },
      ]);
      // New highlights enter review the day after they are saved.
      await t.context.db.kysely
        .updateTable('highlights')
        .set({ saved_at: Date.now() - 2 * 86_400_000 })
        .where('user_id', '=', user.id)
        .execute();
      const review = await clientOf(user).review();
      expect(review.review_completed).toBe(false);
      expect(review.highlights).toEqual([
        expect.objectContaining({
          id: book?.modified_highlights[0],
          text: 'Review me from a reader app',
          title: 'Spaced',
          author: 'Ebbinghaus',
          note: 'a note',
        }),
      ]);
      const app = await user.request({ method: 'GET', url: '/api/v1/review/today' });
      expect(
        app.json().items.map((item: { highlight: { content: string } }) => item.highlight.content),
      ).toEqual(['Review me from a reader app']);
    });

    it('answers every path with and without its trailing slash, never with a redirect', async () => {
      const user = await signUpReader(t);
      const [book] = await clientOf(user).createHighlights([{ text: 'Slash', title: 'Slashes' }]);
      const id = book?.modified_highlights[0];
      for (const path of [
        '/api/v2/highlights',
        `/api/v2/highlights/${id}`,
        `/api/v2/highlights/${id}/tags`,
        '/api/v2/books',
        `/api/v2/books/${book?.id}`,
        `/api/v2/books/${book?.id}/tags`,
        '/api/v2/export',
        '/api/v2/review',
      ]) {
        for (const url of [path, `${path}/`]) {
          const response = await raw(user, 'GET', url);
          expect(response.statusCode, url).toBe(200);
        }
      }
      const post = await raw(user, 'POST', '/api/v2/highlights', { highlights: [{ text: 'No slash' }] });
      expect(post.statusCode).toBe(200);
      const missing = await raw(user, 'GET', '/api/v2/nothing-here/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ detail: string }>().detail).toMatch(/No API route/);
    });

    it('documents every /api/v2 route in the OpenAPI document', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const operations = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/v2/'))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
      expect(operations).toEqual(
        expect.arrayContaining([
          'get /api/v2/auth',
          'post /api/v2/highlights',
          'get /api/v2/highlights',
          'patch /api/v2/highlights/{id}',
          'delete /api/v2/highlights/{id}/tags/{tagId}',
          'get /api/v2/books/{id}',
          'get /api/v2/export',
          'get /api/v2/review',
        ]),
      );
      expect(operations).toHaveLength(16);
    });

    it('accepts a JSON content type with no body on GET and DELETE', async () => {
      const user = await signUpReader(t);
      const [book] = await clientOf(user).createHighlights([{ text: 'Bodiless' }]);
      const id = book?.modified_highlights[0];
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/v2/highlights/${id}/`,
          headers: { authorization: `Token ${user.apiToken}`, 'content-type': 'application/json' },
        });
        expect(response.statusCode, method).toBe(method === 'GET' ? 200 : 204);
      }
    });
  });
});

describe('Readwise-compatible API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      READWISE_RATE_LIMIT_PER_MINUTE: '3',
      READWISE_EXPORT_RATE_LIMIT_PER_MINUTE: '20',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After and a detail past the budget, and keeps export paging out of it', async () => {
    const user = await signUpReader(t);
    const client = new ReadwiseClient(
      injectSend((options) => t.app.inject(options)),
      BASE,
      user.apiToken,
    );
    for (let index = 0; index < 3; index++) await client.listBooks();
    const refused = await client.listBooks().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReadwiseError);
    expect(refused).toMatchObject({ status: 429, detail: expect.stringMatching(/Too many requests/) });
    expect(Number((refused as ReadwiseError).retryAfter)).toBeGreaterThan(0);
    for (let index = 0; index < 10; index++) await client.export();

    const other = await signUpReader(t);
    expect(
      await new ReadwiseClient(
        injectSend((o) => t.app.inject(o)),
        BASE,
        other.apiToken,
      ).validateToken(),
    ).toBe(true);
  });
});
