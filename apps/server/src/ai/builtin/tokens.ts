import { stemmer } from 'stemmer';
import { STOP_WORDS } from './stop-words';

const WORD_RE = /[\p{L}\p{N}]+(?:'\p{L}+)*/gu;

/** Lower-cases, folds accents and curly apostrophes so "Café’s" and "cafe's" compare equal. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase();
}

/** Lower-case words in order, possessive "'s" removed, nothing else dropped. */
export function words(text: string): string[] {
  const found = normaliseText(text).match(WORD_RE) ?? [];
  return found.map((word) => (word.endsWith("'s") ? word.slice(0, -2) : word));
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || word.length < 2;
}

const stems = new Map<string, string>();
/** Texts repeat their words a lot; past this many, the memo starts again rather than grow. */
const STEM_MEMO_LIMIT = 50_000;

/** Porter stems for English words; other scripts are compared as written. */
export function stemWord(word: string): string {
  const plain = word.replace(/'/g, '');
  if (!/^[a-z]+$/.test(plain)) return plain;
  let stem = stems.get(plain);
  if (stem === undefined) {
    stem = stemmer(plain);
    if (stems.size >= STEM_MEMO_LIMIT) stems.clear();
    stems.set(plain, stem);
  }
  return stem;
}

export interface Token {
  word: string;
  stem: string;
  stop: boolean;
}

/** Every word in order with its stem; stop words are kept (flagged) so phrases can span them. */
export function tokenSequence(text: string): Token[] {
  return words(text).map((word) => ({
    word: word.replace(/'/g, ''),
    stem: stemWord(word),
    stop: isStopWord(word),
  }));
}

/** Stemmed content tokens: the unit both the categoriser and the sentence ranker compare. */
export function contentTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (!isStopWord(word)) tokens.push(stemWord(word));
  }
  return tokens;
}
