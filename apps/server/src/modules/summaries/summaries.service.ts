import { type CreateSummary, categoryDisplayName, type Summary, type SummaryListQuery } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { enqueueOrUndo } from '../../lib/enqueue-or-undo';
import { ConflictError, LimitExceededError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { JsonText } from '../../lib/json-text';
import { localDayRange, localTodayRange } from '../../lib/local-day';
import { countHighlightsCreatedBetween, findHighlightsInRange } from '../highlights';
import { enqueueSummaryGeneration } from './summaries.jobs';
import { toSummary } from './summaries.mapper';
import {
  deleteSummary,
  failSummary,
  findSummary,
  findSummaryLinks,
  insertSummaryWithinLimit,
  listSummariesJson,
  type SummaryRow,
  transitionSummary,
} from './summaries.repository';
import { noHighlightsMessage } from './summary-generation';
import { provisionalTitle } from './summary-period';
import { buildSummaryRow } from './summary-row';

export const NOT_FOUND_MESSAGE = 'Summary not found.';

/** 201 PENDING and a queued generation job; 422 when the range holds nothing, 429 over the daily limit. */
export async function requestSummary(
  context: AppContext,
  caller: Caller,
  input: CreateSummary,
): Promise<Summary> {
  const startMs = Date.parse(input.dateInterval.startDate);
  const endMs = Date.parse(input.dateInterval.endDate);
  const [category] = input.categories;
  if (!(await hasHighlights(context, caller.userId, startMs, endMs + 1, category))) {
    throw new UnprocessableError(noHighlightsMessage(category ? categoryDisplayName(category) : undefined));
  }
  const now = Date.now();
  const title = provisionalTitle(input.summarizationType, category, {
    startMs,
    endMs,
    timeZone: caller.timeZone,
  });
  const row = buildSummaryRow({
    id: newId(now),
    user_id: caller.userId,
    summarization_type: input.summarizationType,
    categories: JSON.stringify(input.categories),
    title,
    text: '',
    start_at: startMs,
    end_at: endMs,
    status: 'PENDING',
    error: null,
    source: 'USER',
    period_key: null,
    created_at: now,
    updated_at: now,
  });
  const today = localTodayRange(caller.timeZone, now);
  const max = context.config.limits.dailySummaries;
  const inserted = await insertSummaryWithinLimit(context.db, row, { ...today, max });
  if (inserted.outcome === 'pending') return toSummary(inserted.row, []);
  if (inserted.outcome === 'limit') {
    throw new LimitExceededError(
      `You have reached your daily limit of ${max} summaries. You can request more tomorrow.`,
      Math.max(Math.ceil((today.end - now) / 1000), 1),
    );
  }
  // Without its job the summary would stay PENDING forever: take it back, and the request fails as a whole.
  await enqueueOrUndo(
    () => queueGeneration(context, caller, row.id),
    () => deleteSummary(context.db.kysely, caller.userId, row.id),
  );
  return toSummary(row, []);
}

async function hasHighlights(
  context: AppContext,
  userId: string,
  start: number,
  end: number,
  category: string | undefined,
): Promise<boolean> {
  const db = context.db.kysely;
  if (!category) return (await countHighlightsCreatedBetween(db, userId, start, end)) > 0;
  return (await findHighlightsInRange(db, userId, start, end, category, { newest: 1 })).length > 0;
}

export async function findSummaries(
  context: AppContext,
  caller: Caller,
  query: SummaryListQuery,
): Promise<JsonText<Summary[]>> {
  const fromMs = localDayRange(query.fromDate, caller.timeZone).start;
  const toMs = query.toDate ? localDayRange(query.toDate, caller.timeZone).end : undefined;
  return listSummariesJson(context.db.kysely, caller.userId, { fromMs, toMs, searchTerm: query.searchTerm });
}

export async function getSummary(context: AppContext, caller: Caller, id: string): Promise<Summary> {
  const row = await loadOwn(context, caller, id);
  return toSummary(row, await findSummaryLinks(context.db.kysely, caller.userId, row.id));
}

export async function removeSummary(context: AppContext, caller: Caller, id: string): Promise<void> {
  if (!(await deleteSummary(context.db.kysely, caller.userId, id)))
    throw new NotFoundError(NOT_FOUND_MESSAGE);
}

/** Puts a FAILED summary back in the queue; any other status answers 409. */
export async function retrySummary(context: AppContext, caller: Caller, id: string): Promise<Summary> {
  const row = await loadOwn(context, caller, id);
  const reset = await transitionSummary(context.db.kysely, caller.userId, row.id, {
    from: ['FAILED'],
    to: 'PENDING',
  });
  if (!reset) {
    throw new ConflictError(`Only a failed summary can be retried; this one is ${row.status.toLowerCase()}.`);
  }
  await enqueueOrUndo(
    () => queueGeneration(context, caller, row.id),
    () =>
      failSummary(context.db.kysely, caller.userId, row.id, row.error ?? 'The summary could not be queued.'),
  );
  return getSummary(context, caller, id);
}

function queueGeneration(context: AppContext, caller: Caller, summaryId: string): Promise<void> {
  return enqueueSummaryGeneration(context, { summaryId, userId: caller.userId, timeZone: caller.timeZone });
}

async function loadOwn(context: AppContext, caller: Caller, id: string): Promise<SummaryRow> {
  const row = await findSummary(context.db.kysely, caller.userId, id);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return row;
}
