import { stemmer } from 'stemmer';
import type { KnownLanguage } from './language-guess';
import { STOP_WORDS, spacelessStopWords, stopWordsOf } from './stop-words';
import { matchWords } from './word-segments';

/** Letters with their marks: a Thai or Hindi word's vowel signs are marks, not breaks. */
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:'\p{L}+)*/gu;

/** Scripts beyond Latin, whose letters NFKD may take apart (kana and its voicing mark, a Hangul syllable). */
const BEYOND_LATIN_RE = /[\u0370-\u1fff\u3000-\uffff]/;

/** Lower-cases, folds accents and curly apostrophes so "Café’s" and "cafe's" compare equal. */
export function normaliseText(text: string): string {
  const unaccented = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // "だ" came apart as "た" and a voicing mark, "독" as three letters: put them back together.
  return (BEYOND_LATIN_RE.test(unaccented) ? unaccented.normalize('NFC') : unaccented)
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase();
}

/** Lower-case words in order, possessive "'s" removed, nothing else dropped. */
export function words(text: string): string[] {
  const folded = normaliseText(text);
  const found = BEYOND_LATIN_RE.test(folded) ? matchWords(folded, WORD_RE) : (folded.match(WORD_RE) ?? []);
  return found.map((word) => (word.endsWith("'s") ? word.slice(0, -2) : word));
}

export function isStopWord(word: string, language: KnownLanguage = 'en'): boolean {
  return (
    STOP_WORDS.has(word) ||
    word.length < 2 ||
    // Chinese and Japanese words start at U+3000 (kana, ideographs); no other word needs their list.
    (word.charCodeAt(0) >= 0x3000 && spacelessStopWords().has(word)) ||
    (language !== 'en' && stopWordsOf(language).has(word))
  );
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
  return tokensOfWords(words(text));
}

/** tokenSequence of a text already cut into words. */
export function tokensOfWords(textWords: readonly string[]): Token[] {
  return textWords.map((word) => ({
    word: word.replace(/'/g, ''),
    stem: stemWord(word),
    stop: isStopWord(word),
  }));
}

/** Stemmed content tokens: the unit both the categoriser and the sentence ranker compare. */
export function contentTokens(text: string, language: KnownLanguage = 'en'): string[] {
  return contentTokensOfWords(words(text), language);
}

/** contentTokens of a text already cut into words. */
export function contentTokensOfWords(textWords: readonly string[], language: KnownLanguage = 'en'): string[] {
  const tokens: string[] = [];
  for (const word of textWords) {
    if (!isStopWord(word, language)) tokens.push(stemWord(word));
  }
  return tokens;
}
