/**
 * What search matches, in one place: the stored `search_text` and the keys and patterns built from a search
 * term. Both sides are lowercased here (not in SQL), so SQLite and PostgreSQL compare the same strings.
 */
import { type SearchableFields, searchableTexts } from '@precis/shared';

export type { SearchableFields };

/** Kindle and word processors write "don’t"; people type "don't": both are stored and searched as typed. */
const TYPOGRAPHIC_APOSTROPHES_RE = /[’‘ʼ]/g;

const withPlainApostrophes = (text: string) => text.replace(TYPOGRAPHIC_APOSTROPHES_RE, "'");

export function buildSearchText(fields: SearchableFields): string {
  return withPlainApostrophes(searchableTexts(fields).join('\n').toLowerCase());
}

/** The lowercased term, as it must occur in `search_text`: plain apostrophes, single spaces between words. */
export function searchKey(term: string): string {
  return withPlainApostrophes(term.trim().replace(/\s+/g, ' ').toLowerCase());
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
