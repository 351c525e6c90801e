import { withDayOfHeading, withQueueOfHeading } from './day-headings';
import {
  escapeMarkdownText,
  italicLine,
  MAX_QUOTE_LENGTH,
  quoteBullet,
  tidyQuote,
  type WorkCredit,
} from './markdown';
import { joinPieces } from './passage-pieces';
import { calendarDate, weekdayDate } from './period';
import { withQuotationMarksPaired } from './quote-marks';
import { shortWorkTitle } from './reading-subject';
import {
  type SentenceUnit,
  type SummaryContext,
  type SummaryHighlight,
  savedHighlights,
} from './summary-context';
import { selectDiverse } from './text-rank';
import { isHeadingLine } from './todo-lists';
import { joinSentences, sentencesByHighlight, thoughtOf, withQuotationClosed } from './whole-thoughts';

/** Markdown lines plus the highlights they quote or summarise. */
export interface Section {
  lines: string[];
  used: Set<number>;
}

export interface PickOptions {
  limit: number;
  /** Fewer words than this and a sentence is skipped. */
  minWords?: number;
  maxPerHighlight?: number;
  /** Cosine similarity above which a sentence repeats an already picked one. */
  maxSimilarity?: number;
}

/** Best-ranked sentences passing `predicate`, without near-duplicates, at most a few per highlight. */
export function pickSentences(
  context: SummaryContext,
  predicate: (text: string, sentence: SentenceUnit) => boolean,
  options: PickOptions,
): number[] {
  const { limit, minWords = 1, maxPerHighlight = 3, maxSimilarity = 0.5 } = options;
  const perHighlight = new Map<number, number>();
  const seenTexts = new Set<string>();
  return selectDiverse(context.ranked, context.vectors, limit, maxSimilarity, (index) => {
    const sentence = context.sentences[index];
    if (!sentence || sentence.wordCount < minWords || !predicate(sentence.text, sentence)) return false;
    const normalised = sentence.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const count = perHighlight.get(sentence.highlightIndex) ?? 0;
    if (count >= maxPerHighlight || seenTexts.has(normalised)) return false;
    perHighlight.set(sentence.highlightIndex, count + 1);
    seenTexts.add(normalised);
    return true;
  });
}

export function bulletSection(
  context: SummaryContext,
  sentenceIndexes: readonly number[],
  checkbox = false,
): Section {
  const section: Section = { lines: [], used: new Set() };
  const listed = new Set(sentenceIndexes);
  for (const index of sentenceIndexes) {
    const sentence = context.sentences[index];
    const highlight = sentence ? context.highlights[sentence.highlightIndex] : undefined;
    if (!sentence || !highlight) continue;
    // "Fridge is leaking again." listed with "Must sort that this week." after it: one bullet holds both.
    if (listed.has(index + 1) && pointsBack(context, index + 1)) continue;
    const text = withWhatItIsOn(context, highlight, withWhatItsHeadingSays(context, index));
    section.lines.push(quoteBullet(text, highlight.id, checkbox));
    section.used.add(highlight.index);
  }
  return section;
}

/**
 * "Do that tomorrow.", "Must sort it this week": a short line that points back at the sentence before it. "That"
 * and "this" point back when nothing they could qualify follows ("Call the garage this week" does not).
 */
const POINTS_BACK_RE =
  /^(?:\S+\s+){0,6}?(?:(?:it|them)\b|(?:that|this|those|these)(?=\s*[.!?,;:]|\s*$|\s+(?:today|tonight|tomorrow|now|first|too|again|asap|soon|later|before|after|by|on|at|in|for|with|to|this|next|when|up|off|out|back|over|down)\b))/i;
// "Chase it Monday, politely but with the late-fee clause quoted." points back as surely as "Sort that today.".
const MAX_POINTING_WORDS = 12;

/** Whether the sentence at `index` is a short line pointing back at the one before it, in its highlight. */
function pointsBack(context: SummaryContext, index: number): boolean {
  const sentence = context.sentences[index];
  const before = context.sentences[index - 1];
  return (
    sentence !== undefined &&
    before !== undefined &&
    before.highlightIndex === sentence.highlightIndex &&
    sentence.wordCount <= MAX_POINTING_WORDS &&
    POINTS_BACK_RE.test(sentence.text)
  );
}

/**
 * A listed sentence as its bullet quotes it: to the close of a quotation it opens, and a short line that points
 * back ("Need to remember that.") with the sentence it points at.
 */
function withWhatItPointsAt(context: SummaryContext, index: number): string {
  const text = withQuotationClosed(context, index);
  const before = context.sentences[index - 1];
  return before !== undefined && pointsBack(context, index) ? joinSentences([before.text, text]) : text;
}

/**
 * The listed line with the day or the queue its highlight is headed by ("Tomorrow: clean the mews", "Books to
 * read: Piranesi"), if one is.
 */
function withWhatItsHeadingSays(context: SummaryContext, index: number): string {
  const text = withWhatItPointsAt(context, index);
  const sentence = context.sentences[index];
  if (!sentence || sentence.position === 0) return text;
  const heading = context.sentences[index - sentence.position]?.text;
  return withQueueOfHeading(heading, withDayOfHeading(heading, text));
}

/** How much of a highlight a bullet quoting the note on it shows. */
const NOTED_LEAD_LENGTH = 80;

/** A bullet quoting a note says what the note is on: "Try this at work on Monday" means little without "this". */
function withWhatItIsOn(context: SummaryContext, highlight: SummaryHighlight, text: string): string {
  if (highlight.noteOn === undefined) return text;
  const lead = context.sentences.find((sentence) => sentence.highlightIndex === highlight.noteOn);
  return lead ? `${text} (note on “${tidyQuote(lead.text, NOTED_LEAD_LENGTH)}”)` : text;
}

export function keyPointLimit(context: SummaryContext): number {
  return Math.min(10, Math.max(3, Math.round(2 + Math.sqrt(savedHighlights(context).length) * 1.5)));
}

/**
 * The best-ranked sentences, each quoted with its highlight when that is one short thought; `worth` may prefer
 * some, and unless `orAny` is false any sentence is taken when none is worth it.
 */
export function keyPoints(
  context: SummaryContext,
  limit = keyPointLimit(context),
  worth: (text: string, sentence: SentenceUnit) => boolean = () => true,
  orAny = true,
  shownElsewhere: ReadonlySet<number> = new Set(),
): Section {
  const wholeFirst = { ...context, ranked: wholeSentencesFirst(context) };
  const worthAPoint = (text: string, sentence: SentenceUnit) =>
    !headsLines(context, sentence) && worth(text, sentence);
  let picked = pickSentences(wholeFirst, worthAPoint, { limit, minWords: 4, maxPerHighlight: 2 });
  // Very short highlights may have no four-word sentence, or none worth it; any sentence beats an empty summary.
  if (picked.length === 0 && orAny)
    picked = pickSentences(wholeFirst, () => true, { limit, maxPerHighlight: 2 });
  return wholeThoughts(context, picked, shownElsewhere);
}

/**
 * "Food bank committee, Tuesday" or "Notes from the call:" over the lines of a note names them; it is no point of
 * its own.
 */
function headsLines(context: SummaryContext, sentence: SentenceUnit): boolean {
  if (sentence.position !== 0) return false;
  const next = context.sentences[sentence.index + 1];
  return next?.highlightIndex === sentence.highlightIndex && isHeadingLine(sentence.text);
}

/**
 * The ranking with a work's sentence pieces after its whole sentences: an e-reader's highlight that starts or
 * stops mid-sentence ("Generic among other similar nouns", "to describe the relationship of a noun") makes a
 * poor takeaway beside a whole one, as a careful reader quoting a book would agree. The reader's own notes are
 * whole as written, full stop or not ("ring the vet").
 */
function wholeSentencesFirst(context: SummaryContext): number[] {
  const isPiece = (index: number) => {
    const sentence = context.sentences[index];
    const highlight = sentence && context.highlights[sentence.highlightIndex];
    return highlight?.quotesAWork === true && sentence !== undefined && isSentencePiece(sentence.text);
  };
  const whole = context.ranked.filter((index) => !isPiece(index));
  return whole.length === context.ranked.length
    ? context.ranked
    : [...whole, ...context.ranked.filter(isPiece)];
}

const OPENS_MIDWAY_RE = /^[…]|^\.\.\.|^\p{Ll}/u;
const STOPS_MIDWAY_RE = /[\p{L}\p{N},;:–—\-、，；：]$/u;

/** "syntax, the rules that govern how we structure sentences." or "The way I see it, the": begun or ended midway. */
function isSentencePiece(text: string): boolean {
  const trimmed = text.trim();
  return OPENS_MIDWAY_RE.test(trimmed) || STOPS_MIDWAY_RE.test(trimmed.replace(/["'”’)\]」』]+$/u, ''));
}

/**
 * Each picked sentence as the thought it belongs to; a sentence another section shows ("Start planning the party
 * this weekend." among the action items) is not repeated around a key point ("Mum's 70th next month.").
 */
function wholeThoughts(
  context: SummaryContext,
  sentenceIndexes: readonly number[],
  shownElsewhere: ReadonlySet<number>,
): Section {
  const byHighlight = sentencesByHighlight(context, shownElsewhere);
  const section: Section = { lines: [], used: new Set() };
  const credits = ofSeveralWorks(context);
  for (const index of sentenceIndexes) {
    const sentence = context.sentences[index];
    const highlight = sentence ? context.highlights[sentence.highlightIndex] : undefined;
    if (!sentence || !highlight || section.used.has(highlight.index)) continue;
    const all = byHighlight.get(highlight.index) ?? [];
    const own = thoughtOf(all, sentence.text);
    if (own === joinSentences(all)) section.used.add(highlight.index);
    const whole = withPiecesAround(context, byHighlight, section.used, highlight.index, own);
    const maxLength = whole === own ? MAX_QUOTE_LENGTH : MAX_PIECES_LENGTH;
    const text = highlight.quotesAWork ? markedAsPiece(whole) : whole;
    section.lines.push(
      quoteBullet(
        withWhatItIsOn(context, highlight, text),
        highlight.id,
        false,
        maxLength,
        credits ? creditOf(highlight, text) : undefined,
      ),
    );
  }
  for (const index of sentenceIndexes) {
    const highlightIndex = context.sentences[index]?.highlightIndex;
    if (highlightIndex !== undefined) section.used.add(highlightIndex);
  }
  return section;
}

/** Whether the period quotes more than one work: a month in one book names it in its title, not in every line. */
function ofSeveralWorks(context: SummaryContext): boolean {
  const works = new Set<string>();
  for (const highlight of context.highlights) {
    if (!highlight.quotesAWork) continue;
    works.add(`${highlight.author ?? ''}\u0000${highlight.source ? shortWorkTitle(highlight.source) : ''}`);
    if (works.size > 1) return true;
  }
  return false;
}

/**
 * A passage of a work quoted as a key point names its author and work ("— Oliver Burkeman, *Four Thousand
 * Weeks*"), as a careful quoter does: a day of five books' quotes says which said what. A quote that signs itself
 * ("... — Kahlil Gibran") keeps its own credit.
 */
function creditOf(highlight: SummaryHighlight, text: string): WorkCredit | undefined {
  if (!highlight.quotesAWork || SIGNED_RE.test(text)) return undefined;
  const title = highlight.source ? shortWorkTitle(highlight.source) : null;
  if (!title && !highlight.author) return undefined;
  return { author: highlight.author && nameAsWritten(highlight.author), title };
}

/**
 * "Robbins, Tony" (as Kindle files its authors) → "Tony Robbins", as a quote is signed; "Smith, John, Jr.", "Tolkien;
 * Tolkien" and a single name stay as they are.
 */
function nameAsWritten(author: string): string {
  const filed = /^([^,;]+),\s*([^,;]+)$/u.exec(author.trim());
  if (!filed?.[1] || !filed[2] || NAME_SUFFIX_RE.test(filed[2])) return author;
  return `${filed[2].trim()} ${filed[1].trim()}`;
}
const NAME_SUFFIX_RE = /^(?:jr|sr|i{1,3}|iv|phd|md|esq)\.?$/i;
/** "... — Kahlil Gibran", "... – Ines Marchand, Lost and Found in Translation": a quote signed by its author. */
const SIGNED_RE = /\s[—–]{1,2}\s*\p{Lu}[\p{L}.'’ -]{1,60}(?:,[^—–!?]{1,80})?$/u;

/**
 * A quote from a work that starts or stops mid-sentence, marked so with an ellipsis, as a careful quoter does:
 * "…someone like you is going on a first date." (an e-reader's highlight that began mid-way).
 */
function markedAsPiece(text: string): string {
  const opensMidway = /^\p{Ll}/u.test(text);
  const stopsMidway =
    /[\p{L}\p{N},;:–—\-、，；：]$/u.test(text) &&
    !/[.!?…。！？]["'”’)\]」』]*$/u.test(text) &&
    !SIGNED_RE.test(text);
  const start = opensMidway ? `…${text}` : text;
  return withQuotationMarksPaired(stopsMidway ? `${start.replace(/[\s,;:–—\-、，；：]+$/u, '')}…` : start);
}

/** A sentence highlighted in pieces may run longer than one quote, to be whole. */
const MAX_PIECES_LENGTH = Math.round(MAX_QUOTE_LENGTH * 1.5);

/**
 * A quote from a piece of a passage highlighted in pieces, run on into the pieces either side where it ends or
 * starts mid-sentence ("... it was" / "thought that some people ..."): one thought, each piece used once.
 */
function withPiecesAround(
  context: SummaryContext,
  byHighlight: ReadonlyMap<number, readonly string[]>,
  used: Set<number>,
  highlightIndex: number,
  quoted: string,
): string {
  let text = quoted;
  // Back over the pieces before, while the text opens with a piece's first sentence.
  for (let current = highlightIndex; ; ) {
    const earlier = context.highlights[current]?.continues;
    const before = earlier === undefined ? undefined : byHighlight.get(earlier)?.at(-1);
    const opening = byHighlight.get(current)?.[0];
    if (earlier === undefined || before === undefined || used.has(earlier)) break;
    if (opening === undefined || !text.startsWith(opening)) break;
    const joined = joinPieces(before, text);
    if (joined.length > MAX_PIECES_LENGTH) break;
    text = joined;
    used.add(earlier);
    current = earlier;
  }
  // On over the pieces after, while the text ends with a piece's last sentence.
  for (let current = highlightIndex; ; ) {
    const later = context.highlights.find((highlight) => highlight.continues === current)?.index;
    const after = later === undefined ? undefined : byHighlight.get(later)?.[0];
    const closing = byHighlight.get(current)?.at(-1);
    if (later === undefined || after === undefined || used.has(later)) break;
    if (closing === undefined || !text.endsWith(closing)) break;
    const joined = joinPieces(text, after);
    if (joined.length > MAX_PIECES_LENGTH) break;
    text = joined;
    used.add(later);
    current = later;
  }
  return text;
}

/** Key phrases that recur in at least two highlights, with how many mention them. */
export function themes(context: SummaryContext, limit = 5): Section {
  const section: Section = { lines: [], used: new Set() };
  const recurring = context.phrases.filter((phrase) => phrase.highlightIndexes.length >= 2);
  for (const phrase of recurring.slice(0, limit)) {
    const count = phrase.highlightIndexes.length;
    const name = phrase.text.charAt(0).toUpperCase() + phrase.text.slice(1);
    section.lines.push(`- **${escapeMarkdownText(name)}** (${count} highlights)`);
    for (const index of phrase.highlightIndexes) section.used.add(index);
  }
  return section;
}

export function counts(context: SummaryContext): Section {
  const { timeZone } = context;
  const highlights = savedHighlights(context);
  const days = new Map<string, { label: string; count: number }>();
  for (const highlight of highlights) {
    if (Number.isNaN(highlight.time)) continue;
    const date = calendarDate(new Date(highlight.time), timeZone);
    const key = `${date.year}-${date.month}-${date.day}`;
    const day = days.get(key) ?? { label: weekdayDate(date), count: 0 };
    day.count += 1;
    days.set(key, day);
  }
  const sources = new Map<string, number>();
  for (const highlight of highlights) {
    if (highlight.source) sources.set(highlight.source, (sources.get(highlight.source) ?? 0) + 1);
  }

  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`- ${plural(highlights.length, 'highlight')} saved on ${plural(days.size, 'day')}`];
  const busiest = [...days.values()].sort((a, b) => b.count - a.count)[0];
  if (busiest && busiest.count > 1 && days.size > 1) {
    lines.push(`- Busiest day: ${busiest.label} (${plural(busiest.count, 'highlight')})`);
  }
  if (sources.size > 0) {
    const [topSource, topCount] =
      [...sources.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
    const top = topSource ? `; most from ${escapeMarkdownText(topSource)} (${topCount ?? 0})` : '';
    lines.push(`- ${plural(sources.size, 'source')}${top}`);
  }
  return { lines, used: new Set() };
}

export function heading(title: string): string {
  return `## ${title}`;
}

export function noneLine(): string {
  return italicLine('None noted.');
}

const MIN_REPEATED_LENGTH = 12;
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a sentence says again what a listed bullet says, one holding the other ("Ben: Don't forget the
 * parents' evening form" and "Don't forget the parents' evening form."), as a highlight saved twice does.
 */
export function repeatsListed(lines: readonly string[]): (text: string) => boolean {
  const listed = lines
    .filter((line) => line.startsWith('- '))
    .map((line) => comparable(line.replace(/^- (?:\[ \] )?/, '').replace(/ \(\[source\]\([^)]*\)\)$/, '')))
    .filter((text) => text.length >= MIN_REPEATED_LENGTH);
  return (text) => {
    const candidate = comparable(text);
    return (
      candidate.length >= MIN_REPEATED_LENGTH &&
      listed.some((item) => item.includes(candidate) || candidate.includes(item))
    );
  };
}
