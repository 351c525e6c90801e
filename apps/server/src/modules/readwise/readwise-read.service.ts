import type {
  ReadwiseBook,
  ReadwiseBookListQuery,
  ReadwiseHighlight,
  ReadwiseHighlightListQuery,
  ReadwiseTag,
  ReadwiseTouchedBook,
} from '@precis/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/types';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { type PageLinks, pageLinks } from './page-links';
import { type BookRecord, ensureBooks, listBookRecords, NO_SOURCE } from './readwise-books.repository';
import {
  findHighlightRow,
  type HighlightFilter,
  type HighlightRow,
  listHighlightRows,
} from './readwise-highlights.repository';
import { bookJson, highlightJson, type Links } from './readwise-json';
import { categoryOfKind } from './readwise-mapping';
import { bookTags, tagsOf } from './readwise-tags.repository';

export const HIGHLIGHT_NOT_FOUND = 'Highlight not found.';
export const BOOK_NOT_FOUND = 'Book not found.';

export interface Page<T> extends PageLinks {
  count: number;
  results: T[];
}

/** Where a list request came from: the origin and URL its page links are built on. */
export interface ListRequest extends Links {
  url: string;
}

/** A list's query and where it was asked, for its page links. */
export interface ListInput<Query> {
  query: Query;
  links: ListRequest;
}

/** The books of the user, each given an id first: every source is a Readwise book. */
export async function allBooks(context: AppContext, userId: string): Promise<BookRecord[]> {
  await ensureBooks(context.db.kysely, userId, Date.now());
  return listBookRecords(context.db.kysely, userId);
}

/** The Readwise book id of each source id ('' for highlights without a source). */
export const bookIdsBySource = (books: BookRecord[]) =>
  new Map(books.map((book) => [book.sourceId, book.id]));

export const bookIdOf = (books: Map<string, number>, row: HighlightRow): number =>
  books.get(row.sourceId ?? NO_SOURCE) ?? 0;

/** Highlight JSON for rows, with their tags' ids. */
export async function highlightsJson(
  db: Kysely<Database>,
  userId: string,
  rows: HighlightRow[],
  books: Map<string, number>,
): Promise<ReadwiseHighlight[]> {
  const tags = await tagsOf(
    db,
    userId,
    rows.flatMap((row) => row.tags),
  );
  const idOf = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  return rows.map((row) => highlightJson(row, bookIdOf(books, row), tagList(row.tags, idOf)));
}

export function tagList(names: string[], idOf: Map<string, number>): ReadwiseTag[] {
  return names.flatMap((name) => {
    const id = idOf.get(name.toLowerCase());
    return id === undefined ? [] : [{ id, name }];
  });
}

export async function listHighlights(
  context: AppContext,
  caller: Caller,
  { query, links }: ListInput<ReadwiseHighlightListQuery>,
): Promise<Page<ReadwiseHighlight>> {
  const { userId } = caller;
  const books = await allBooks(context, userId);
  const filter: HighlightFilter = {
    updatedGt: query.updated__gt,
    updatedLt: query.updated__lt,
    highlightedGt: query.highlighted_at__gt,
    highlightedLt: query.highlighted_at__lt,
  };
  if (query.book_id !== undefined) {
    const book = books.find((candidate) => candidate.id === query.book_id);
    filter.sources = book ? [book.sourceId === NO_SOURCE ? null : book.sourceId] : [];
  }
  const { count, rows } = await listHighlightRows(context.db.kysely, userId, filter, {
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
  });
  return {
    count,
    ...pageLinks(links, query.page, query.page_size, count),
    results: await highlightsJson(context.db.kysely, userId, rows, bookIdsBySource(books)),
  };
}

export async function findHighlight(context: AppContext, caller: Caller, id: number): Promise<HighlightRow> {
  const row = await findHighlightRow(context.db.kysely, caller.userId, id);
  if (!row) throw new NotFoundError(HIGHLIGHT_NOT_FOUND);
  return row;
}

export async function getHighlight(
  context: AppContext,
  caller: Caller,
  id: number,
): Promise<ReadwiseHighlight> {
  const row = await findHighlight(context, caller, id);
  const books = await allBooks(context, caller.userId);
  const [json] = await highlightsJson(context.db.kysely, caller.userId, [row], bookIdsBySource(books));
  if (!json) throw new NotFoundError(HIGHLIGHT_NOT_FOUND);
  return json;
}

function bookMatches(book: BookRecord, query: ReadwiseBookListQuery): boolean {
  const category = book.category ?? categoryOfKind(book.kind);
  if (query.category && category !== query.category) return false;
  if (query.source && (book.sourceType ?? 'precis') !== query.source) return false;
  if (query.updated__gt !== undefined && !(book.updatedAt > query.updated__gt)) return false;
  if (query.updated__lt !== undefined && !(book.updatedAt < query.updated__lt)) return false;
  const last = book.lastHighlightAt;
  if (query.last_highlight_at__gt !== undefined && !(last !== null && last > query.last_highlight_at__gt))
    return false;
  if (query.last_highlight_at__lt !== undefined && !(last !== null && last < query.last_highlight_at__lt))
    return false;
  return true;
}

export async function booksJson(
  context: AppContext,
  userId: string,
  books: BookRecord[],
  links: Links,
): Promise<ReadwiseBook[]> {
  const tags = await bookTags(
    context.db.kysely,
    userId,
    books.map((book) => book.id),
  );
  return books.map((book) => bookJson(book, tags.get(book.id) ?? [], links));
}

export async function listBooks(
  context: AppContext,
  caller: Caller,
  { query, links }: ListInput<ReadwiseBookListQuery>,
): Promise<Page<ReadwiseBook>> {
  const matching = (await allBooks(context, caller.userId)).filter((book) => bookMatches(book, query));
  const start = (query.page - 1) * query.page_size;
  const page = matching.slice(start, start + query.page_size);
  return {
    count: matching.length,
    ...pageLinks(links, query.page, query.page_size, matching.length),
    results: await booksJson(context, caller.userId, page, links),
  };
}

export async function findBook(context: AppContext, caller: Caller, id: number): Promise<BookRecord> {
  const book = (await allBooks(context, caller.userId)).find((candidate) => candidate.id === id);
  if (!book) throw new NotFoundError(BOOK_NOT_FOUND);
  return book;
}

export async function getBook(
  context: AppContext,
  caller: Caller,
  { id, links }: { id: number; links: Links },
): Promise<ReadwiseBook> {
  const book = await findBook(context, caller, id);
  const [json] = await booksJson(context, caller.userId, [book], links);
  if (!json) throw new NotFoundError(BOOK_NOT_FOUND);
  return json;
}

/** The answer to a create: each touched book with the ids of its highlights the request saved or matched. */
export async function touchedBooks(
  context: AppContext,
  userId: string,
  modified: Map<number, number[]>,
  links: Links,
): Promise<ReadwiseTouchedBook[]> {
  const books = (await listBookRecords(context.db.kysely, userId)).filter((book) => modified.has(book.id));
  const json = await booksJson(context, userId, books, links);
  return json.map((book) => ({ ...book, modified_highlights: modified.get(book.id) ?? [] }));
}
