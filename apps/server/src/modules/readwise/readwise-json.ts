import type {
  ReadwiseBook,
  ReadwiseCategory,
  ReadwiseExportBook,
  ReadwiseExportHighlight,
  ReadwiseHighlight,
  ReadwiseTag,
} from '@precis/shared';
import type { BookRecord } from './readwise-books.repository';
import type { DeletedHighlightRow, HighlightRow } from './readwise-highlights.repository';
import { categoryOfKind, isoDate, readwiseLocation } from './readwise-mapping';

/** Where the answers point: the address the client reached (`https://host`), for absolute URLs. */
export interface Links {
  origin: string;
}

const bookCategory = (book: BookRecord): ReadwiseCategory =>
  (book.category as ReadwiseCategory | null) ?? categoryOfKind(book.kind);

function locationOf(row: HighlightRow) {
  return readwiseLocation(
    row.id,
    { location: row.location, location_type: row.readwiseLocationType },
    { type: row.locationType, sort: row.locationSort },
  );
}

export function highlightJson(row: HighlightRow, bookId: number, tags: ReadwiseTag[]): ReadwiseHighlight {
  return {
    id: row.id,
    text: row.content,
    note: row.comment ?? '',
    ...locationOf(row),
    highlighted_at: isoDate(row.createdAt),
    url: row.highlightUrl ?? row.url,
    color: row.color,
    updated: isoDate(row.updatedAt),
    book_id: bookId,
    tags,
  };
}

export function bookJson(book: BookRecord, tags: ReadwiseTag[], links: Links): ReadwiseBook {
  return {
    id: book.id,
    title: book.title,
    author: book.author,
    category: bookCategory(book),
    source: book.sourceType ?? 'precis',
    num_highlights: book.numHighlights,
    last_highlight_at: book.lastHighlightAt === null ? null : isoDate(book.lastHighlightAt),
    updated: isoDate(book.updatedAt),
    cover_image_url: book.coverImageUrl ?? '',
    highlights_url: `${links.origin}/api/v2/highlights/?book_id=${book.id}`,
    source_url: book.url,
    asin: book.kind === 'book' ? book.externalId : null,
    tags,
    document_note: '',
  };
}

export function exportHighlightJson(
  row: HighlightRow,
  bookId: number,
  tags: ReadwiseTag[],
  links: Links,
): ReadwiseExportHighlight {
  return {
    id: row.id,
    text: row.content,
    ...locationOf(row),
    note: row.comment ?? '',
    color: row.color,
    highlighted_at: isoDate(row.createdAt),
    created_at: isoDate(row.savedAt ?? row.createdAt),
    updated_at: isoDate(row.updatedAt),
    external_id: null,
    end_location: null,
    url: row.highlightUrl ?? row.url,
    book_id: bookId,
    tags,
    is_favorite: false,
    is_discard: false,
    is_deleted: false,
    readwise_url: `${links.origin}/highlights/${row.highlightId}`,
  };
}

/** A deleted highlight as Readwise's export reports one: its id, dates and `is_deleted`. */
export function deletedHighlightJson(row: DeletedHighlightRow, links: Links): ReadwiseExportHighlight {
  return {
    id: row.id,
    text: '',
    location: row.id,
    location_type: 'order',
    note: '',
    color: '',
    highlighted_at: null,
    created_at: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
    external_id: null,
    end_location: null,
    url: null,
    book_id: row.bookId,
    tags: [],
    is_favorite: false,
    is_discard: false,
    is_deleted: true,
    readwise_url: `${links.origin}/highlights`,
  };
}

export function exportBookJson(
  book: BookRecord,
  tags: ReadwiseTag[],
  highlights: ReadwiseExportHighlight[],
  links: Links,
): ReadwiseExportBook {
  return {
    user_book_id: book.id,
    title: book.title,
    author: book.author,
    readable_title: book.title,
    source: book.sourceType ?? 'precis',
    cover_image_url: book.coverImageUrl ?? '',
    unique_url: book.url,
    summary: null,
    book_tags: tags,
    category: bookCategory(book),
    document_note: null,
    readwise_url: book.sourceId ? `${links.origin}/library/${book.sourceId}` : `${links.origin}/library`,
    source_url: book.url,
    asin: book.kind === 'book' ? book.externalId : null,
    is_deleted: false,
    highlights,
  };
}
