import type { ReadwiseExport, ReadwiseExportHighlight, ReadwiseExportQuery } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { type BookRecord, NO_SOURCE } from './readwise-books.repository';
import { allHighlightRows, deletedHighlightRows, type HighlightRow } from './readwise-highlights.repository';
import { deletedHighlightJson, exportBookJson, exportHighlightJson, type Links } from './readwise-json';
import { allBooks, bookIdOf, bookIdsBySource, tagList } from './readwise-read.service';
import { bookTags, tagsOf } from './readwise-tags.repository';

/** A page holds whole books, at most this many highlights between them (yet at least one book). */
export const EXPORT_PAGE_HIGHLIGHTS = 5_000;

/** Reading order: Readwise's location, then Precis' location, then when highlighted, then id. */
function readingOrder(a: HighlightRow, b: HighlightRow): number {
  const place = (row: HighlightRow) => row.location ?? row.locationSort ?? Number.POSITIVE_INFINITY;
  return place(a) - place(b) || a.createdAt - b.createdAt || a.id - b.id;
}

/**
 * `GET /api/v2/export/`: books in id order, each with its highlights (those updated after `updatedAfter`
 * when given; deleted ones too with `includeDeleted`). The cursor is the last book id of the page: books
 * made while a client pages get higher ids, so pages neither repeat nor skip, and the cursor only grows
 * (never 0, never "", never the same twice).
 */
export async function exportLibrary(
  context: AppContext,
  caller: Caller,
  { query, links }: { query: ReadwiseExportQuery; links: Links },
): Promise<ReadwiseExport> {
  const db = context.db.kysely;
  const { userId } = caller;
  const after = query.updatedAfter;
  const wanted = query.ids ? new Set(query.ids) : undefined;
  const matching = (await allBooks(context, userId)).filter(
    (book) => (!wanted || wanted.has(book.id)) && (after === undefined || book.updatedAt > after),
  );
  const remaining = matching.filter((book) => query.pageCursor === undefined || book.id > query.pageCursor);
  const bookIds = bookIdsBySource(matching);

  const page: BookRecord[] = [];
  let held = 0;
  for (const book of remaining) {
    if (page.length >= query.page_size) break;
    if (page.length > 0 && held + book.numHighlights > EXPORT_PAGE_HIGHLIGHTS) break;
    page.push(book);
    held += book.numHighlights;
  }
  const rows = await allHighlightRows(db, userId, {
    sources: page.map((book) => (book.sourceId === NO_SOURCE ? null : book.sourceId)),
    updatedGt: after,
  });
  const names = await tagsOf(
    db,
    userId,
    rows.flatMap((row) => row.tags),
  );
  const idOf = new Map(names.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const highlightsOf = new Map<number, ReadwiseExportHighlight[]>();
  const add = (bookId: number, highlight: ReadwiseExportHighlight) => {
    const list = highlightsOf.get(bookId);
    if (list) list.push(highlight);
    else highlightsOf.set(bookId, [highlight]);
  };
  for (const row of rows.sort(readingOrder)) {
    const bookId = bookIdOf(bookIds, row);
    add(bookId, exportHighlightJson(row, bookId, tagList(row.tags, idOf), links));
  }
  if (query.includeDeleted) {
    const deleted = await deletedHighlightRows(
      db,
      userId,
      page.map((book) => book.id),
      after,
    );
    for (const row of deleted) add(row.bookId, deletedHighlightJson(row, links));
  }

  const tags = await bookTags(
    db,
    userId,
    page.map((book) => book.id),
  );
  const last = page.at(-1);
  const more = last !== undefined && remaining.some((book) => book.id > last.id);
  return {
    count: matching.length,
    nextPageCursor: more ? last.id : null,
    results: page.map((book) =>
      exportBookJson(book, tags.get(book.id) ?? [], highlightsOf.get(book.id) ?? [], links),
    ),
  };
}
