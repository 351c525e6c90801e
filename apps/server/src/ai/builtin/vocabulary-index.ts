import type { CategoryCode } from '@precis/shared';
import { tokenSequence } from './tokens';
import { VOCABULARY } from './vocabulary';

export interface VocabularyTerm {
  /** Stems joined with spaces (or "=word" for exact terms): the term's identity. */
  key: string;
  /** Stems of every word, stop words included, for phrase matching. */
  stems: readonly string[];
  codes: readonly CategoryCode[];
  weight: number;
}

export interface VocabularyIndex {
  /** Single-word terms by stem. */
  singles: ReadonlyMap<string, VocabularyTerm>;
  /** Single-word terms marked "=", by their exact lower-case word. */
  exact: ReadonlyMap<string, VocabularyTerm>;
  /** Multi-word terms by the stem of their first word. */
  phrases: ReadonlyMap<string, readonly VocabularyTerm[]>;
}

const WEAK_FACTOR = 0.4;
const CONTENT_WORD_BONUS = 0.5;
const STOP_WORD_BONUS = 0.25;

interface Draft {
  kind: 'single' | 'exact' | 'phrase';
  stems: string[];
  codes: Set<CategoryCode>;
  base: number;
}

/**
 * Parses one vocabulary entry. "=word" matches that exact word only (for stems that collide, like
 * "productive" and "product"); a leading "~" marks a generic term that counts for less.
 */
function draftTerm(entry: string): (Omit<Draft, 'codes'> & { key: string }) | undefined {
  const weak = entry.startsWith('~');
  const text = weak ? entry.slice(1) : entry;
  const factor = weak ? WEAK_FACTOR : 1;
  if (text.startsWith('=')) {
    const word = text.slice(1).toLowerCase();
    return { key: `=${word}`, kind: 'exact', stems: [word], base: factor };
  }
  const tokens = tokenSequence(text);
  const content = tokens.filter((token) => !token.stop).length;
  const stems = tokens.map((token) => token.stem);
  if (tokens.length === 0 || (tokens.length === 1 && content === 0)) return undefined;
  if (tokens.length === 1) return { key: stems.join(' '), kind: 'single', stems, base: factor };
  const base =
    1 + CONTENT_WORD_BONUS * Math.max(0, content - 1) + STOP_WORD_BONUS * (tokens.length - content);
  return { key: stems.join(' '), kind: 'phrase', stems, base: base * factor };
}

export function buildVocabularyIndex(vocabulary: Record<CategoryCode, readonly string[]>): VocabularyIndex {
  const drafts = new Map<string, Draft>();
  for (const [code, entries] of Object.entries(vocabulary) as [CategoryCode, readonly string[]][]) {
    for (const entry of entries) {
      const parsed = draftTerm(entry);
      if (!parsed) continue;
      const draft = drafts.get(parsed.key) ?? { ...parsed, codes: new Set<CategoryCode>() };
      draft.codes.add(code);
      drafts.set(parsed.key, draft);
    }
  }

  const singles = new Map<string, VocabularyTerm>();
  const exact = new Map<string, VocabularyTerm>();
  const phrases = new Map<string, VocabularyTerm[]>();
  for (const [key, draft] of drafts) {
    // A term several codes share says less about each of them.
    const weight = draft.base / Math.sqrt(draft.codes.size);
    const term: VocabularyTerm = { key, stems: draft.stems, codes: [...draft.codes], weight };
    const first = draft.stems[0] ?? '';
    if (draft.kind === 'single') singles.set(first, term);
    else if (draft.kind === 'exact') exact.set(first, term);
    else phrases.set(first, [...(phrases.get(first) ?? []), term]);
  }
  return { singles, exact, phrases };
}

let defaultIndex: VocabularyIndex | undefined;

export function vocabularyIndex(): VocabularyIndex {
  defaultIndex ??= buildVocabularyIndex(VOCABULARY);
  return defaultIndex;
}

let topical: ReadonlySet<string> | undefined;

/** Stem keys of the vocabulary's terms without stop words: topical words, used to favour theme names. */
export function topicalKeys(): ReadonlySet<string> {
  if (!topical) {
    const { singles, phrases } = vocabularyIndex();
    const keys = new Set(singles.keys());
    for (const list of phrases.values()) {
      for (const term of list) keys.add(term.key);
    }
    topical = keys;
  }
  return topical;
}
