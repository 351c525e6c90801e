import { LIMITS, type ReadwiseHighlightInput, type ReadwiseTouchedBook } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { parseInlineTags } from '../../lib/inline-tags';
import { editHighlight, enqueueCategorisation, type HighlightEdit } from '../highlights';
import { type HighlightToSave, saveHighlights } from '../highlights/index';
import { findOrCreateSource, type SourceInput } from '../sources/index';
import { withLease } from './lease';
import { PerUserQueue } from './per-user-queue';
import { bookOfSource, NO_SOURCE, updateBookExtras } from './readwise-books.repository';
import {
  findByHighlightUrls,
  findBySourcesAndTexts,
  type HighlightRow,
  type ReadwiseExtras,
  readwiseIdsOf,
  setReadwiseExtras,
  sourceTextKey,
} from './readwise-highlights.repository';
import type { Links } from './readwise-json';
import { categoryOfInput, isWebUrl, kindOfCategory, precisLocation } from './readwise-mapping';
import { touchedBooks } from './readwise-read.service';

interface Book {
  id: number;
  sourceId: string | null;
  /** How the bulk save finds the same source again. */
  source: SourceInput | null;
}

/** One highlight of the request, resolved: its book, its note split into text and tags. */
interface Incoming {
  input: ReadwiseHighlightInput;
  book: Book;
  text: string;
  note: string;
  tags: string[];
  highlightedAt: number;
}

/**
 * `POST /api/v2/highlights/`: saves what is new, updates what a client sent before (known by its
 * highlight_url byte for byte, else by the same text in the same book), and leaves alone what is unchanged,
 * so a "push all" re-sent after every reading session writes nothing and moves no `updated` date. New
 * highlights go through the bulk save of imports: a first sync of a whole library is not refused by the
 * daily limit of highlights saved by hand.
 */
export function syncHighlights(
  context: AppContext,
  caller: Caller,
  { highlights, links }: { highlights: ReadwiseHighlightInput[]; links: Links },
): Promise<ReadwiseTouchedBook[]> {
  const { userId } = caller;
  let queue = syncQueues.get(context);
  if (!queue) {
    queue = new PerUserQueue();
    syncQueues.set(context, queue);
  }
  return queue.run(userId, () =>
    withLease(context.db, `readwise-sync:${userId}`, SYNC_LEASE, () =>
      sync(context, userId, highlights, links),
    ),
  );
}

/** Before 1900 a highlight date is a reader's bad clock or a placeholder; an import keeps such a highlight undated. */
const EARLIEST_PLAUSIBLE_TIME = Date.UTC(1900, 0, 1);

/**
 * When the highlight was made: its time when plausible, else now (as for one sent without a time). A time in
 * the future is now; one before 1900 (the year 1500 overflowed the saved order and lost the whole batch) too.
 */
const plausibleTime = (time: number | null | undefined, now: number): number =>
  time === null || time === undefined || time < EARLIEST_PLAUSIBLE_TIME ? now : Math.min(time, now);
/**
 * One sync per user at a time: within an app by its queue (no database round trips), across the apps on one
 * database by a lease in it.
 */
const syncQueues = new WeakMap<AppContext, PerUserQueue>();
const SYNC_LEASE = {
  leaseMs: 60_000,
  waitMs: 120_000,
  busyMessage: 'Another sync of this account is still running. Try again in a minute.',
};

async function sync(
  context: AppContext,
  userId: string,
  inputs: ReadwiseHighlightInput[],
  links: Links,
): Promise<ReadwiseTouchedBook[]> {
  const now = Date.now();
  const books = new Map<string, Promise<Book>>();
  const modified = new Map<number, number[]>();
  const mark = (bookId: number, id: number) => {
    const ids = modified.get(bookId) ?? [];
    if (!ids.includes(id)) ids.push(id);
    modified.set(bookId, ids);
  };

  const incoming: Incoming[] = [];
  for (const input of inputs) {
    const key = JSON.stringify([input.title, input.author, input.source_url, input.category]);
    let book = books.get(key);
    if (!book) {
      book = resolveBook(context, userId, input, now);
      books.set(key, book);
    }
    const parsed = parseInlineTags(input.note);
    incoming.push({
      input,
      book: await book,
      text: input.text.trim(),
      note: parsed.note,
      tags: parsed.tags,
      highlightedAt: plausibleTime(input.highlighted_at, now),
    });
  }

  const known = await knownHighlights(context, userId, incoming);
  const fresh: Incoming[] = [];
  const freshKeys = new Set<string>();
  const changes: Change[] = [];
  for (const item of incoming) {
    const existing = known(item);
    if (existing) {
      changes.push(...changesOf(existing, item));
      mark(item.book.id, existing.id);
      continue;
    }
    const key = item.input.highlight_url ?? sourceTextKey(item.book.sourceId, item.text);
    if (freshKeys.has(key)) continue;
    freshKeys.add(key);
    fresh.push(item);
  }
  await applyChanges(context, userId, changes, now);

  if (fresh.length > 0) {
    const saved = await saveHighlights(context, userId, fresh.map(toNewHighlight));
    const ids = await readwiseIdsOf(context.db.kysely, userId, saved);
    const extras = fresh.flatMap((item, index) => {
      const highlightId = saved[index];
      const id = highlightId === undefined ? undefined : ids.get(highlightId);
      if (id === undefined) return [];
      mark(item.book.id, id);
      return [{ id, extras: { bookId: item.book.id, ...extrasOf(item.input) } }];
    });
    await setReadwiseExtras(context.db.kysely, userId, extras);
  }
  return touchedBooks(context, userId, modified, links);
}

async function resolveBook(
  context: AppContext,
  userId: string,
  input: ReadwiseHighlightInput,
  now: number,
): Promise<Book> {
  const category = categoryOfInput(input);
  const title = input.title ?? input.source_url;
  const sourceInput: SourceInput | null = title
    ? {
        title,
        author: input.author,
        url: isWebUrl(input.source_url) ? input.source_url : undefined,
        kind: kindOfCategory(category),
      }
    : null;
  const source = sourceInput ? await findOrCreateSource(context.db.kysely, userId, sourceInput) : undefined;
  const book = await bookOfSource(context.db.kysely, userId, source?.id ?? NO_SOURCE, now);
  const wanted = {
    category: input.category ?? book.category ?? category,
    ...(input.source_type ? { source_type: input.source_type } : {}),
    ...(input.image_url ? { cover_image_url: input.image_url } : {}),
  };
  const changed =
    wanted.category !== book.category ||
    (wanted.source_type !== undefined && wanted.source_type !== book.source_type) ||
    (wanted.cover_image_url !== undefined && wanted.cover_image_url !== book.cover_image_url);
  if (changed) await updateBookExtras(context.db.kysely, userId, book.id, wanted, now);
  return { id: book.id, sourceId: source?.id ?? null, source: sourceInput };
}

/**
 * What of the request was saved before: by highlight_url byte for byte, else by the same text in the same
 * book (a highlight known by another URL is another highlight, even with the same text). Two reads for
 * the whole request, whatever its size.
 */
async function knownHighlights(
  context: AppContext,
  userId: string,
  incoming: Incoming[],
): Promise<(item: Incoming) => HighlightRow | undefined> {
  const urls = incoming.flatMap((item) => (item.input.highlight_url ? [item.input.highlight_url] : []));
  const byUrl = await findByHighlightUrls(context.db.kysely, userId, urls);
  const byText = await findBySourcesAndTexts(
    context.db.kysely,
    userId,
    incoming.map((item) => ({ sourceId: item.book.sourceId, text: item.text })),
  );
  return (item) => {
    const url = item.input.highlight_url;
    const found = url ? byUrl.get(url) : undefined;
    if (found) return found;
    const sameText = byText.get(sourceTextKey(item.book.sourceId, item.text));
    if (sameText && url && sameText.highlightUrl && sameText.highlightUrl !== url) return undefined;
    return sameText;
  };
}

function extrasOf(input: ReadwiseHighlightInput): ReadwiseExtras {
  return {
    ...(input.highlight_url ? { highlightUrl: input.highlight_url } : {}),
    ...(input.color ? { color: input.color } : {}),
    ...(input.location !== undefined && input.location !== null
      ? { location: input.location, locationType: input.location_type ?? 'location' }
      : {}),
  };
}

/** What a re-sent highlight changes: its text, note or tags, and its Readwise extras. */
type Change =
  | { kind: 'edit'; highlightId: string; edit: HighlightEdit }
  | { kind: 'extras'; id: number; extras: ReadwiseExtras };

/** Only what differs; an unchanged highlight yields nothing, so it is not written at all. */
function changesOf(existing: HighlightRow, item: Incoming): Change[] {
  const result: Change[] = [];
  const tags = mergeTags(existing.tags, item.tags);
  const edit: HighlightEdit = {
    ...(item.text !== existing.content ? { content: item.text } : {}),
    ...(item.input.note !== undefined && item.note !== (existing.comment ?? '')
      ? { comment: item.note || null }
      : {}),
    ...(tags.length !== existing.tags.length ? { tags } : {}),
  };
  if (Object.keys(edit).length > 0) result.push({ kind: 'edit', highlightId: existing.highlightId, edit });

  const wanted = extrasOf(item.input);
  const extras: ReadwiseExtras = {
    ...(wanted.highlightUrl !== undefined && wanted.highlightUrl !== existing.highlightUrl
      ? { highlightUrl: wanted.highlightUrl }
      : {}),
    ...(wanted.color !== undefined && wanted.color !== existing.color ? { color: wanted.color } : {}),
    ...(wanted.location !== undefined &&
    (wanted.location !== existing.location || wanted.locationType !== existing.readwiseLocationType)
      ? { location: wanted.location, locationType: wanted.locationType }
      : {}),
  };
  if (Object.keys(extras).length > 0) result.push({ kind: 'extras', id: existing.id, extras });
  return result;
}

async function applyChanges(
  context: AppContext,
  userId: string,
  changes: Change[],
  now: number,
): Promise<void> {
  if (changes.length === 0) return;
  const toCategorise: string[] = [];
  await context.db.kysely.transaction().execute(async (trx) => {
    for (const change of changes) {
      if (change.kind !== 'edit') continue;
      const result = await editHighlight(trx, userId, change.highlightId, change.edit, context.ai);
      if (result === 'to categorise') toCategorise.push(change.highlightId);
    }
    const extras = changes.flatMap((change) => (change.kind === 'extras' ? [change] : []));
    await setReadwiseExtras(trx, userId, extras, now);
  });
  // Once committed, as an edit through Precis's own API: a model provider categorises the new text.
  for (const highlightId of toCategorise) await enqueueCategorisation(context, { highlightId, userId });
}

/** The highlight's tags plus the new ones (case-insensitive), in order, within the tags a highlight holds. */
function mergeTags(current: string[], added: string[]): string[] {
  const known = new Set(current.map((tag) => tag.toLowerCase()));
  return [...current, ...added.filter((tag) => !known.has(tag.toLowerCase()))].slice(
    0,
    Math.max(current.length, LIMITS.labelsMax),
  );
}

function toNewHighlight(item: Incoming): HighlightToSave {
  const { input } = item;
  return {
    content: item.text,
    comment: item.note || null,
    tags: item.tags.slice(0, LIMITS.labelsMax),
    source: item.book.source,
    location: precisLocation(input.location, input.location_type) ?? null,
    url: isWebUrl(input.highlight_url) ? input.highlight_url : undefined,
    highlightedAt: item.highlightedAt,
  };
}
