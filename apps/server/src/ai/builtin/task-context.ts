/**
 * Where a sentence sits, for the task judge: in a quotation (its imperatives are someone's advice), on a line
 * under a to-do heading ("Shopping:", "To book"), or as the heading itself.
 */
import { isImperative } from './imperative-shapes';
import { isAttribution, isQuotationLead } from './task-patterns';
import { isHeadingLine, isListEntry, isSetForATime, isTodoHeading, isTodoHeadingLine } from './todo-lists';

export interface PlacedSentence {
  /** Index of the sentence among all sentences placed together. */
  index: number;
  highlightIndex: number;
  /** Index of the sentence within its highlight. */
  position: number;
  text: string;
}

export interface TaskPlace {
  /** The highlight quotes someone: signed "— Author" or opened with its source. */
  quotation: boolean;
  /** A short line under a heading that names a to-do list. */
  listEntry: boolean;
  /** The first line of several, heading the rest ("Team call", "Shopping"). */
  heading: boolean;
  /** The highlight's first sentence. */
  first: boolean;
  /** Most of the highlight's several sentences are in the imperative: a run of advice, or a list of jobs. */
  imperativeRun: boolean;
  /** The sentences before and after it in the same highlight, if any: a question before, an answer after. */
  previous?: string;
  next?: string;
  /**
   * What the highlight as a whole looks like (how many sentences, how long, how many unstopped, a question, an
   * "I did"): a book's long passage, a chat, a list of short lines.
   */
  shape?: readonly string[];
}

/**
 * The place of every sentence, by its index. `quotesAWork` tells, by highlight index, the highlights known to
 * quote someone's work (imported from a book with its author or page): all of their sentences are quotation.
 */
export function taskPlaces(
  sentences: readonly PlacedSentence[],
  quotesAWork: (highlightIndex: number) => boolean = () => false,
): TaskPlace[] {
  const quotations = new Set<number>();
  const headed = new Set<number>();
  const counts = new Map<number, number>();
  const imperatives = new Map<number, number>();
  for (const { highlightIndex, text } of sentences) {
    counts.set(highlightIndex, (counts.get(highlightIndex) ?? 0) + 1);
    if (isImperative(text)) imperatives.set(highlightIndex, (imperatives.get(highlightIndex) ?? 0) + 1);
  }
  const shapes = highlightShapes(sentences);
  const places: TaskPlace[] = [];
  for (const sentence of sentences) {
    const { text, highlightIndex, position } = sentence;
    if (isAttribution(text) || (position === 0 && isQuotationLead(text)) || quotesAWork(highlightIndex))
      quotations.add(highlightIndex);
    const count = counts.get(highlightIndex) ?? 0;
    // "Team call" over the lines of a note heads them; "Shopping" over its lines makes them things to get.
    const heading =
      position === 0 && count > 1 && isHeadingLine(text) && !(count === 2 && isSetForATime(text));
    places[sentence.index] = {
      quotation: false,
      listEntry: headed.has(highlightIndex) && isListEntry(text),
      heading,
      first: position === 0,
      imperativeRun: count >= 2 && (imperatives.get(highlightIndex) ?? 0) * 2 > count,
      previous: neighbourIn(sentences[sentence.index - 1], highlightIndex),
      next: neighbourIn(sentences[sentence.index + 1], highlightIndex),
      shape: shapes.get(highlightIndex) ?? [],
    };
    if (isTodoHeading(text) || (heading && isTodoHeadingLine(text))) headed.add(highlightIndex);
  }
  // An attribution signs the whole highlight, the sentences before it too.
  for (const sentence of sentences) {
    const place = places[sentence.index];
    if (place && quotations.has(sentence.highlightIndex)) place.quotation = true;
  }
  return places;
}

const neighbourIn = (sentence: PlacedSentence | undefined, highlightIndex: number) =>
  sentence?.highlightIndex === highlightIndex ? sentence.text : undefined;

/** The shape of each highlight, by its index: names the task judge weighs as features. */
function highlightShapes(sentences: readonly PlacedSentence[]): Map<number, string[]> {
  const byHighlight = new Map<number, string[]>();
  for (const { highlightIndex, text } of sentences) {
    const texts = byHighlight.get(highlightIndex);
    if (texts) texts.push(text);
    else byHighlight.set(highlightIndex, [text]);
  }
  const shapes = new Map<number, string[]>();
  for (const [highlightIndex, texts] of byHighlight) {
    // One sentence's shape is the sentence's own: book fragments and one-line errands look alike.
    if (texts.length === 1) {
      shapes.set(highlightIndex, ['hl:sentences:1']);
      continue;
    }
    const meanWords = texts.reduce((sum, text) => sum + text.split(/\s+/).length, 0) / texts.length;
    const unstopped = texts.filter((text) => !/[.!?…]["'”’)\]]*$/.test(text.trim())).length / texts.length;
    shapes.set(highlightIndex, [
      `hl:sentences:${Math.min(5, texts.length)}`,
      `hl:words:${Math.min(8, Math.floor(meanWords / 5))}`,
      `hl:unstopped:${Math.round(unstopped * 2)}`,
      ...(texts.some((text) => /\?["'”’)]*$/.test(text.trim())) ? ['hl:question'] : []),
      ...(texts.some((text) => /\b(?:i|we)\s+\w+ed\b/i.test(text)) ? ['hl:i-did'] : []),
    ]);
  }
  return shapes;
}
