import {
  type Highlight,
  REVIEW_SESSION_SIZE,
  type ReviewGrade,
  type ReviewItem,
  type ReviewRating,
  type ReviewSettings,
  type ReviewStatus,
  type ReviewToday,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { localDayRange } from '../../lib/local-day';
import { editAndCategorise, findHighlightById } from '../highlights';
import {
  type CardRow,
  completedSessionDays,
  countIntroducedOn,
  findCard,
  findCardsOfExistingHighlights,
  findDueCandidates,
  findNewCandidates,
  findRecentSessions,
  findSession,
  findSessionSize,
  insertCards,
  insertSession,
  markSessionCompleted,
  type SessionRow,
  saveRating,
  saveSessionSize,
  setDiscarded,
} from './review.repository';
import { newCard, parseCard, previewIntervals, rateCard, serialiseCard, stateName } from './review-scheduler';
import { isLaterDay, sessionDayAt } from './session-day';
import { composeSession } from './session-order';
import { streakEndingAt } from './streak';

export const NOT_FOUND_MESSAGE = 'Highlight not found.';

/**
 * Today's review: the session frozen at the first request of the local day (due cards, most overdue first,
 * then up to the daily share of new highlights saved before today), less what was rated since. Its total
 * counts only highlights that still exist.
 */
export async function todaysReview(
  context: AppContext,
  caller: Caller,
  now = Date.now(),
): Promise<ReviewToday> {
  const day = await currentSessionDay(context, caller, now);
  const session = await ensureSession(context, caller, day, now);
  const cards = new Map(
    (await findCardsOfExistingHighlights(context.db.kysely, caller.userId, session.highlightIds)).map(
      (card) => [card.highlight_id, card],
    ),
  );
  const items: ReviewItem[] = [];
  for (const highlightId of session.highlightIds) {
    const card = cards.get(highlightId);
    if (!card || card.discarded || card.last_rated_day === day) continue;
    const record = await findHighlightById(context.db.kysely, caller.userId, highlightId);
    if (!record) continue;
    const parsed = parseCard(card.card);
    items.push({
      highlight: record,
      due: new Date(card.due_at).toISOString(),
      state: stateName(parsed),
      intervals: previewIntervals(parsed, now),
    });
  }
  if (items.length === 0 && session.highlightIds.length > 0 && session.completedAt === null) {
    await markSessionCompleted(context.db.kysely, caller.userId, day, now);
  }
  const streak = streakEndingAt(day, await completedSessionDays(context.db.kysely, caller.userId));
  return {
    day,
    items,
    remaining: items.length,
    newToday: session.newCount,
    total: session.highlightIds.filter((highlightId) => cards.has(highlightId)).length,
    streak,
  };
}

/** The day of the session a request now belongs to, whatever zone it names (see session-day.ts). */
async function currentSessionDay(context: AppContext, caller: Caller, now: number): Promise<string> {
  const recent = await findRecentSessions(context.db.kysely, caller.userId);
  return sessionDayAt(now, caller.timeZone, recent);
}

async function ensureSession(
  context: AppContext,
  caller: Caller,
  day: string,
  now: number,
): Promise<SessionRow> {
  const db = context.db.kysely;
  const existing = await findSession(db, caller.userId, day);
  if (existing) return existing;
  const size = (await findSessionSize(db, caller.userId)) ?? REVIEW_SESSION_SIZE.default;
  const today = localDayRange(day, caller.timeZone);
  const due = await findDueCandidates(db, caller.userId, today.end, size);
  const newAllowance = Math.max(
    0,
    Math.min(
      size - due.length,
      context.config.review.newPerDay - (await countIntroducedOn(db, caller.userId, day)),
    ),
  );
  // New highlights enter review the day after they are saved.
  const fresh = await findNewCandidates(db, caller.userId, today.start, newAllowance);
  const picked = composeSession(due, fresh, size);
  const freshIds = new Set(fresh.map((candidate) => candidate.highlightId));
  const entering = picked.filter((candidate) => freshIds.has(candidate.highlightId));
  const card = newCard(now);
  await insertCards(
    db,
    caller.userId,
    day,
    entering.map((candidate) => ({
      highlightId: candidate.highlightId,
      card: serialiseCard(card),
      state: stateName(card),
      dueAt: now,
    })),
    now,
  );
  await insertSession(db, {
    userId: caller.userId,
    day,
    highlightIds: picked.map((candidate) => candidate.highlightId),
    newCount: entering.length,
    now,
  });
  // Two first requests at once: both compose, one session is kept, and both answer with it.
  const saved = await findSession(db, caller.userId, day);
  if (!saved) throw new Error('The review session was not saved.');
  return saved;
}

/** A rating's answer, and whether it counted (a second rating in the same session does not). */
export interface RatingOutcome {
  status: ReviewStatus;
  counted: boolean;
}

/**
 * Rates one of the user's highlights (or discards it from review). A second rating of the same highlight
 * in the same session changes nothing and answers as the first did.
 */
export async function rateHighlight(
  context: AppContext,
  caller: Caller,
  highlightId: string,
  rating: ReviewRating,
  now = Date.now(),
): Promise<ReviewStatus> {
  return (await rateHighlightWithOutcome(context, caller, highlightId, rating, now)).status;
}

export async function rateHighlightWithOutcome(
  context: AppContext,
  caller: Caller,
  highlightId: string,
  rating: ReviewRating,
  now = Date.now(),
): Promise<RatingOutcome> {
  const db = context.db.kysely;
  const day = await currentSessionDay(context, caller, now);
  const card = await cardFor(context, caller, highlightId, day, now);
  let counted = false;
  if (rating === 'discard') {
    counted = card.discarded === 0;
    await setDiscarded(db, caller.userId, highlightId, true, day, now);
  } else if (!card.discarded && !ratedInThisSession(card, day, caller.timeZone, now)) {
    const next = rateCard(parseCard(card.card), rating satisfies ReviewGrade, now);
    counted = await saveRating(
      db,
      caller.userId,
      highlightId,
      {
        previousCard: card.card,
        card: serialiseCard(next),
        state: stateName(next),
        dueAt: next.due.getTime(),
        reps: next.reps,
        rating,
        day,
      },
      now,
    );
  }
  await completeSessionIfDone(context, caller, day, now);
  return { status: statusOf(await requireCard(context, caller, highlightId)), counted };
}

/**
 * Rated in the session of `day`, or since the last local midnight of the zone the request names: a rating
 * under another zone's date (Auckland, then Los Angeles) is still the same session.
 */
function ratedInThisSession(card: CardRow, day: string, timeZone: string, now: number): boolean {
  if (card.last_rated_day === null) return false;
  if (card.last_rated_day === day) return true;
  const ratedAt = parseCard(card.card).last_review?.getTime() ?? 0;
  return !isLaterDay(now, timeZone, { day: card.last_rated_day, at: ratedAt });
}

/** Brings a discarded highlight back into review, due at once. */
export async function restoreHighlight(
  context: AppContext,
  caller: Caller,
  highlightId: string,
  now = Date.now(),
): Promise<ReviewStatus> {
  await requireHighlight(context, caller, highlightId);
  await setDiscarded(context.db.kysely, caller.userId, highlightId, false, null, now);
  const card = await findCard(context.db.kysely, caller.userId, highlightId);
  return card ? statusOf(card) : notInReviewYet(highlightId);
}

/** Where a highlight stands in review; one that never entered review is `new`, due when it does. */
export async function reviewStatus(
  context: AppContext,
  caller: Caller,
  highlightId: string,
): Promise<ReviewStatus> {
  await requireHighlight(context, caller, highlightId);
  const card = await findCard(context.db.kysely, caller.userId, highlightId);
  return card ? statusOf(card) : notInReviewYet(highlightId);
}

export async function reviewSettings(context: AppContext, caller: Caller): Promise<ReviewSettings> {
  const size = await findSessionSize(context.db.kysely, caller.userId);
  return { sessionSize: size ?? REVIEW_SESSION_SIZE.default };
}

/** A new size applies from the next session (today's stays as it was frozen). */
export async function updateReviewSettings(
  context: AppContext,
  caller: Caller,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  await saveSessionSize(context.db.kysely, caller.userId, settings.sessionSize, Date.now());
  return settings;
}

async function cardFor(
  context: AppContext,
  caller: Caller,
  highlightId: string,
  day: string,
  now: number,
): Promise<CardRow> {
  const existing = await findCard(context.db.kysely, caller.userId, highlightId);
  if (existing) {
    await requireHighlight(context, caller, highlightId);
    return existing;
  }
  await requireHighlight(context, caller, highlightId);
  const card = newCard(now);
  await insertCards(
    context.db.kysely,
    caller.userId,
    day,
    [{ highlightId, card: serialiseCard(card), state: stateName(card), dueAt: now }],
    now,
  );
  return requireCard(context, caller, highlightId);
}

/**
 * "Add note" during review: replaces the highlight's comment, as an edit does (the AI reads the note too, so it
 * files the highlight again), and answers the highlight.
 */
export async function saveReviewNote(
  context: AppContext,
  caller: Caller,
  highlightId: string,
  comment: string | undefined,
): Promise<Highlight> {
  const found = await editAndCategorise(context, caller.userId, highlightId, { comment: comment ?? null });
  if (!found) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return requireHighlight(context, caller, highlightId);
}

/** The caller's highlight; throws NotFoundError unless it is the caller's. */
export async function requireReviewableHighlight(
  context: AppContext,
  caller: Caller,
  highlightId: string,
): Promise<Highlight> {
  return requireHighlight(context, caller, highlightId);
}

async function requireHighlight(context: AppContext, caller: Caller, highlightId: string) {
  const record = await findHighlightById(context.db.kysely, caller.userId, highlightId);
  if (!record) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return record;
}

async function requireCard(context: AppContext, caller: Caller, highlightId: string) {
  const card = await findCard(context.db.kysely, caller.userId, highlightId);
  if (!card) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return card;
}

async function completeSessionIfDone(context: AppContext, caller: Caller, day: string, now: number) {
  const session = await findSession(context.db.kysely, caller.userId, day);
  if (!session || session.completedAt !== null || session.highlightIds.length === 0) return;
  const cards = await findCardsOfExistingHighlights(context.db.kysely, caller.userId, session.highlightIds);
  const open = cards.filter((card) => !card.discarded && card.last_rated_day !== day);
  if (open.length === 0) await markSessionCompleted(context.db.kysely, caller.userId, day, now);
}

function statusOf(card: CardRow): ReviewStatus {
  const discarded = card.discarded === 1;
  return {
    highlightId: card.highlight_id,
    state: card.state,
    due: discarded ? null : new Date(card.due_at).toISOString(),
    discarded,
    reps: card.reps,
    lastRating: isRating(card.last_rating) ? card.last_rating : null,
  };
}

function notInReviewYet(highlightId: string): ReviewStatus {
  return { highlightId, state: 'new', due: null, discarded: false, reps: 0, lastRating: null };
}

function isRating(value: string | null): value is ReviewRating {
  return value === 'again' || value === 'hard' || value === 'good' || value === 'easy' || value === 'discard';
}
