/**
 * What search matches, in one place: the stored `search_text` and the keys and patterns built from a search
 * term. Both sides are folded here (foldForSearch: case, apostrophes, accents; not in SQL), so SQLite and
 * PostgreSQL compare the same strings.
 */
import { foldForSearch, type SearchableFields, searchableTexts } from '@precis/shared';

export type { SearchableFields };

export function buildSearchText(fields: SearchableFields): string {
  return foldForSearch(searchableTexts(fields).join('\n'));
}

/** The term as it must occur in `search_text` (foldForSearch), with single spaces between words. */
export function searchKey(term: string): string {
  return foldForSearch(term.trim().replace(/\s+/g, ' '));
}

/** Trigram indexes (FTS5 trigram, pg_trgm) can only narrow a search for 3 characters or more. */
export const TRIGRAM_MIN_LENGTH = 3;

/** Length in characters (code points), the unit both trigram indexes count in. */
export function characterLength(value: string): number {
  return [...value].length;
}

/** A LIKE pattern matching the key anywhere, with `\` as the escape character for %, _ and \ itself. */
export function containsLikePattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An FTS5 string: inside double quotes every character is literal except the quote, which doubles. */
export function ftsString(key: string): string {
  return `"${key.replaceAll('"', '""')}"`;
}
