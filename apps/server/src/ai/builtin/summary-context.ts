import { isToDoLanguage, type ToDoLanguage } from './foreign-todos';
import { extractKeyPhrases, type KeyPhrase } from './key-phrases';
import { type LanguageReading, readLanguage } from './language-guess';
import { tidyQuote } from './markdown';
import { stripMarkdown } from './markdown-plain';
import { continuations } from './passage-pieces';
import { splitSentenceLines } from './sentences';
import { rankSentences } from './text-rank';
import type { SparseVector } from './tf-idf';
import { contentTokensOfWords, words } from './tokens';
import { hasSpacelessScript } from './word-segments';

export interface HighlightInput {
  id: string;
  content: string;
  source?: string | null;
  author?: string | null;
  location?: { type: string; value: string } | null;
  comment?: string | null;
  createdAt: string;
}

export interface SummaryHighlight {
  index: number;
  id: string;
  source: string | null;
  author: string | null;
  /** A passage of someone's work (it has an author or a place in its source), not the reader's own note. */
  quotesAWork: boolean;
  /**
   * It has a page, e-reader location or time in its source: a passage of a book, podcast or video, whose
   * problems and decisions are the work's, not the reader's. (An author alone may sign a news article.)
   */
  placedInAWork: boolean;
  /** Milliseconds since the epoch; NaN when createdAt is not a date. */
  time: number;
  /**
   * Written in English, the one language the task and list judges learned: a German, Chinese or Russian highlight
   * is never weighed by them, whose English cues would list its sentences at random.
   */
  readsAsEnglish: boolean;
  /**
   * The language its to-dos are written in when it is not English: German, French or Spanish, its own or, for a
   * highlight too short to tell ("Zahnarzt anrufen"), the one most of the others are in; the English judge weighs
   * such a highlight as well.
   */
  toDoLanguage?: ToDoLanguage;
  /**
   * Set on the reader's note on a highlight (its comment), read as a unit of its own: the index of the highlight
   * it is on. A note is the reader's words even on a book's passage ("Try this at Monday's retro").
   */
  noteOn?: number;
  /** The index of the highlight this one goes on from: a passage highlighted in pieces (`passage-pieces.ts`). */
  continues?: number;
}

export interface SentenceUnit {
  index: number;
  highlightIndex: number;
  /** Position of the sentence within its highlight. */
  position: number;
  text: string;
  wordCount: number;
  /** Written on an open checkbox's line ("- [ ] ring the vet"). */
  checkbox: boolean;
}

export interface SummaryContext {
  highlights: SummaryHighlight[];
  sentences: SentenceUnit[];
  /** Rank score per sentence, in [0, 1]. */
  scores: number[];
  vectors: SparseVector[];
  /** Sentence indexes, best first. */
  ranked: number[];
  phrases: KeyPhrase[];
  timeZone: string;
}

const MAX_PHRASES = 6;

/** Short fragments rarely make good key points; annotated highlights matter more to their owner. */
function adjustedScore(
  base: number,
  sentence: SentenceUnit,
  tokenCount: number,
  hasComment: boolean,
): number {
  let score = base;
  if (tokenCount < 3) score *= 0.5;
  if (sentence.position === 0) score *= 1.05;
  if (hasComment) score *= 1.1;
  return score;
}

/** The highlights as saved, without the units of their notes: what a summary counts. */
export const savedHighlights = (context: SummaryContext): SummaryHighlight[] =>
  context.highlights.filter((highlight) => highlight.noteOn === undefined);

/** The index of the saved highlight a sentence belongs to: its own, or for a note's sentence the one it is on. */
export const savedIndexOf = (context: SummaryContext, sentence: SentenceUnit): number =>
  context.highlights[sentence.highlightIndex]?.noteOn ?? sentence.highlightIndex;

/** A Readwise "order" is a plain ordinal, no place in a work. */
const placedInAWork = (highlight: HighlightInput) =>
  highlight.location !== null && highlight.location !== undefined && highlight.location.type !== 'order';

/** Enough words to tell German from English by their function words. */
const LANGUAGE_SAMPLE_WORDS = 40;

const ENGLISH: LanguageReading = { language: 'en', foreign: false, undecided: false };
const NOT_LATIN_RE = /[^\p{Script=Latin}\P{L}]/u;
const WEB_ADDRESS_RE = /\b(?:https?:\/\/|www\.)\S*/gi;

/** Each highlight's first words, enough to tell its language by. */
function highlightSamples(
  count: number,
  sentences: readonly SentenceUnit[],
  sentenceWords: readonly (readonly string[])[],
): string[][] {
  const samples: string[][] = Array.from({ length: count }, () => []);
  for (const sentence of sentences) {
    const sample = samples[sentence.highlightIndex];
    for (const word of sentenceWords[sentence.index] ?? []) {
      if (sample === undefined || sample.length >= LANGUAGE_SAMPLE_WORDS) break;
      sample.push(word);
    }
  }
  return samples;
}

/** English: no other language's function words outnumber its own, and most of its words are in the Latin alphabet. */
function readsAsEnglish(content: string, reading: LanguageReading): boolean {
  if (reading.foreign) return false;
  if (!NOT_LATIN_RE.test(content)) return true;
  // A web address is Latin letters in any language: "常见法规释义：http://www.npc.gov.cn/" is Chinese.
  const written = words(content.replace(WEB_ADDRESS_RE, ' ')).slice(0, LANGUAGE_SAMPLE_WORDS);
  const latin = written.filter((word) => /^[a-z0-9']+$/.test(word)).length;
  return latin * 2 >= written.length;
}

/**
 * The language most highlights read as, when it is German, French or Spanish and no fewer highlights read as it
 * than as English: the reader's own, for notes too short to tell.
 */
function mainToDoLanguage(readings: readonly LanguageReading[]): ToDoLanguage | undefined {
  const counts = new Map<ToDoLanguage, number>();
  let english = 0;
  for (const reading of readings) {
    if (isToDoLanguage(reading.foreignLanguage))
      counts.set(reading.foreignLanguage, (counts.get(reading.foreignLanguage) ?? 0) + 1);
    else if (!reading.foreign && !reading.undecided) english += 1;
  }
  let main: ToDoLanguage | undefined;
  for (const [language, count] of counts)
    if (count >= english && count > (main === undefined ? 0 : (counts.get(main) ?? 0))) main = language;
  return main;
}

function toDoLanguageOf(
  reading: LanguageReading,
  readersLanguage: ToDoLanguage | undefined,
): { toDoLanguage?: ToDoLanguage } {
  if (reading.foreign)
    return isToDoLanguage(reading.foreignLanguage) ? { toDoLanguage: reading.foreignLanguage } : {};
  return reading.undecided && readersLanguage !== undefined ? { toDoLanguage: readersLanguage } : {};
}

interface TextUnit {
  text: string;
  /** For a note, the index of the highlight it is on. */
  noteOn?: number;
}

/**
 * Readwise's action tags, typed as a Kindle or Kobo note for Readwise to act on: ".productivity" tags the highlight,
 * ".h1" makes it a heading, ".c1" joins it to the next. Orders to a tool, not the reader's words.
 */
const ACTION_TAGS_RE = /^(?:\.\p{L}[\p{L}\p{N}_-]*(?:\s+|$))+/u;

/** Each highlight's text, then, as units of their own after all of them, the notes people wrote on them. */
function textUnits(input: readonly HighlightInput[]): TextUnit[] {
  const units: TextUnit[] = input.map((highlight) => ({ text: String(highlight.content ?? '') }));
  input.forEach((highlight, index) => {
    const comment =
      typeof highlight.comment === 'string' ? highlight.comment.trim().replace(ACTION_TAGS_RE, '') : '';
    if (comment) units.push({ text: comment, noteOn: index });
  });
  return units;
}

export function buildContext(input: readonly HighlightInput[], timeZone: string): SummaryContext {
  const units = textUnits(input);
  const noteOf = new Map<number, number>();
  units.forEach((unit, index) => {
    if (unit.noteOn !== undefined) noteOf.set(unit.noteOn, index);
  });
  const sentences: SentenceUnit[] = [];
  const addSentences = (unitIndex: number) =>
    splitSentenceLines(stripMarkdown(units[unitIndex]?.text ?? '')).forEach(
      ({ text, checkbox }, position) => {
        sentences.push({
          index: sentences.length,
          highlightIndex: unitIndex,
          position,
          text,
          wordCount: 0,
          checkbox,
        });
      },
    );
  // A note's sentences follow its highlight's, so sentences still come highlight by highlight.
  input.forEach((_, highlightIndex) => {
    addSentences(highlightIndex);
    const note = noteOf.get(highlightIndex);
    if (note !== undefined) addSentences(note);
  });
  const sentenceWords = sentences.map((sentence) => words(sentence.text));
  for (const sentence of sentences) {
    // A space parts the words of most scripts; Chinese, Japanese and Thai need their words found.
    sentence.wordCount = hasSpacelessScript(sentence.text)
      ? (sentenceWords[sentence.index]?.length ?? 0)
      : sentence.text.split(/\s+/).filter((word) => word.length > 0).length;
  }

  const samples = highlightSamples(units.length, sentences, sentenceWords);
  const readings = units.map((unit, index) => readLanguage(unit.text, samples[index]));
  const languageOf = (sentence: SentenceUnit) => readings[sentence.highlightIndex]?.language ?? 'en';
  const readersLanguage = mainToDoLanguage(readings.slice(0, input.length));
  const continued = continuations(input);
  const highlights: SummaryHighlight[] = units.map((unit, index) => {
    const highlight = input[unit.noteOn ?? index] as HighlightInput;
    const placed = unit.noteOn === undefined && placedInAWork(highlight);
    return {
      index,
      id: String(highlight.id),
      source: highlight.source ? tidyQuote(highlight.source, 120) : null,
      author: highlight.author?.trim() ? tidyQuote(highlight.author, 80) : null,
      quotesAWork: unit.noteOn === undefined && (Boolean(highlight.author?.trim()) || placed),
      placedInAWork: placed,
      time: Date.parse(highlight.createdAt),
      readsAsEnglish: readsAsEnglish(unit.text, readings[index] ?? ENGLISH),
      ...toDoLanguageOf(readings[index] ?? ENGLISH, readersLanguage),
      ...(unit.noteOn === undefined ? {} : { noteOn: unit.noteOn }),
      ...(continued.has(index) && unit.noteOn === undefined ? { continues: continued.get(index) } : {}),
    };
  });
  const savedIndex = (sentence: SentenceUnit) =>
    units[sentence.highlightIndex]?.noteOn ?? sentence.highlightIndex;

  const tokens = sentences.map((sentence) =>
    contentTokensOfWords(sentenceWords[sentence.index] ?? [], languageOf(sentence)),
  );
  const { scores: baseScores, vectors } = rankSentences(tokens);
  const scores = sentences.map((sentence) =>
    adjustedScore(
      baseScores[sentence.index] ?? 0,
      sentence,
      tokens[sentence.index]?.length ?? 0,
      noteOf.has(savedIndex(sentence)),
    ),
  );
  const ranked = sentences
    .map((sentence) => sentence.index)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const phrases = extractKeyPhrases(
    sentences.map((sentence) => ({
      text: sentence.text,
      // A phrase of a highlight and of the note on it is one highlight's.
      highlightIndex: savedIndex(sentence),
      score: scores[sentence.index] ?? 0,
      language: languageOf(sentence),
    })),
    MAX_PHRASES,
  );
  return { highlights, sentences, scores, vectors, ranked, phrases, timeZone };
}
