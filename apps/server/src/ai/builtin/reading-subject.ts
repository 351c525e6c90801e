import type { SummaryContext } from './summary-context';

/** Share of the highlights that must be passages of works for the works to name the period. */
const MOSTLY_READING = 2 / 3;
/** Share of those passages the named works must hold between them. */
const MOSTLY_THESE_WORKS = 0.6;
/** A second work is named when it has at least this share of the first's passages. */
const SECOND_WORK = 0.25;
const MAX_NAME_LENGTH = 40;

/**
 * "The Dawn of Everything: A New History of Humanity (David Graeber)" → "The Dawn of Everything": a work's title
 * without its subtitle, its series or its author, as a person names the book they read.
 */
export function shortWorkTitle(title: string): string {
  const main = title
    .replace(/\s*[([].*$/, '')
    .replace(/\s*[:|–—]\s.*$/, '')
    .replace(/:\s*$/, '')
    .trim();
  const name = main.length > 0 ? main : title.trim();
  return name.length <= MAX_NAME_LENGTH ? name : `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`;
}

/**
 * What a period of reading was about, by the works read: one or two of them when most of the highlights (of those
 * given, or all) are passages of works and these works hold most of them. A month spent in The Dawn of Everything and
 * Prehistory is "The Dawn of Everything & Prehistory", not "Human, Societies & Nouns", the words its passages share.
 * None for a day of the reader's own notes, or of many works.
 */
export function readingSubject(context: SummaryContext, among?: ReadonlySet<number>): string[] {
  const highlights = context.highlights.filter(
    (highlight) => highlight.noteOn === undefined && (among === undefined || among.has(highlight.index)),
  );
  const passages = highlights.filter((highlight) => highlight.quotesAWork && highlight.source?.trim());
  if (passages.length === 0 || passages.length < MOSTLY_READING * highlights.length) return [];
  const perWork = new Map<string, number>();
  for (const passage of passages) {
    const name = shortWorkTitle(passage.source ?? '');
    perWork.set(name, (perWork.get(name) ?? 0) + 1);
  }
  const [first, second] = [...perWork.entries()].sort(
    ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0),
  );
  if (!first) return [];
  const named = second && second[1] >= SECOND_WORK * first[1] ? [first, second] : [first];
  const held = named.reduce((sum, [, count]) => sum + count, 0);
  return held >= MOSTLY_THESE_WORKS * passages.length ? named.map(([name]) => name) : [];
}
