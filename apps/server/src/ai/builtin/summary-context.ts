import { extractKeyPhrases, type KeyPhrase } from './key-phrases';
import { tidyQuote } from './markdown';
import { stripMarkdown } from './markdown-plain';
import { splitSentenceLines } from './sentences';
import { rankSentences } from './text-rank';
import type { SparseVector } from './tf-idf';
import { contentTokens } from './tokens';

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
  /** A passage of someone's work (it has an author or a place in its source), not the reader's own note. */
  quotesAWork: boolean;
  /**
   * It has a page, e-reader location or time in its source: a passage of a book, podcast or video, whose
   * problems and decisions are the work's, not the reader's. (An author alone may sign a news article.)
   */
  placedInAWork: boolean;
  /** Milliseconds since the epoch; NaN when createdAt is not a date. */
  time: number;
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

/** A Readwise "order" is a plain ordinal, no place in a work. */
const placedInAWork = (highlight: HighlightInput) =>
  highlight.location !== null && highlight.location !== undefined && highlight.location.type !== 'order';

export function buildContext(input: readonly HighlightInput[], timeZone: string): SummaryContext {
  const highlights: SummaryHighlight[] = input.map((highlight, index) => {
    const placed = placedInAWork(highlight);
    return {
      index,
      id: String(highlight.id),
      source: highlight.source ? tidyQuote(highlight.source, 120) : null,
      quotesAWork: Boolean(highlight.author?.trim()) || placed,
      placedInAWork: placed,
      time: Date.parse(highlight.createdAt),
    };
  });

  const sentences: SentenceUnit[] = [];
  input.forEach((highlight, highlightIndex) => {
    splitSentenceLines(stripMarkdown(String(highlight.content ?? ''))).forEach(
      ({ text, checkbox }, position) => {
        const wordCount = text.split(/\s+/).filter((word) => word.length > 0).length;
        sentences.push({ index: sentences.length, highlightIndex, position, text, wordCount, checkbox });
      },
    );
  });

  const tokens = sentences.map((sentence) => contentTokens(sentence.text));
  const { scores: baseScores, vectors } = rankSentences(tokens);
  const scores = sentences.map((sentence) =>
    adjustedScore(
      baseScores[sentence.index] ?? 0,
      sentence,
      tokens[sentence.index]?.length ?? 0,
      Boolean(input[sentence.highlightIndex]?.comment?.trim()),
    ),
  );
  const ranked = sentences
    .map((sentence) => sentence.index)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const phrases = extractKeyPhrases(
    sentences.map((sentence) => ({
      text: sentence.text,
      highlightIndex: sentence.highlightIndex,
      score: scores[sentence.index] ?? 0,
    })),
    MAX_PHRASES,
  );
  return { highlights, sentences, scores, vectors, ranked, phrases, timeZone };
}
