import { parseInlineTags } from '../../../../lib/inline-tags';
import { emptyOutcome, type ImportRecord, type ParseOptions, type ParseOutcome } from '../import-record';
import { type Clipping, readClipping } from './kindle-clipping';
import { type NotedClipping, withPassagesJoined } from './kindle-concatenation';
import { kindleRecords } from './kindle-records';

/**
 * Kindle's My Clippings.txt. Notes are records of their own, attached here to the highlight of the same book
 * whose location range holds them; a highlight edited on the device appears again, longer or shorter, and
 * only the longer one is kept (the other counts as a duplicate).
 */
export function parseKindle(text: string, options: ParseOptions): ParseOutcome {
  const steps = kindleSteps(text, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The same, giving the event loop a turn every few thousand records: a large file does not hold up requests. */
export async function parseKindleYielding(text: string, options: ParseOptions): Promise<ParseOutcome> {
  const steps = kindleSteps(text, options);
  let step = steps.next();
  while (!step.done) {
    await new Promise((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}

const RECORDS_PER_TURN = 2_000;

function* kindleSteps(text: string, options: ParseOptions): Generator<void, ParseOutcome> {
  const now = options.now ?? new Date();
  const outcome = emptyOutcome('kindle');
  const books = new Map<string, BookHighlights>();
  const kept: (Clipping | undefined)[] = [];
  const notes: Clipping[] = [];
  for (const raw of kindleRecords(text)) {
    outcome.total++;
    if (outcome.total % RECORDS_PER_TURN === 0) yield;
    const reading = readClipping(raw, options, now);
    if (!reading.ok) {
      outcome[reading.outcome].push({ row: raw.row, message: reading.message });
      continue;
    }
    const clipping = reading.clipping;
    if (clipping.kind === 'note') {
      notes.push(clipping);
      continue;
    }
    let highlights = books.get(clipping.title);
    if (!highlights) {
      highlights = new BookHighlights();
      books.set(clipping.title, highlights);
    }
    // A passage highlighted in pieces and then whole holds every piece: each is an earlier edit of it.
    const earlier = highlights.near(clipping).filter((candidate) => isEditOf(candidate, clipping));
    const length = normalised(clipping.text).length;
    const longer = earlier.find((candidate) => normalised(candidate.text).length >= length);
    if (longer) {
      outcome.duplicates.push({
        row: clipping.row,
        message: `edited on the Kindle: row ${longer.row} keeps the longer text`,
      });
      continue;
    }
    for (const edit of earlier) {
      highlights.remove(edit);
      kept[edit.row] = undefined;
      outcome.duplicates.push({
        row: edit.row,
        message: `edited on the Kindle: row ${clipping.row} keeps the longer text`,
      });
    }
    highlights.add(clipping);
    kept[clipping.row] = clipping;
  }
  // By highlight row, its notes in order; an edit of one of them takes its place.
  const attachedNotes = new Map<number, Clipping[]>();
  for (const note of notes) {
    const target = highlightOfNote(books.get(note.title)?.near(note) ?? [], note);
    if (target) {
      const attached = attachedNotes.get(target.row) ?? [];
      const edited = attached.findIndex((earlier) => isNoteEditOf(earlier, note));
      if (edited >= 0) attached[edited] = note;
      else attached.push(note);
      attachedNotes.set(target.row, attached);
      outcome.notesAttached++;
    } else {
      kept[note.row] = note;
    }
  }
  const noted: NotedClipping[] = [];
  for (const clipping of kept) {
    const attached = clipping && attachedNotes.get(clipping.row);
    if (clipping) noted.push({ clipping, note: attached?.map((note) => note.text).join('\n\n') });
  }
  const passages = withPassagesJoined(noted);
  for (const { clipping, note } of passages.entries) outcome.records.push(toRecord(clipping, note));
  outcome.piecesJoined = passages.joined;
  return outcome;
}

// Highlights of a book by place, so an edit or a note is compared with its neighbours only, not with every
// highlight of the book (a book can hold thousands).
const BUCKET = 64;
const MAX_BUCKETS_PER_RANGE = 64;

class BookHighlights {
  private readonly buckets = new Map<string, Clipping[]>();

  near(clipping: Clipping): Clipping[] {
    const found = new Set<Clipping>();
    for (const key of this.keysOf(clipping))
      for (const other of this.buckets.get(key) ?? []) found.add(other);
    return [...found];
  }

  add(clipping: Clipping): void {
    for (const key of this.keysOf(clipping)) {
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(clipping);
      else this.buckets.set(key, [clipping]);
    }
  }

  remove(clipping: Clipping): void {
    for (const key of this.keysOf(clipping)) {
      const bucket = this.buckets.get(key);
      if (bucket)
        this.buckets.set(
          key,
          bucket.filter((other) => other !== clipping),
        );
    }
  }

  private keysOf(clipping: Clipping): string[] {
    if (!clipping.range) return clipping.page === undefined ? [] : [`page ${clipping.page}`];
    const first = Math.floor(clipping.range.start / BUCKET);
    const last = Math.min(Math.floor(clipping.range.end / BUCKET), first + MAX_BUCKETS_PER_RANGE);
    const keys: string[] = [];
    for (let bucket = first; bucket <= last; bucket++) keys.push(`location ${bucket}`);
    return keys;
  }
}

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isEditOf(earlier: Clipping, later: Clipping): boolean {
  if (!placesOverlap(earlier, later)) return false;
  const a = normalised(earlier.text);
  const b = normalised(later.text);
  return a.includes(b) || b.includes(a);
}

function placesOverlap(a: Clipping, b: Clipping): boolean {
  if (a.range && b.range) return a.range.start <= b.range.end && b.range.start <= a.range.end;
  if (!a.range && !b.range && a.page !== undefined) return a.page === b.page;
  return false;
}

/** The highlight a note belongs to: the one whose range ends at the note, else one whose range holds it. */
function highlightOfNote(highlights: readonly Clipping[], note: Clipping): Clipping | undefined {
  const at = note.range?.end;
  if (at === undefined) {
    return note.page === undefined
      ? undefined
      : nearest(
          highlights.filter((h) => !h.range && h.page === note.page),
          note,
        );
  }
  const endingThere = highlights.filter((h) => h.range?.end === at);
  if (endingThere.length > 0) return nearest(endingThere, note);
  return nearest(
    highlights.filter((h) => h.range !== undefined && h.range.start <= at && at <= h.range.end),
    note,
  );
}

function nearest(candidates: readonly Clipping[], note: Clipping): Clipping | undefined {
  let best: Clipping | undefined;
  for (const candidate of candidates) {
    if (!best || Math.abs(candidate.row - note.row) < Math.abs(best.row - note.row)) best = candidate;
  }
  return best;
}

/** A note's letters and digits, for comparing edits whatever their case and punctuation ("im", "I'm"). */
const noteLetters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A note of Readwise tags alone (".work .focus"): an order to a tool, never a draft of the reader's words. */
const isTagsOnly = (text: string) => parseInlineTags(text).note === '';

/**
 * Kindle writes every edit of a note as a new record at the note's place ("im", "I'm", "I'm not", ... "I'm not
 * sure that this is true."): a later note there whose letters run on from an earlier one's, or stop short of them,
 * is its edit, and the later record is what the reader left. Other notes on the same highlight all count
 * (".work", then "Work through the examples").
 */
function isNoteEditOf(earlier: Clipping, later: Clipping): boolean {
  const samePlace = earlier.range?.end === later.range?.end && earlier.page === later.page;
  if (!samePlace || isTagsOnly(earlier.text) || isTagsOnly(later.text)) return false;
  const before = noteLetters(earlier.text);
  const after = noteLetters(later.text);
  return before.length > 0 && after.length > 0 && (after.startsWith(before) || before.startsWith(after));
}

function toRecord(clipping: Clipping, note: string | undefined): ImportRecord {
  const record: ImportRecord = {
    row: clipping.row,
    text: clipping.text,
    title: clipping.title,
    sourceKind: 'book',
    highlightedAt: clipping.highlightedAt,
  };
  if (note !== undefined) {
    // Notes typed for Readwise tag their highlight (".productivity"), as Readwise reads them.
    const read = parseInlineTags(note);
    // A note of tags alone among others leaves no empty paragraph behind.
    if (read.note) record.note = read.note.replace(/\n\s*\n(?:\s*\n)+/g, '\n\n');
    if (read.tags.length > 0) record.tags = read.tags;
  }
  if (clipping.author !== undefined) record.author = clipping.author;
  if (clipping.range) {
    const { start, end } = clipping.range;
    record.location = { type: 'location', value: start === end ? `${start}` : `${start}-${end}` };
  } else if (clipping.page !== undefined) {
    record.location = { type: 'page', value: clipping.page };
  }
  if (clipping.dateUnreadable !== undefined) record.dateUnreadable = clipping.dateUnreadable;
  return record;
}
