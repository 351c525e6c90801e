import { MAX_QUOTE_LENGTH } from './markdown';
import type { SummaryContext } from './summary-context';

/** A short highlight is one thought ("You do not rise to your goals. You fall to your systems."): quote it all. */
const MAX_THOUGHT_SENTENCES = 3;

/** Each highlight's sentences in order, by the highlight's index. */
export function sentencesByHighlight(context: SummaryContext): Map<number, string[]> {
  const byHighlight = new Map<number, string[]>();
  for (const sentence of context.sentences) {
    const texts = byHighlight.get(sentence.highlightIndex) ?? [];
    texts.push(sentence.text);
    byHighlight.set(sentence.highlightIndex, texts);
  }
  return byHighlight;
}

/** A highlight's words when it is one short thought, else the one sentence of it a summary chose. */
export function thoughtOf(sentences: readonly string[], chosen: string): string {
  const whole = sentences.join(' ');
  return sentences.length <= MAX_THOUGHT_SENTENCES && whole.length <= MAX_QUOTE_LENGTH ? whole : chosen;
}
