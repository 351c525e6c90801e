/**
 * Where a sentence sits, for the task judge: in a quotation (its imperatives are someone's advice), on a line
 * under a to-do heading ("Shopping:", "To book"), or as the heading itself.
 */
import { isImperative, TASK_PREFIX_RE } from './imperative-shapes';
import { type Neighbourhood, neighbourhoods, type PlacedSentence } from './sentence-neighbourhood';
import { isAttribution, isQuotationLead } from './task-patterns';
import { isHeadingLine, isListEntry, isSetForATime, isTodoHeading, isTodoHeadingLine } from './todo-lists';

export type { PlacedSentence };

/** "TODO turn the cheddars", "Action: book the hall": the first job of a list, not its heading ("TODO:" is). */
const isLabelledTask = (text: string) => {
  const prefix = TASK_PREFIX_RE.exec(text.trim());
  return prefix !== null && text.trim().length > prefix[0].length;
};

export interface TaskPlace extends Partial<Neighbourhood> {
  /** The highlight quotes someone by its words: signed "— Author" or opened with its source ("Quote from ...:"). */
  quotation: boolean;
  /**
   * The highlight was saved with an author or a place in its source (imported from a book, clipped with its
   * page): a passage of a work, whose imperatives are never the reader's to-dos.
   */
  ofAWork: boolean;
  /** A line of a checklist ("- [ ] ring the vet"), or a short line under a heading that names a to-do list. */
  listEntry: boolean;
  /** The first line of several, heading the rest ("Team call", "Shopping"). */
  heading: boolean;
  /** The highlight's first sentence. */
  first: boolean;
  /** Most of the highlight's several sentences are in the imperative: a run of advice, or a list of jobs. */
  imperativeRun: boolean;
  /** The line heading the highlight, for the sentences under it: "Pets at Home", "Shopping for the board dinner". */
  under?: string;
}

/**
 * The place of every sentence, by its index. `quotesAWork` tells, by highlight index, the highlights known to
 * quote someone's work (imported from a book with its author or page): all of their sentences are of a work.
 * `around` gives the sentences' neighbourhoods when the caller has found them already.
 */
export function taskPlaces(
  sentences: readonly PlacedSentence[],
  quotesAWork: (highlightIndex: number) => boolean = () => false,
  around: readonly Neighbourhood[] = neighbourhoods(sentences),
): TaskPlace[] {
  const quotations = new Set<number>();
  const headed = new Set<number>();
  const headings = new Map<number, string>();
  const counts = new Map<number, number>();
  const imperatives = new Map<number, number>();
  for (const { highlightIndex, text } of sentences) {
    counts.set(highlightIndex, (counts.get(highlightIndex) ?? 0) + 1);
    if (isImperative(text)) imperatives.set(highlightIndex, (imperatives.get(highlightIndex) ?? 0) + 1);
  }
  const places: TaskPlace[] = [];
  for (const sentence of sentences) {
    const { text, highlightIndex, position } = sentence;
    if (isAttribution(text) || (position === 0 && isQuotationLead(text))) quotations.add(highlightIndex);
    const count = counts.get(highlightIndex) ?? 0;
    // "Team call" over the lines of a note heads them; "Shopping" over its lines makes them things to get. A line
    // set for a time ("Dentist Thurs 4.15", "Pricing review 3pm") is an appointment the judge weighs.
    const heading =
      position === 0 &&
      count > 1 &&
      (isHeadingLine(text) || isTodoHeadingLine(text)) &&
      !isSetForATime(text) &&
      !isLabelledTask(text);
    const under = headings.get(highlightIndex);
    places[sentence.index] = {
      quotation: false,
      ofAWork: quotesAWork(highlightIndex),
      listEntry: sentence.checkbox === true || (headed.has(highlightIndex) && isListEntry(text)),
      heading,
      first: position === 0,
      imperativeRun: count >= 2 && (imperatives.get(highlightIndex) ?? 0) * 2 > count,
      ...around[sentence.index],
      ...(under !== undefined && { under }),
    };
    if (heading) headings.set(highlightIndex, text);
    if (isTodoHeading(text) || (heading && isTodoHeadingLine(text))) headed.add(highlightIndex);
  }
  // An attribution signs the whole highlight, the sentences before it too.
  for (const sentence of sentences) {
    const place = places[sentence.index];
    if (place && quotations.has(sentence.highlightIndex)) place.quotation = true;
  }
  return places;
}
