import { escapeMarkdownText, italicLine, quoteBullet, tidyQuote } from './markdown';
import { type CalendarDate, calendarDate, monthYear, shortDate, weekdayDate } from './period';
import { type SummaryContext, type SummaryHighlight, savedHighlights } from './summary-context';
import { sentencesByHighlight, thoughtOf } from './whole-thoughts';

export const MAX_TIMELINE_ENTRIES = 60;
/** Up to this many days, a period too full for the timeline is still told day by day, not as one month. */
const MAX_SHARED_DAYS = 31;

const pad = (value: number) => String(value).padStart(2, '0');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface Entry {
  highlight: SummaryHighlight;
  text: string;
  date: CalendarDate | undefined;
  /** Where its best sentence stands in the ranking: lower is more central. */
  rank: number;
}

const dayOf = (entry: Entry) => (entry.date ? weekdayDate(entry.date) : 'Undated');
const monthOf = (entry: Entry) => (entry.date ? monthYear(entry.date) : 'Undated');

/**
 * Each highlight, oldest first: grouped under one sub-heading per local day, or, when there are more than the
 * timeline holds, per day still for a month or less and per month beyond (a year of imported reading), each group
 * with its count, its main source and its most central highlights, so the whole period shows rather than its
 * first weeks.
 */
export function activityTimeline(context: SummaryContext): { blocks: string[]; used: Set<number> } {
  const entries = timelineEntries(context);
  const used = new Set<number>();
  const lines =
    entries.length <= MAX_TIMELINE_ENTRIES
      ? byDay(entries, used)
      : new Set(entries.map(dayOf)).size <= MAX_SHARED_DAYS
        ? shared(entries, used, dayOf, false)
        : shared(entries, used, monthOf, true);
  const hidden = entries.length - used.size;
  if (hidden > 0) lines.push('', italicLine(`…and ${plural(hidden, 'more highlight')}.`));
  return { blocks: [['## Timeline', ...lines].join('\n')], used };
}

function timelineEntries(context: SummaryContext): Entry[] {
  const rank = new Map<number, number>();
  context.ranked.forEach((index, position) => {
    const sentence = context.sentences[index];
    if (sentence && !rank.has(sentence.highlightIndex)) rank.set(sentence.highlightIndex, position);
  });
  const texts = sentencesByHighlight(context);
  const notes = new Map<number, string>();
  for (const unit of context.highlights)
    if (unit.noteOn !== undefined) notes.set(unit.noteOn, leadOf(texts.get(unit.index) ?? []));
  const entries: Entry[] = [];
  for (const highlight of savedHighlights(context)) {
    const sentences = texts.get(highlight.index);
    if (!sentences?.length) continue;
    entries.push({
      highlight,
      // A short highlight whole, as key points quote it; else its own lead, not its best-ranked sentence:
      // "Ran 5k in 27:40 — personal best", not "Knee felt fine."
      text: withNote(leadOf(sentences), notes.get(highlight.index)),
      date: Number.isNaN(highlight.time)
        ? undefined
        : calendarDate(new Date(highlight.time), context.timeZone),
      rank: rank.get(highlight.index) ?? Number.POSITIVE_INFINITY,
    });
  }
  const timeOf = (entry: Entry) =>
    Number.isNaN(entry.highlight.time) ? Number.POSITIVE_INFINITY : entry.highlight.time;
  return entries.sort((a, b) => timeOf(a) - timeOf(b) || a.highlight.index - b.highlight.index);
}

/** "Dear Parents and Carers,", "Hi Joanna,": a letter's greeting on a line of its own says nothing of the letter. */
const LONE_GREETING_RE =
  /^(?:dear|hi|hello|hey|hiya|good (?:morning|afternoon|evening)|morning|kia ora)\b[^.!?:]{0,40}[,:!]?$/i;
/** How much of the note on a highlight its line shows. */
const MAX_NOTE_LENGTH = 120;

/** What the reader wrote on a highlight is part of what they did: "… do it now. (note: Try this on Monday.)" */
const withNote = (lead: string, note: string | undefined) =>
  note ? `${lead} (note: ${tidyQuote(note, MAX_NOTE_LENGTH)})` : lead;

/** "Shopping list", "Stand-up 23 Nov", "Invoices due:": a few words over the lines that say what they are. */
const HEADING_LINE_RE = /^[^.!?:]{1,50}:?$/;
const MAX_HEADING_WORDS = 6;
/** How much of the lines under a heading the timeline shows: about a line of text. */
const MAX_LEAD_LENGTH = 160;

const isHeadingLine = (line: string) =>
  HEADING_LINE_RE.test(line) && line.split(/\s+/).length <= MAX_HEADING_WORDS;

/**
 * What a highlight is, in a line: a short one whole; else its first sentence after any greeting, and a heading
 * with the lines under it ("Shopping list: eggs, oat milk x2, bin bags, …") rather than the heading alone.
 */
function leadOf(sentences: readonly string[]): string {
  let lines = sentences;
  while (lines.length > 1 && LONE_GREETING_RE.test(lines[0] ?? '')) lines = lines.slice(1);
  const [first = '', ...rest] = lines;
  if (rest.length === 0 || !isHeadingLine(first)) return thoughtOf(lines, first);
  // Lines without a full stop are items: commas between them read as the list they are, semicolons between
  // a chat's messages; a sentence's own stop is enough.
  const items = rest.every((line) => !ENDS_A_SENTENCE_RE.test(line));
  let text = `${first.replace(/:$/, '')}: ${rest[0] ?? ''}`;
  for (let index = 1; index < rest.length; index += 1) {
    const line = rest[index] ?? '';
    const separator = ENDS_A_SENTENCE_RE.test(rest[index - 1] ?? '') ? ' ' : items ? ', ' : '; ';
    if (text.length + separator.length + line.length > MAX_LEAD_LENGTH)
      return `${text}${separator.trimEnd()} …`;
    text += `${separator}${line}`;
  }
  return text;
}
const ENDS_A_SENTENCE_RE = /[.!?…]["'”’)]*$/;

function bullet(entry: Entry, withDay: boolean): string {
  const { date } = entry;
  const when = date
    ? `${withDay ? `${shortDate(date, false)}, ` : ''}${pad(date.hour)}:${pad(date.minute)} — `
    : '';
  return quoteBullet(entry.text, entry.highlight.id).replace(/^- /, `- ${when}`);
}

function byDay(entries: readonly Entry[], used: Set<number>): string[] {
  const lines: string[] = [];
  let currentDay = '';
  for (const entry of entries) {
    const day = dayOf(entry);
    if (day !== currentDay) {
      lines.push('', `### ${day}`);
      currentDay = day;
    }
    lines.push(bullet(entry, false));
    used.add(entry.highlight.index);
  }
  return lines;
}

/**
 * A period with more highlights than the timeline holds, day by day (a busy week) or, past a month of days, month
 * by month; each group with its count, its main source and its most central highlights, as many as the timeline's
 * sixty shared between the groups allows.
 */
function shared(
  entries: readonly Entry[],
  used: Set<number>,
  groupOf: (entry: Entry) => string,
  withDay: boolean,
): string[] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const group = groupOf(entry);
    const list = groups.get(group) ?? [];
    list.push(entry);
    groups.set(group, list);
  }
  const shares = sharesOf([...groups.values()].map((list) => list.length));
  const lines: string[] = [];
  [...groups].forEach(([group, list], position) => {
    lines.push('', `### ${group}: ${plural(list.length, 'highlight')}${mainSource(list)}`);
    const shown = [...list]
      .sort((a, b) => a.rank - b.rank)
      .slice(0, shares[position] ?? 1)
      .sort((a, b) => list.indexOf(a) - list.indexOf(b));
    for (const entry of shown) {
      lines.push(bullet(entry, withDay));
      used.add(entry.highlight.index);
    }
  });
  return lines;
}

/**
 * The timeline's places shared between groups of these sizes: each at least one, a small group all it needs, and
 * what it leaves to the larger ones, so a busy week drops two highlights of sixty-two rather than one day in six.
 */
function sharesOf(sizes: readonly number[]): number[] {
  const shares = sizes.map(() => 1);
  let left = MAX_TIMELINE_ENTRIES - shares.length;
  while (left > 0) {
    const open = sizes.map((_, index) => index).filter((index) => (shares[index] ?? 0) < (sizes[index] ?? 0));
    if (open.length === 0) break;
    const each = Math.max(1, Math.floor(left / open.length));
    for (const index of open) {
      if (left === 0) break;
      const add = Math.min(each, (sizes[index] ?? 0) - (shares[index] ?? 0), left);
      shares[index] = (shares[index] ?? 0) + add;
      left -= add;
    }
  }
  return shares;
}

/** ", 120 from The Dawn of Everything" when one source holds at least a third of the month. */
function mainSource(entries: readonly Entry[]): string {
  const counts = new Map<string, number>();
  for (const { highlight } of entries) {
    if (highlight.source) counts.set(highlight.source, (counts.get(highlight.source) ?? 0) + 1);
  }
  const [source, count] =
    [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (source === undefined || count === undefined || count * 3 < entries.length) return '';
  return `, ${count} from ${escapeMarkdownText(source)}`;
}
