import { type Kysely, sql } from 'kysely';
import type { Database, ReviewCardsTable } from '../../db/types';
import type { DayMark } from './session-day';

export type CardRow = Pick<
  ReviewCardsTable,
  'highlight_id' | 'card' | 'state' | 'due_at' | 'reps' | 'discarded' | 'last_rated_day' | 'last_rating'
>;

const CARD_COLUMNS = [
  'highlight_id',
  'card',
  'state',
  'due_at',
  'reps',
  'discarded',
  'last_rated_day',
  'last_rating',
] as const;

export interface SessionRow {
  highlightIds: string[];
  newCount: number;
  completedAt: number | null;
}

export interface Candidate {
  highlightId: string;
  /** What "mixed across sources" mixes: the highlight's source, or null. */
  source: string | null;
  dueAt: number;
}

/** The user's two latest sessions, newest first: what decides whether a request begins a new one. */
export async function findRecentSessions(db: Kysely<Database>, userId: string): Promise<DayMark[]> {
  const rows = await db
    .selectFrom('review_sessions')
    .select(['day', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(2)
    .execute();
  return rows.map((row) => ({ day: row.day, at: Number(row.created_at) }));
}

export async function findSession(
  db: Kysely<Database>,
  userId: string,
  day: string,
): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('review_sessions')
    .select(['highlight_ids', 'new_count', 'completed_at'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  if (!row) return undefined;
  const ids: unknown = JSON.parse(row.highlight_ids);
  return {
    highlightIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
    newCount: Number(row.new_count),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  };
}

/** Saves the day's session unless another request saved one first; the caller reads back the winner. */
export async function insertSession(
  db: Kysely<Database>,
  row: { userId: string; day: string; highlightIds: string[]; newCount: number; now: number },
): Promise<void> {
  await db
    .insertInto('review_sessions')
    .values({
      user_id: row.userId,
      day: row.day,
      highlight_ids: JSON.stringify(row.highlightIds),
      new_count: row.newCount,
      completed_at: null,
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .execute();
}

export async function markSessionCompleted(
  db: Kysely<Database>,
  userId: string,
  day: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('review_sessions')
    .set({ completed_at: now })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('completed_at', 'is', null)
    .execute();
}

/** The local days (newest first) whose session was finished, for the streak. */
export async function completedSessionDays(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('review_sessions')
    .select('day')
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .orderBy('day', 'desc')
    .limit(3660)
    .execute();
  return rows.map((row) => row.day);
}

/** Cards due by `dueBefore` whose highlight still exists, most overdue first. */
export async function findDueCandidates(
  db: Kysely<Database>,
  userId: string,
  dueBefore: number,
  limit: number,
): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('review_cards as c')
    .innerJoin('highlights as h', (join) =>
      join.onRef('h.id', '=', 'c.highlight_id').onRef('h.user_id', '=', 'c.user_id'),
    )
    .select(['c.highlight_id', 'c.due_at', 'h.source'])
    .where('c.user_id', '=', userId)
    .where('c.discarded', '=', 0)
    .where('c.due_at', '<', dueBefore)
    .orderBy('c.due_at', 'asc')
    .orderBy('c.highlight_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    highlightId: row.highlight_id,
    source: row.source,
    dueAt: Number(row.due_at),
  }));
}

/** Highlights saved (not highlighted) before `savedBefore` that have never been in review, newest first. */
export async function findNewCandidates(
  db: Kysely<Database>,
  userId: string,
  savedBefore: number,
  limit: number,
): Promise<Candidate[]> {
  if (limit <= 0) return [];
  // Rows saved before sources existed have no saved_at: they were saved when they were created.
  const savedAt = sql<number>`coalesce(h.saved_at, h.created_at)`;
  const rows = await db
    .selectFrom('highlights as h')
    .select(['h.id', 'h.source', savedAt.as('saved')])
    .where('h.user_id', '=', userId)
    .where(savedAt, '<', savedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_cards as c').select('c.highlight_id').whereRef('c.highlight_id', '=', 'h.id'),
        ),
      ),
    )
    .orderBy(savedAt, 'desc')
    .orderBy('h.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ highlightId: row.id, source: row.source, dueAt: Number(row.saved) }));
}

export async function countIntroducedOn(db: Kysely<Database>, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('review_cards')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('introduced_day', '=', day)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface NewCardRow {
  highlightId: string;
  card: string;
  state: ReviewCardsTable['state'];
  dueAt: number;
}

/** Creates cards for highlights entering review; a card that exists already is left as it is. */
export async function insertCards(
  db: Kysely<Database>,
  userId: string,
  day: string,
  cards: NewCardRow[],
  now: number,
): Promise<void> {
  if (cards.length === 0) return;
  await db
    .insertInto('review_cards')
    .values(
      cards.map((card) => ({
        highlight_id: card.highlightId,
        user_id: userId,
        card: card.card,
        state: card.state,
        due_at: card.dueAt,
        reps: 0,
        discarded: 0,
        introduced_day: day,
        last_rated_day: null,
        last_rating: null,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('highlight_id').doNothing())
    .execute();
}

/** The cards among `highlightIds` whose highlight still exists (one deleted mid-review leaves its card). */
export async function findCardsOfExistingHighlights(
  db: Kysely<Database>,
  userId: string,
  highlightIds: string[],
): Promise<CardRow[]> {
  if (highlightIds.length === 0) return [];
  const rows = await db
    .selectFrom('review_cards as c')
    .innerJoin('highlights as h', (join) =>
      join.onRef('h.id', '=', 'c.highlight_id').onRef('h.user_id', '=', 'c.user_id'),
    )
    .select(CARD_COLUMNS.map((column) => `c.${column}` as const))
    .where('c.user_id', '=', userId)
    .where('c.highlight_id', 'in', highlightIds)
    .execute();
  return rows.map(normaliseCardRow);
}

export async function findCard(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
): Promise<CardRow | undefined> {
  const row = await db
    .selectFrom('review_cards')
    .select(CARD_COLUMNS)
    .where('user_id', '=', userId)
    .where('highlight_id', '=', highlightId)
    .executeTakeFirst();
  return row && normaliseCardRow(row);
}

/**
 * Writes a rating over the card it was worked out from: when another rating was written in between (a double
 * submit, even two at once), the card no longer matches and nothing is written. True when this call wrote it.
 */
export async function saveRating(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  rating: {
    previousCard: string;
    card: string;
    state: ReviewCardsTable['state'];
    dueAt: number;
    reps: number;
    rating: string;
    day: string;
  },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('review_cards')
    .set({
      card: rating.card,
      state: rating.state,
      due_at: rating.dueAt,
      reps: rating.reps,
      last_rated_day: rating.day,
      last_rating: rating.rating,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('highlight_id', '=', highlightId)
    .where('discarded', '=', 0)
    .where('card', '=', rating.previousCard)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setDiscarded(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  discarded: boolean,
  day: string | null,
  now: number,
): Promise<void> {
  let query = db
    .updateTable('review_cards')
    .set({ discarded: discarded ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('highlight_id', '=', highlightId);
  if (discarded && day) {
    query = query.set({ last_rated_day: day, last_rating: 'discard' });
  }
  await query.execute();
}

export async function findSessionSize(db: Kysely<Database>, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('review_settings')
    .select('session_size')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.session_size) : undefined;
}

export async function saveSessionSize(
  db: Kysely<Database>,
  userId: string,
  sessionSize: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('review_settings')
    .values({ user_id: userId, session_size: sessionSize, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ session_size: sessionSize, updated_at: now }),
    )
    .execute();
}

/** Records a digest link's nonce; false when it was used before. */
export async function useLinkNonce(
  db: Kysely<Database>,
  userId: string,
  nonce: string,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('review_link_uses')
    .values({ nonce, user_id: userId, used_at: now })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

function normaliseCardRow(row: CardRow): CardRow {
  return {
    ...row,
    due_at: Number(row.due_at),
    reps: Number(row.reps),
    discarded: Number(row.discarded),
  };
}

export async function isLinkNonceUsed(db: Kysely<Database>, nonce: string): Promise<boolean> {
  const row = await db
    .selectFrom('review_link_uses')
    .select('nonce')
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes a link usable again when the rating it was used for failed. */
export async function releaseLinkNonce(db: Kysely<Database>, userId: string, nonce: string): Promise<void> {
  await db.deleteFrom('review_link_uses').where('nonce', '=', nonce).where('user_id', '=', userId).execute();
}
