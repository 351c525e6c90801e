import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Db, DialectName } from '../../db/database';
import type { Database } from '../../db/types';
import { RECORD_COLUMNS, type RecordRow } from './highlight-record';
import { characterLength, containsLikePattern, searchKey, TRIGRAM_MIN_LENGTH } from './search-text';
import { ftsMatchFor, trigramRowCounts } from './sqlite-fts-match';

/** `search_text` contains the key: a plain per-row test, for rows an index has already narrowed down. */
const contains = (dialect: DialectName, key: string) =>
  dialect === 'sqlite'
    ? sql<SqlBool>`instr(search_text, ${key}) > 0`
    : sql<SqlBool>`strpos(search_text, ${key}) > 0`;

function newestFirst(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('highlights')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc');
}

/**
 * The user's highlights created in [start, end), newest first, optionally only those whose text contains
 * the term (case-insensitive). A day is small: its (user_id, created_at) range is read and filtered, without
 * the search index. Rows as stored: the list routes write them straight to JSON (highlight-json.ts).
 */
export async function listHighlightsBetween(
  db: Db,
  userId: string,
  range: { start: number; end: number },
  searchTerm?: string,
): Promise<RecordRow[]> {
  let query = newestFirst(db.kysely, userId)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end);
  const key = searchTerm ? searchKey(searchTerm) : '';
  if (key) query = query.where(contains(db.dialect, key));
  return query.execute();
}

/**
 * The user's newest `limit` highlights whose text contains the term (case-insensitive), over all days.
 * Terms of 3+ characters go through the trigram index; shorter ones walk the user's highlights newest
 * first and stop at `limit` (a short term matches most texts, so that stops early).
 */
export async function searchAllHighlights(
  db: Db,
  userId: string,
  searchTerm: string,
  limit: number,
): Promise<RecordRow[]> {
  const key = searchKey(searchTerm);
  if (!key) return [];
  if (characterLength(key) < TRIGRAM_MIN_LENGTH) {
    return newestFirst(db.kysely, userId).where(contains(db.dialect, key)).limit(limit).execute();
  }
  if (db.dialect === 'postgres') return searchPostgres(db.kysely, userId, key, limit);
  return searchSqliteFts(db.kysely, userId, key, limit);
}

/** PostgreSQL search: rows of the first look at the newest highlights, and of the longest walk. */
const PROBE_ROWS = 1000;
const WALK_ROWS = 20_000;
/** Matches in the probe (2%) from which walking on costs less than fetching every match via the index. */
const WALK_MIN_MATCHES = 20;

/**
 * PostgreSQL: the GIN index returns matches unordered, so a common term makes it fetch and sort most of the
 * user's rows, while walking the (user_id, created_at) index newest first costs 200 / (match rate) rows, a
 * full scan for a rare term. The planner cannot tell which from its statistics, so the search looks at the
 * newest PROBE_ROWS first: enough matches there end it; a fair share means walking on (bounded); otherwise,
 * or when the walk falls short, the pg_trgm index answers. Every path returns the exact newest matches.
 */
async function searchPostgres(
  db: Kysely<Database>,
  userId: string,
  key: string,
  limit: number,
): Promise<RecordRow[]> {
  const probe = await postgresNewestSearchQuery(db, userId, key, limit, PROBE_ROWS).execute();
  if (probe.length >= limit) return probe;
  if (probe.length >= WALK_MIN_MATCHES) {
    const walked = await postgresNewestSearchQuery(db, userId, key, limit, WALK_ROWS).execute();
    if (walked.length >= limit) return walked;
  }
  return postgresIndexedSearchQuery(db, userId, key, limit).execute();
}

const likeContains = (key: string) => sql<SqlBool>`search_text LIKE ${containsLikePattern(key)} ESCAPE '\\'`;

/** The first `limit` matches among the user's newest `window` highlights (stops as soon as it has them). */
export function postgresNewestSearchQuery(
  db: Kysely<Database>,
  userId: string,
  key: string,
  limit: number,
  window: number,
) {
  const newest = newestFirst(db, userId).select(['search_text', 'seq']).limit(window).as('newest');
  return db
    .selectFrom(newest)
    .select(RECORD_COLUMNS)
    .where(likeContains(key))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit);
}

/** Every match through the pg_trgm index; `+ 0` keeps the planner from walking the date index instead. */
export function postgresIndexedSearchQuery(db: Kysely<Database>, userId: string, key: string, limit: number) {
  return db
    .selectFrom('highlights')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where(likeContains(key))
    .orderBy(sql`created_at + 0`, 'desc')
    .orderBy(sql`seq + 0`, 'desc')
    .limit(limit);
}

/**
 * SQLite: the FTS5 trigram index is read in descending rowid order, which is creation order (seq, see
 * migration 0002), so the walk stops at the first `limit` matches of this user instead of sorting them all.
 * The CROSS JOIN keeps the FTS table as the outer loop. The FTS query narrows (sqlite-fts-match.ts) and
 * instr() re-checks each hit against the exact key. (LIKE with an ESCAPE clause cannot use the FTS index.)
 */
export async function searchSqliteFts(
  db: Kysely<Database>,
  userId: string,
  key: string,
  limit: number,
): Promise<RecordRow[]> {
  const match = ftsMatchFor(key, await trigramRowCounts(db, key));
  const { rows } = await sqliteFtsQuery(userId, key, limit, match).execute(db);
  return rows;
}

export function sqliteFtsQuery(userId: string, key: string, limit: number, match: string) {
  const columns = sql.join(RECORD_COLUMNS.map((column) => sql.ref(`h.${column}`)));
  return sql<RecordRow>`
    SELECT ${columns}
      FROM highlights_fts CROSS JOIN highlights AS h ON h.seq = highlights_fts.rowid
     WHERE highlights_fts MATCH ${match}
       AND h.user_id = ${userId}
       AND instr(h.search_text, ${key}) > 0
     ORDER BY highlights_fts.rowid DESC
     LIMIT ${limit}`;
}
