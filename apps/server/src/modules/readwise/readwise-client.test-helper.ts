/**
 * A Readwise API v2 client written from Readwise's public documentation and from how sync apps call it
 * (export tools, reader apps), not from this server's code: tests drive the server through it, as those
 * apps would. Types are what the documentation promises; the client checks the promises it relies on.
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Sends one HTTP request to an absolute URL (a test passes `app.inject`, a script passes fetch). */
export type Send = (request: {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<RawResponse>;

export interface RwTag {
  id: number;
  name: string;
}

export interface RwHighlight {
  id: number;
  text: string;
  note: string;
  location: number;
  location_type: string;
  highlighted_at: string | null;
  url: string | null;
  color: string;
  updated: string;
  book_id: number;
  tags: RwTag[];
}

export interface RwBook {
  id: number;
  title: string;
  author: string | null;
  category: string;
  source: string;
  num_highlights: number;
  last_highlight_at: string | null;
  updated: string;
  cover_image_url: string;
  highlights_url: string;
  source_url: string | null;
  asin: string | null;
  tags: RwTag[];
}

export interface RwCreatedBook extends RwBook {
  modified_highlights: number[];
}

export interface RwExportHighlight {
  id: number;
  text: string;
  location: number;
  location_type: string;
  note: string;
  color: string;
  highlighted_at: string | null;
  created_at: string;
  updated_at: string;
  url: string | null;
  book_id: number;
  tags: RwTag[];
  is_deleted?: boolean;
}

export interface RwExportBook {
  user_book_id: number;
  title: string;
  author: string | null;
  readable_title: string;
  source: string;
  cover_image_url: string;
  book_tags: RwTag[];
  category: string;
  source_url: string | null;
  highlights: RwExportHighlight[];
}

export interface RwNewHighlight {
  text: string;
  title?: string;
  author?: string;
  image_url?: string;
  source_url?: string;
  source_type?: string;
  category?: 'books' | 'articles' | 'tweets' | 'podcasts' | 'supplementals';
  note?: string;
  location?: number;
  location_type?: string;
  highlighted_at?: string;
  highlight_url?: string;
  [extra: string]: unknown;
}

export class ReadwiseError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly retryAfter: string | undefined,
  ) {
    super(`Readwise API answered ${status}: ${detail ?? '(no detail)'}`);
  }
}

interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export class ReadwiseClient {
  /** Every URL the client requested, in order (tests check paging never repeats one). */
  readonly requested: string[] = [];

  constructor(
    private readonly send: Send,
    /** The base URL a person enters in a sync app, e.g. `http://localhost/api/v2`. */
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<T> {
    this.requested.push(`${method} ${url}`);
    const response = await this.send({
      method,
      url,
      // Several sync apps send a JSON content type on every call, GETs included.
      headers: { authorization: `Token ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) {
      let detail: string | undefined;
      try {
        detail = (JSON.parse(response.body) as { detail?: string }).detail;
      } catch {
        detail = undefined;
      }
      const retryAfter = response.headers['retry-after'];
      throw new ReadwiseError(
        response.status,
        detail,
        retryAfter === undefined ? undefined : String(retryAfter),
      );
    }
    if (response.status === 204 || response.body === '') return undefined as T;
    return JSON.parse(response.body) as T;
  }

  /** The documentation's token check: a valid token answers exactly 204. */
  async validateToken(): Promise<boolean> {
    const response = await this.send({
      method: 'GET',
      url: `${this.baseUrl}/auth`,
      headers: { authorization: `Token ${this.token}`, 'content-type': 'application/json' },
    });
    return response.status === 204;
  }

  createHighlights(highlights: RwNewHighlight[]): Promise<RwCreatedBook[]> {
    return this.call('POST', `${this.baseUrl}/highlights/`, { highlights });
  }

  /** Follows `next` until it is null, as list clients do; refuses a page URL seen before. */
  private async all<T>(firstUrl: string): Promise<T[]> {
    const results: T[] = [];
    const seen = new Set<string>();
    let url: string | null = firstUrl;
    while (url) {
      if (seen.has(url)) throw new Error(`the server sent the same next page twice: ${url}`);
      seen.add(url);
      const page: Paged<T> = await this.call('GET', url);
      results.push(...page.results);
      url = page.next;
    }
    return results;
  }

  listHighlights(query: Record<string, string | number> = {}): Promise<RwHighlight[]> {
    return this.all(`${this.baseUrl}/highlights/?${new URLSearchParams(stringValues(query))}`);
  }

  highlightsPage(query: Record<string, string | number> = {}): Promise<Paged<RwHighlight>> {
    return this.call('GET', `${this.baseUrl}/highlights/?${new URLSearchParams(stringValues(query))}`);
  }

  getPage<T>(url: string): Promise<Paged<T>> {
    return this.call('GET', url);
  }

  getHighlight(id: number): Promise<RwHighlight> {
    return this.call('GET', `${this.baseUrl}/highlights/${id}/`);
  }

  updateHighlight(
    id: number,
    patch: Partial<Pick<RwHighlight, 'text' | 'note' | 'location' | 'url' | 'color'>>,
  ) {
    return this.call<RwHighlight>('PATCH', `${this.baseUrl}/highlights/${id}/`, patch);
  }

  deleteHighlight(id: number): Promise<void> {
    return this.call('DELETE', `${this.baseUrl}/highlights/${id}/`);
  }

  listBooks(query: Record<string, string | number> = {}): Promise<RwBook[]> {
    return this.all(`${this.baseUrl}/books/?${new URLSearchParams(stringValues(query))}`);
  }

  getBook(id: number): Promise<RwBook> {
    return this.call('GET', `${this.baseUrl}/books/${id}/`);
  }

  highlightTags(id: number): Promise<RwTag[]> {
    return this.all(`${this.baseUrl}/highlights/${id}/tags/`);
  }

  addHighlightTag(id: number, name: string): Promise<RwTag> {
    return this.call('POST', `${this.baseUrl}/highlights/${id}/tags/`, { name });
  }

  deleteHighlightTag(id: number, tagId: number): Promise<void> {
    return this.call('DELETE', `${this.baseUrl}/highlights/${id}/tags/${tagId}/`);
  }

  bookTags(id: number): Promise<RwTag[]> {
    return this.all(`${this.baseUrl}/books/${id}/tags/`);
  }

  addBookTag(id: number, name: string): Promise<RwTag> {
    return this.call('POST', `${this.baseUrl}/books/${id}/tags/`, { name });
  }

  deleteBookTag(id: number, tagId: number): Promise<void> {
    return this.call('DELETE', `${this.baseUrl}/books/${id}/tags/${tagId}/`);
  }

  review(): Promise<{
    review_id: number;
    review_url: string;
    review_completed: boolean;
    highlights: unknown[];
  }> {
    return this.call('GET', `${this.baseUrl}/review/`);
  }

  /**
   * The export loop of the export tools: `/export?` without a slash, page_size=1000, includeDeleted=true,
   * `ids` joined by commas; it stops on a falsy nextPageCursor and gives up on a repeating one.
   */
  async export(
    options: { updatedAfter?: string; ids?: number[]; includeDeleted?: boolean } = {},
  ): Promise<RwExportBook[]> {
    const books: RwExportBook[] = [];
    const cursors = new Set<unknown>();
    let cursor: unknown = null;
    do {
      const query = new URLSearchParams({ page_size: '1000' });
      if (options.includeDeleted !== false) query.set('includeDeleted', 'true');
      if (options.updatedAfter) query.set('updatedAfter', options.updatedAfter);
      if (options.ids) query.set('ids', options.ids.join(','));
      if (cursor) query.set('pageCursor', String(cursor));
      const page: { count: number; nextPageCursor: unknown; results: RwExportBook[] } = await this.call(
        'GET',
        `${this.baseUrl}/export?${query}`,
      );
      books.push(...page.results);
      cursor = page.nextPageCursor;
      if (cursor && cursors.has(cursor)) throw new Error(`the export cursor repeated: ${String(cursor)}`);
      cursors.add(cursor);
    } while (cursor);
    return books;
  }
}

function stringValues(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/** A `Send` over Fastify's `inject`, for tests: the absolute URL's path and query go to the app. */
export function injectSend(
  inject: (options: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }) => Promise<{ statusCode: number; headers: RawResponse['headers']; body: string }>,
): Send {
  return async ({ method, url, headers, body }) => {
    const parsed = new URL(url);
    const response = await inject({
      method,
      url: `${parsed.pathname}${parsed.search}`,
      headers: { ...headers, host: parsed.host },
      payload: body,
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
}
