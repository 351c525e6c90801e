import type { KnownLanguage } from './language-guess';
import { PhraseVocabulary, type PhraseWord, packKey, wordRuns } from './phrase-words';
import { topicalKeys } from './vocabulary-index';
import { joinWords } from './word-segments';

/** Sentences must come grouped by highlight, as buildContext produces them. */
export interface PhraseSentence {
  text: string;
  highlightIndex: number;
  /** The sentence's rank score in [0, 1]. */
  score: number;
  /** The language of its highlight, whose function words are no theme; English when not given. */
  language?: KnownLanguage;
}

export interface KeyPhrase {
  /** Most frequent surface form, original casing. */
  text: string;
  key: string;
  /** Indexes of the highlights containing the phrase, ascending. */
  highlightIndexes: number[];
  score: number;
}

const LENGTH_BONUS = [0, 1, 1.6, 1.9];
/** Candidates are counted in the best-ranked sentences only; final counts cover every sentence. */
const MAX_COUNTED_SENTENCES = 1500;
/** Phrases the categoriser's vocabulary knows are topical, so they make better theme names. */
const TOPICAL_BONUS = 1.5;

interface Candidate {
  key: number;
  ids: [number, number, number];
  size: number;
  occurrences: number;
  scoreSum: number;
  highlightCount: number;
  lastHighlight: number;
  /** Only vague nouns: counted so longer phrases can contain them, never a theme itself. */
  vague: boolean;
}

type NgramVisitor = (key: number, run: readonly PhraseWord[], start: number) => void;

/** Calls `visit` for every n-gram of `size` words in the runs. */
function forEachNgram(runs: readonly PhraseWord[][], size: number, visit: NgramVisitor) {
  for (const run of runs) {
    for (let start = 0; start + size <= run.length; start += 1) {
      const a = run[start];
      if (!a) continue;
      const b = size > 1 ? run[start + 1] : undefined;
      const c = size > 2 ? run[start + 2] : undefined;
      visit(packKey(a.id, b?.id ?? 0, c?.id ?? 0), run, start);
    }
  }
}

/**
 * Counts n-grams of each size in turn. A longer n-gram can only recur in enough highlights if its shorter
 * parts do, so only those are counted (as in Apriori); this keeps the maps small on large inputs.
 */
function countCandidates(
  sentences: readonly PhraseSentence[],
  runs: readonly PhraseWord[][][],
  counted: readonly number[],
  minHighlights: number,
) {
  const candidates = new Map<number, Candidate>();
  const frequent = new Set<number>();
  for (let size = 1; size <= 3; size += 1) {
    for (const index of counted) {
      const sentence = sentences[index];
      if (!sentence) continue;
      forEachNgram(runs[index] ?? [], size, (key, run, start) => {
        const a = run[start]?.id ?? 0;
        const b = size > 1 ? (run[start + 1]?.id ?? 0) : 0;
        const c = size > 2 ? (run[start + 2]?.id ?? 0) : 0;
        if (size === 2 && !(frequent.has(packKey(a, 0, 0)) && frequent.has(packKey(b, 0, 0)))) return;
        if (size === 3 && !(frequent.has(packKey(a, b, 0)) && frequent.has(packKey(b, c, 0)))) return;
        const candidate = candidates.get(key);
        if (candidate) {
          candidate.occurrences += 1;
          candidate.scoreSum += sentence.score;
          if (candidate.lastHighlight !== sentence.highlightIndex) candidate.highlightCount += 1;
          candidate.lastHighlight = sentence.highlightIndex;
          return;
        }
        candidates.set(key, {
          key,
          ids: [a, b, c],
          size,
          occurrences: 1,
          scoreSum: sentence.score,
          highlightCount: 1,
          lastHighlight: sentence.highlightIndex,
          vague: run.slice(start, start + size).every((word) => word.vague),
        });
      });
    }
    for (const candidate of candidates.values()) {
      if (candidate.size === size && candidate.highlightCount >= minHighlights) frequent.add(candidate.key);
    }
  }
  return candidates;
}

/** The best-ranked sentences, in their original order (grouped by highlight), to count candidates in. */
function countedSentences(sentences: readonly PhraseSentence[]): number[] {
  const indexes = sentences.map((_, index) => index);
  if (sentences.length <= MAX_COUNTED_SENTENCES) return indexes;
  return indexes
    .sort((a, b) => (sentences[b]?.score ?? 0) - (sentences[a]?.score ?? 0) || a - b)
    .slice(0, MAX_COUNTED_SENTENCES)
    .sort((a, b) => a - b);
}

const ACRONYM_RE = /^\p{Lu}{2,5}s?$/u;

/** The commonest surface form; on ties an acronym, then the lower-case one, then A-Z. */
function preferredForm(forms: ReadonlyMap<string, number>): string {
  // "API" beside "/api/orders": an acronym as written, else plain lower case over a stray capital.
  const weight = (form: string) => (ACRONYM_RE.test(form) ? 2 : Number(form === form.toLowerCase()));
  const sorted = [...forms.entries()].sort(
    ([a, countA], [b, countB]) => countB - countA || weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return sorted[0]?.[0] ?? '';
}

/**
 * Recurring noun-ish phrases (1-3 content words) chosen by how many highlights mention them times the rank
 * of the sentences they occur in, then ordered by how many highlights mention them. Chosen phrases share no
 * word stem, so themes do not repeat each other.
 */
export function extractKeyPhrases(sentences: readonly PhraseSentence[], limit = 6): KeyPhrase[] {
  const vocabulary = new PhraseVocabulary();
  const runs = sentences.map((sentence) => wordRuns(sentence.text, vocabulary, sentence.language));
  const highlightCount = new Set(sentences.map((sentence) => sentence.highlightIndex)).size;
  const minHighlights = highlightCount >= 3 ? 2 : 1;
  const keyText = (candidate: Candidate) =>
    candidate.ids
      .slice(0, candidate.size)
      .map((id) => vocabulary.stems[id] ?? '')
      .join(' ');

  const topicalTerms = topicalKeys();
  const counted = countedSentences(sentences);
  const scored = [...countCandidates(sentences, runs, counted, minHighlights).values()]
    .filter(
      (candidate) =>
        candidate.highlightCount >= minHighlights &&
        !candidate.vague &&
        !(candidate.size === 1 && vocabulary.readsAsNoNoun(candidate.ids[0] ?? 0)),
    )
    .map((candidate) => {
      const frequency = candidate.highlightCount + 0.25 * (candidate.occurrences - candidate.highlightCount);
      const rank = 1 + candidate.scoreSum / candidate.occurrences;
      const text = keyText(candidate);
      const topical = topicalTerms.has(text) ? TOPICAL_BONUS : 1;
      return { candidate, text, score: frequency * rank * topical * (LENGTH_BONUS[candidate.size] ?? 1) };
    })
    .sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));

  const chosen = new Map<
    number,
    { key: string; score: number; forms: Map<string, number>; highlights: Set<number> }
  >();
  const usedIds = new Set<number>();
  for (const { candidate, text, score } of scored) {
    if (chosen.size >= limit) break;
    const ids = candidate.ids.slice(0, candidate.size);
    if (ids.some((id) => usedIds.has(id))) continue;
    for (const id of ids) usedIds.add(id);
    chosen.set(candidate.key, { key: text, score, forms: new Map(), highlights: new Set() });
  }

  // Second pass, for the chosen phrases only: their surface forms and the highlights mentioning them.
  const sizes = new Set([...chosen.values()].map((phrase) => phrase.key.split(' ').length));
  sentences.forEach((sentence, index) => {
    for (const size of sizes) {
      forEachNgram(runs[index] ?? [], size, (key, run, start) => {
        const phrase = chosen.get(key);
        if (!phrase) return;
        const words = run.slice(start, start + size);
        const form = joinWords(words.map((word, position) => (position === 0 ? word.initial : word.surface)));
        phrase.forms.set(form, (phrase.forms.get(form) ?? 0) + 1);
        phrase.highlights.add(sentence.highlightIndex);
      });
    }
  });

  // Chosen by score, shown by reach: a theme in 46 highlights comes before one in 14, as its count says.
  return [...chosen.values()]
    .map((phrase) => ({
      text: preferredForm(phrase.forms),
      key: phrase.key,
      highlightIndexes: [...phrase.highlights].sort((a, b) => a - b),
      score: phrase.score,
    }))
    .sort((a, b) => b.highlightIndexes.length - a.highlightIndexes.length || b.score - a.score);
}

/** "deep work" -> "Deep Work"; words with inner capitals ("iPhone", "AI") are kept as written. */
export function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => (/\p{Lu}/u.test(word.slice(1)) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
