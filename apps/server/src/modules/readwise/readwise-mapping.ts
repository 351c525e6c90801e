import { isWebAddress, type LocationType, type ReadwiseCategory, type SourceKind } from '@precis/shared';

/**
 * Precis' source kinds (sources module) as Readwise categories, and back. A source of kind `other` (what a
 * free-text source of the web form becomes) reads as a book; a category a client sent is kept as sent.
 */
const CATEGORY_OF_KIND: Record<SourceKind, ReadwiseCategory> = {
  book: 'books',
  article: 'articles',
  web: 'articles',
  podcast: 'podcasts',
  video: 'articles',
  other: 'books',
};

const KIND_OF_CATEGORY: Record<ReadwiseCategory, SourceKind> = {
  books: 'book',
  articles: 'article',
  podcasts: 'podcast',
  tweets: 'web',
  supplementals: 'other',
};

export const categoryOfKind = (kind: string): ReadwiseCategory =>
  CATEGORY_OF_KIND[kind as SourceKind] ?? 'books';

export const kindOfCategory = (category: ReadwiseCategory): SourceKind => KIND_OF_CATEGORY[category];

/** Readwise's rule: the category sent, else articles for a highlight with a source URL, else books. */
export function categoryOfInput(input: {
  category?: ReadwiseCategory | null;
  source_url?: string;
}): ReadwiseCategory {
  return input.category ?? (input.source_url ? 'articles' : 'books');
}

/** Readwise's location types that Precis has a type for; others (e.g. `offset`) are kept as Readwise's only. */
const PRECIS_LOCATION_TYPE: Record<string, LocationType> = {
  page: 'page',
  location: 'location',
  order: 'order',
  time_offset: 'time',
};

const READWISE_LOCATION_TYPE: Record<LocationType, string> = {
  page: 'page',
  location: 'location',
  order: 'order',
  time: 'time_offset',
};

export function precisLocation(
  location: number | null | undefined,
  type: string | null | undefined,
): { type: LocationType; value: string } | undefined {
  if (location === null || location === undefined) return undefined;
  return { type: PRECIS_LOCATION_TYPE[type ?? 'location'] ?? 'location', value: String(location) };
}

/**
 * The Readwise location of a highlight, always a number as Readwise's is (clients sort and compute on it):
 * what a Readwise client sent when it sent one, else the first number of Precis' location ("610-612" ->
 * 610; a time "1:02:03" -> 3723 seconds), else its order of arrival (its id), as Readwise numbers
 * highlights sent without one.
 */
export function readwiseLocation(
  id: number,
  kept: { location: number | null; location_type: string | null },
  precis: { type: string | null; sort: number | null },
): { location: number; location_type: string } {
  if (kept.location !== null)
    return { location: kept.location, location_type: kept.location_type ?? 'location' };
  if (precis.type !== null && precis.sort !== null) {
    return {
      location: Math.trunc(precis.sort),
      location_type: READWISE_LOCATION_TYPE[precis.type as LocationType] ?? 'location',
    };
  }
  return { location: id, location_type: 'order' };
}

/** Readwise writes dates as ISO 8601 with a `T`. */
export const isoDate = (epochMs: number): string => new Date(epochMs).toISOString();

/** Whether the text is an absolute http(s) address (Precis keeps only those as source and passage URLs). */
export const isWebUrl = (value: string | undefined): value is string =>
  value !== undefined && isWebAddress(value);
