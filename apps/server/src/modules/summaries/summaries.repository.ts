import type { Summary, SummaryStatus } from '@precis/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db, DialectName } from '../../db/database';
import type { Database, SummariesTable } from '../../db/types';
import type { JsonText } from '../../lib/json-text';
import { countCreatedBetween, lockDailyLimit, recordCreation } from '../usage';
import { preparedSummariesJson, summaryJsonSql } from './summary-json-sql';
import { searchTextOf } from './summary-row';

export type SummaryRow = Selectable<SummariesTable>;

/** A summary as the API shows it: every column but the search text, which only the database reads. */
export type SummaryView = Omit<SummaryRow, 'search_text'>;

export interface SummaryLinkRow {
  highlight_id: string;
  content_snapshot: string;
  /** 1 while the highlight still exists, 0 once it was deleted. */
  present: number;
}

export interface SummaryListFilter {
  /** Overlap with [fromMs, toMs): a summary covering any instant of it matches. */
  fromMs: number;
  toMs?: number;
  searchTerm?: string;
}

export interface GeneratedLink {
  highlightId: string;
  content: string;
}

const LINK_INSERT_CHUNK = 500;

/**
 * Inserts a requested summary unless the user already requested `max` in [start, end), deleted or not;
 * false when refused. Count and insert share a transaction; on PostgreSQL a per-user advisory lock
 * serialises one user's requests so concurrent ones cannot both pass (SQLite has a single writer).
 */
/** What a limited insert did: inserted, refused by the limit, or found the same request still in progress. */
export type LimitedInsert =
  | { outcome: 'inserted' }
  | { outcome: 'limit' }
  | { outcome: 'pending'; row: SummaryRow };

/**
 * Inserts a requested summary within the daily limit. The same request (type, categories and period) still
 * pending or in progress is answered instead: a double click, or a retry on a slow network, sent two that both
 * went through and both counted against the limit.
 */
export async function insertSummaryWithinLimit(
  db: Db,
  row: SummaryRow,
  window: { start: number; end: number; max: number },
): Promise<LimitedInsert> {
  return db.kysely.transaction().execute(async (trx): Promise<LimitedInsert> => {
    if (db.dialect === 'postgres') await lockDailyLimit(trx, row.user_id, 'summary');
    const pending = await trx
      .selectFrom('summaries')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .where('summarization_type', '=', row.summarization_type)
      .where('categories', '=', row.categories)
      .where('start_at', '=', row.start_at)
      .where('end_at', '=', row.end_at)
      .where('status', 'in', ['PENDING', 'PROCESSING'])
      .executeTakeFirst();
    if (pending) return { outcome: 'pending', row: pending };
    const count = await countCreatedBetween(trx, row.user_id, 'summary', window.start, window.end);
    if (count >= window.max) return { outcome: 'limit' };
    await trx.insertInto('summaries').values(row).execute();
    await recordCreation(trx, row.user_id, 'summary', Date.now());
    return { outcome: 'inserted' };
  });
}

/** Inserts an automatic summary unless the user already has one for its period; true when inserted. */
export async function insertSummaryUnlessPeriodTaken(
  db: Kysely<Database>,
  row: SummaryRow,
): Promise<boolean> {
  const result = await db
    .insertInto('summaries')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'period_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findSummary(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SummaryRow | undefined> {
  return db
    .selectFrom('summaries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findSummaryByPeriod(
  db: Kysely<Database>,
  userId: string,
  periodKey: string,
): Promise<SummaryRow | undefined> {
  return db
    .selectFrom('summaries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** The user's summaries overlapping [fromMs, toMs) as SummaryJsonRow, newest first. */
function overlappingQuery(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  fromMs: number,
  toMs: number,
) {
  return db
    .selectFrom('summaries as s')
    .select([summaryJsonSql(dialect).as('value'), 's.created_at', 's.id'])
    .where('s.user_id', '=', userId)
    .where('s.end_at', '>=', fromMs)
    .where('s.start_at', '<', toMs)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc');
}

const overlappingJson = preparedSummariesJson(['string', 'number', 'number'], overlappingQuery);

const overlappingMatchesJson = preparedSummariesJson(
  ['string', 'number', 'number', 'string'],
  (db, dialect, userId, fromMs, toMs, pattern) =>
    overlappingQuery(db, dialect, userId, fromMs, toMs).where(
      sql<boolean>`s.search_text like ${pattern} escape '\\'`,
    ),
);

/**
 * The user's summaries overlapping the range, matching the search term when given, newest first, as the API's
 * JSON, written by the database. The (user_id, end_at) index reads the summaries ending in or after the range,
 * not all the user's history.
 */
export async function listSummariesJson(
  db: Kysely<Database>,
  userId: string,
  filter: SummaryListFilter,
): Promise<JsonText<Summary[]>> {
  const toMs = filter.toMs ?? Number.MAX_SAFE_INTEGER;
  const listed = filter.searchTerm
    ? await overlappingMatchesJson(
        db,
        userId,
        filter.fromMs,
        toMs,
        `%${escapeLike(filter.searchTerm.toLowerCase())}%`,
      )
    : await overlappingJson(db, userId, filter.fromMs, toMs);
  return listed.json;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The highlights a summary used, in the order the summary listed them, flagged when since deleted. */
export function findSummaryLinks(
  db: Kysely<Database>,
  userId: string,
  summaryId: string,
): Promise<SummaryLinkRow[]> {
  return db
    .selectFrom('summary_highlights as link')
    .leftJoin('highlights as h', (join) =>
      join.onRef('h.id', '=', 'link.highlight_id').onRef('h.user_id', '=', 'link.user_id'),
    )
    .select([
      'link.highlight_id',
      'link.content_snapshot',
      sql<number>`case when h.id is null then 0 else 1 end`.as('present'),
    ])
    .where('link.user_id', '=', userId)
    .where('link.summary_id', '=', summaryId)
    .orderBy('link.position')
    .execute();
}

/**
 * Moves a summary to a new status only from one of the expected ones; false when another worker or a
 * delete got there first. `staleBefore` also lets a status be taken over when it was last touched earlier.
 */
export async function transitionSummary(
  db: Kysely<Database>,
  userId: string,
  id: string,
  change: { from: SummaryStatus[]; to: SummaryStatus; staleFrom?: SummaryStatus[]; staleBefore?: number },
): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('summaries')
    .set({ status: change.to, error: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where((eb) => {
      const allowed = [eb('status', 'in', change.from)];
      if (change.staleFrom?.length && change.staleBefore !== undefined) {
        allowed.push(
          eb.and([eb('status', 'in', change.staleFrom), eb('updated_at', '<', change.staleBefore)]),
        );
      }
      return eb.or(allowed);
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Stores the generated title, text and links and marks the summary READY, all or nothing. False when the
 * summary is no longer PROCESSING (deleted meanwhile, or finished by another worker): nothing is written.
 */
export async function completeSummary(
  db: Kysely<Database>,
  summary: Pick<SummaryRow, 'id' | 'user_id'>,
  generated: { title: string; text: string; links: GeneratedLink[] },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('summaries')
      .set({
        title: generated.title,
        text: generated.text,
        search_text: searchTextOf(generated.title, generated.text),
        status: 'READY',
        error: null,
        updated_at: Date.now(),
      })
      .where('user_id', '=', summary.user_id)
      .where('id', '=', summary.id)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('summary_highlights').where('summary_id', '=', summary.id).execute();
    const rows = generated.links.map((link, position) => ({
      summary_id: summary.id,
      highlight_id: link.highlightId,
      user_id: summary.user_id,
      content_snapshot: link.content,
      position,
    }));
    for (let index = 0; index < rows.length; index += LINK_INSERT_CHUNK) {
      await trx
        .insertInto('summary_highlights')
        .values(rows.slice(index, index + LINK_INSERT_CHUNK))
        .execute();
    }
    return true;
  });
}

/** Marks the summary FAILED with a readable error, unless it has meanwhile left the given statuses. */
export async function failSummary(
  db: Kysely<Database>,
  userId: string,
  id: string,
  error: string,
  from: SummaryStatus[] = ['PENDING', 'PROCESSING', 'FAILED'],
): Promise<void> {
  await db
    .updateTable('summaries')
    .set({ status: 'FAILED', error, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .execute();
}

export async function deleteSummary(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('summary_highlights')
      .where('user_id', '=', userId)
      .where('summary_id', '=', id)
      .execute();
    const result = await trx
      .deleteFrom('summaries')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * PENDING or PROCESSING summaries of every user, oldest first: what the sweeper checks for a lost job.
 * Automatic summaries are generated without a job, so only those untouched since `autoStaleBefore` count.
 * The literal status list uses the partial index.
 */
export async function findUnsettledSummaries(
  db: Kysely<Database>,
  options: { autoStaleBefore: number; limit: number },
): Promise<Pick<SummaryRow, 'id' | 'user_id'>[]> {
  return db
    .selectFrom('summaries')
    .select(['id', 'user_id'])
    .where(sql<boolean>`status IN ('PENDING', 'PROCESSING')`)
    .where((eb) => eb.or([eb('source', '=', 'USER'), eb('updated_at', '<', options.autoStaleBefore)]))
    .orderBy('created_at')
    .limit(options.limit)
    .execute();
}
