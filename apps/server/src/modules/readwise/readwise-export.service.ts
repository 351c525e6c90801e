import type { ReadwiseExport, ReadwiseExportHighlight, ReadwiseExportQuery } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { type BookRecord, NO_SOURCE } from './readwise-books.repository';
import { allHighlightRows, deletedHighlightRows, type HighlightRow } from './readwise-highlights.repository';
import { deletedHighlightJson, exportBookJson, exportHighlightJson, type Links } from './readwise-json';
import { allBooks, bookIdOf, bookIdsBySource, tagList } from './readwise-read.service';
import { bookTags, tagsOf } from './readwise-tags.repository';

/** A page holds whole books; it stops taking books once it holds this many highlights (at least one book). */
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
  userId: string,
  query: ReadwiseExportQuery,
  links: Links,
): Promise<ReadwiseExport> {
  const db = context.db.kysely;
  const after = query.updatedAfter;
  const wanted = query.ids ? new Set(query.ids) : undefined;
  const matching = (await allBooks(context, userId)).filter(
    (book) => (!wanted || wanted.has(book.id)) && (after === undefined || book.updatedAt > after),
  );
  const remaining = matching.filter((book) => query.pageCursor === undefined || book.id > query.pageCursor);
  const bookIds = bookIdsBySource(matching);

  const page: { book: BookRecord; highlights: ReadwiseExportHighlight[] }[] = [];
  let held = 0;
  for (const book of remaining) {
    if (page.length >= query.page_size || (page.length > 0 && held >= EXPORT_PAGE_HIGHLIGHTS)) break;
    const rows = (
      await allHighlightRows(db, userId, {
        sources: [book.sourceId === NO_SOURCE ? null : book.sourceId],
        updatedGt: after,
      })
    ).sort(readingOrder);
    const tags = await tagsOf(
      db,
      userId,
      rows.flatMap((row) => row.tags),
    );
    const idOf = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
    const highlights = rows.map((row) =>
      exportHighlightJson(row, bookIdOf(bookIds, row), tagList(row.tags, idOf), links),
    );
    if (query.includeDeleted) {
      const deleted = await deletedHighlightRows(db, userId, [book.id], after);
      highlights.push(...deleted.map((row) => deletedHighlightJson(row, links)));
    }
    held += highlights.length;
    page.push({ book, highlights });
  }

  const tags = await bookTags(
    db,
    userId,
    page.map((entry) => entry.book.id),
  );
  const last = page.at(-1)?.book;
  const more = last !== undefined && remaining.some((book) => book.id > last.id);
  return {
    count: matching.length,
    nextPageCursor: more ? last.id : null,
    results: page.map(({ book, highlights }) =>
      exportBookJson(book, tags.get(book.id) ?? [], highlights, links),
    ),
  };
}
