import {
  type CreateHighlight,
  type Highlight,
  type HighlightListQuery,
  type HighlightTotals,
  SEARCH_ALL_DAYS_LIMIT,
  type UpdateHighlight,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { LimitExceededError, NotFoundError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { JsonText } from '../../lib/json-text';
import { localDayRange, localTodayRange } from '../../lib/local-day';
import type { SourceInput } from '../sources';
import { editHighlight, type HighlightEdit } from './highlight-edit';
import { insertHighlightWithinLimit } from './highlight-insert';
import { NO_HIGHLIGHTS_JSON } from './highlight-json-sql';
import { listHighlightsBetween, searchAllHighlights } from './highlight-search.repository';
import { countHighlightsPerGroup, deleteHighlight, findHighlightById } from './highlights.repository';
import { mergeAiCodes } from './merge-categories';

export const NOT_FOUND_MESSAGE = 'Highlight not found.';

/** The job the AI module runs after a highlight is saved, to add its category codes. */
export const CATEGORISE_JOB = 'categorise-highlight';

export interface CategoriseJobPayload {
  highlightId: string;
  userId: string;
}

/**
 * Saves a highlight within the user's daily limit (counted over their local today), categorised at once by
 * an in-process engine (the built-in one), else queued for categorisation by the configured AI service.
 */
export async function createHighlight(
  context: AppContext,
  caller: Caller,
  input: CreateHighlight,
): Promise<Highlight> {
  const now = Date.now();
  const today = localTodayRange(caller.timeZone, now);
  const max = context.config.limits.dailyHighlights;
  const codes = context.ai.categoriseNow?.(input);
  const merged = codes && mergeAiCodes(input.categories, codes);
  const record = await insertHighlightWithinLimit(
    context.db,
    {
      id: newId(now),
      userId: caller.userId,
      content: input.content,
      source: input.source ?? null,
      comment: input.comment ?? null,
      categories: merged ? merged.categories : input.categories,
      aiCategories: merged?.added,
      tags: input.tags,
      createdAt: input.highlightedAt ?? now,
      savedAt: now,
      processed: merged !== undefined,
      location: input.location ?? null,
      url: input.url ?? null,
    },
    { start: today.start, end: today.end, max },
    sourceOf(input),
  );
  if (!record) {
    throw new LimitExceededError(
      `You have reached today's limit of ${max} highlights. It resets at midnight.`,
      Math.max(1, Math.ceil((today.end - now) / 1000)),
    );
  }
  if (!record.processed)
    await enqueueCategorisation(context, { highlightId: record.id, userId: caller.userId });
  return record;
}

/** The source the payload names, by title or by URL; none when it names neither. */
function sourceOf(input: CreateHighlight): SourceInput | undefined {
  const title = input.source ?? input.sourceUrl;
  if (!title) return undefined;
  return { title, author: input.author, url: input.sourceUrl, kind: input.sourceKind };
}

export const CATEGORISE_BATCH_JOB = 'categorise-highlights';

/** Highlights saved together (an import, a sync), categorised together: several per model call. */
export interface CategoriseBatchPayload {
  userId: string;
  highlightIds: string[];
}

/** Queues the AI categorisation of highlights saved together; the first id keys the batch. */
export function enqueueBatchCategorisation(
  context: AppContext,
  payload: CategoriseBatchPayload,
): Promise<void> {
  return context.jobs.enqueue(CATEGORISE_BATCH_JOB, payload, {
    uniqueKey: `categorise-batch:${payload.highlightIds[0]}`,
  });
}

/** Queues the AI categorisation of a highlight (at most one queued or running job per highlight). */
export function enqueueCategorisation(context: AppContext, payload: CategoriseJobPayload): Promise<void> {
  return context.jobs.enqueue(CATEGORISE_JOB, payload, { uniqueKey: `categorise:${payload.highlightId}` });
}

/** A page of a list as JSON text, and the cursor of the next page when there is one. */
export interface HighlightListPage {
  json: JsonText<Highlight[]>;
  nextCursor?: string;
}

/**
 * A local day's highlights (newest first), narrowed by the search term when one is given, a page at a time;
 * a search with no date covers all days and returns the newest matches only. As JSON text, written by the
 * database.
 */
export async function listHighlights(
  context: AppContext,
  caller: Caller,
  query: HighlightListQuery,
): Promise<HighlightListPage> {
  const searchTerm = query.searchTerm?.trim() || undefined;
  if (query.date) {
    const range = localDayRange(query.date, caller.timeZone);
    const after = query.cursor ? decodeCursor(query.cursor, ['number', 'string']) : undefined;
    const page = await listHighlightsBetween(context.db, caller.userId, range, searchTerm, {
      after,
      limit: query.limit,
    });
    return { json: page.json, nextCursor: page.next && encodeCursor(page.next) };
  }
  if (!searchTerm) return { json: NO_HIGHLIGHTS_JSON };
  return { json: await searchAllHighlights(context.db, caller.userId, searchTerm, SEARCH_ALL_DAYS_LIMIT) };
}

export async function getHighlight(context: AppContext, caller: Caller, id: string): Promise<Highlight> {
  const record = await findHighlightById(context.db.kysely, caller.userId, id);
  if (!record) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return record;
}

/**
 * Changes a highlight's text, comment or tags (absent fields stay as they are) and answers it whole. A change of
 * the content or the comment categorises it again (editHighlight): the AI's old codes go, the ones the person
 * typed stay; the built-in engine's new codes are in the answer, a model provider's come from the queued job
 * (the answer shows the highlight unprocessed until then). A highlight saved before the AI's codes were recorded
 * keeps its categories. The same text twice is allowed, as it is on create; only an import skips duplicates.
 */
export async function updateHighlight(
  context: AppContext,
  caller: Caller,
  id: string,
  update: UpdateHighlight,
): Promise<Highlight> {
  const found = await editAndCategorise(context, caller.userId, id, update);
  if (!found) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return getHighlight(context, caller, id);
}

/**
 * editHighlight with the app's AI engine; false when the user has no such highlight. A model provider's
 * categorisation is queued after the commit, as on create: a job queued earlier reads the text when it runs, so
 * one still queued for this highlight (the unique key makes this a no-op then) categorises the new text.
 */
export async function editAndCategorise(
  context: AppContext,
  userId: string,
  id: string,
  edit: HighlightEdit,
): Promise<boolean> {
  const result = await editHighlight(context.db.kysely, userId, id, edit, context.ai);
  if (result === 'to categorise') await enqueueCategorisation(context, { highlightId: id, userId });
  return result !== 'not found';
}

export async function removeHighlight(context: AppContext, caller: Caller, id: string): Promise<void> {
  const deleted = await deleteHighlight(context.db.kysely, caller.userId, id);
  if (!deleted) throw new NotFoundError(NOT_FOUND_MESSAGE);
}

export function highlightTotals(context: AppContext, caller: Caller): Promise<HighlightTotals> {
  return countHighlightsPerGroup(context.db.kysely, caller.userId);
}
