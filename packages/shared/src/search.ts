import { categoryDisplayName } from './categories';

export interface SearchableFields {
  content: string;
  source: string | null;
  /** The source's author, when the highlight has one. */
  author?: string | null;
  comment: string | null;
  categories: readonly string[];
  tags: readonly string[];
}

/**
 * The texts a search term is looked for in, the same for the server's index and the browser's filter:
 * content, source, its author (when known), comment, each category as code and as display name ("Tasks & Actions"), and tags.
 */
export function searchableTexts(fields: SearchableFields): string[] {
  return [
    fields.content,
    fields.source ?? '',
    ...(fields.author ? [fields.author] : []),
    fields.comment ?? '',
    ...fields.categories,
    ...fields.categories.map(categoryDisplayName),
    ...fields.tags,
  ];
}

/** Kindle and word processors write "don’t"; people type "don't". */
const TYPOGRAPHIC_APOSTROPHES_RE = /[’‘ʼ]/g;

/**
 * Accents on Latin and Greek letters, as a decomposed string holds them: people type "sisifo" for "Sísifo" and
 * "cafe" for "café". Other scripts keep their marks, which are often part of the letter (Devanagari's vowel signs).
 */
const MARKS_ON_LATIN_OR_GREEK_RE = /([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu;
/** Latin and Greek letters that may carry an accent (Latin-1 to Latin Extended, Greek, their extensions), or a mark. */
const MAY_HOLD_ACCENTS_RE = /[\u00c0-\u024f\u0370-\u03ff\u1e00-\u1fff\p{M}]/u;

/**
 * A text as search compares it, on the server's index and in the browser's filter alike: lowercased, plain
 * apostrophes, no accents on Latin or Greek letters ("Don’t stop at Sísifo" → "don't stop at sisifo").
 */
export function foldForSearch(text: string): string {
  const lowered = text.toLowerCase().replace(TYPOGRAPHIC_APOSTROPHES_RE, "'");
  // Decomposing costs eight times the rest: only a text with an accented letter or a loose accent needs it.
  if (!MAY_HOLD_ACCENTS_RE.test(lowered)) return lowered;
  return lowered.normalize('NFD').replace(MARKS_ON_LATIN_OR_GREEK_RE, '$1').normalize('NFC');
}
