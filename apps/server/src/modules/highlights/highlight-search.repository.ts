import type { Highlight } from '@precis/shared';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Db, DialectName } from '../../db/database';
import { searchScopeToken } from '../../db/search-scope';
import type { Database } from '../../db/types';
import type { JsonText } from '../../lib/json-text';
import {
  type HighlightJsonRow,
  type HighlightsJson,
  highlightJsonSql,
  NO_HIGHLIGHTS_JSON,
  preparedHighlightsJson,
} from './highlight-json-sql';
import { RECORD_COLUMNS } from './highlight-record';
import {
  characterLength,
  containsLikePattern,
  ftsString,
  searchKey,
  TRIGRAM_MIN_LENGTH,
} from './search-text';
import { ftsMatchFor, trigramRowCounts } from './sqlite-fts-match';

/** `search_text` contains the key: a plain per-row test, for rows an index has already narrowed down. */
const contains = (dialect: DialectName, key: string) =>
  dialect === 'sqlite'
    ? sql<SqlBool>`instr(search_text, ${key}) > 0`
    : sql<SqlBool>`strpos(search_text, ${key}) > 0`;

/** The user's highlights as HighlightJsonRow (highlight-json-sql.ts), newest first. */
function newestFirst(db: Kysely<Database>, dialect: DialectName, userId: string) {
  return db
    .selectFrom('highlights')
    .select([highlightJsonSql(dialect).as('value'), 'created_at', 'seq'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc');
}

const dayQuery = (db: Kysely<Database>, dialect: DialectName, userId: string, start: number, end: number) =>
  newestFirst(db, dialect, userId).where('created_at', '>=', start).where('created_at', '<', end);

/** Rows after the cursor's (created_at, id) in the newest-first order: seq breaks ties, as in the order. */
const afterCursor = (createdAt: number, id: string) =>
  sql<SqlBool>`(created_at, seq) < (${createdAt}, (SELECT after.seq FROM highlights AS after WHERE after.id = ${id}))`;

const dayJson = preparedHighlightsJson(
  ['string', 'number', 'number', 'number'],
  (db, dialect, userId, start, end, limit) => dayQuery(db, dialect, userId, start, end).limit(limit),
);

const dayAfterJson = preparedHighlightsJson(
  ['string', 'number', 'number', 'number', 'string', 'number'],
  (db, dialect, userId, start, end, createdAt, id, limit) =>
    dayQuery(db, dialect, userId, start, end).where(afterCursor(createdAt, id)).limit(limit),
);

const dayMatchesJson = preparedHighlightsJson(
  ['string', 'number', 'number', 'string', 'number'],
  (db, dialect, userId, start, end, key, limit) =>
    dayQuery(db, dialect, userId, start, end).where(contains(dialect, key)).limit(limit),
);

const dayMatchesAfterJson = preparedHighlightsJson(
  ['string', 'number', 'number', 'string', 'number', 'string', 'number'],
  (db, dialect, userId, start, end, key, createdAt, id, limit) =>
    dayQuery(db, dialect, userId, start, end)
      .where(contains(dialect, key))
      .where(afterCursor(createdAt, id))
      .limit(limit),
);

/** Where a page of a day ends: the (created_at, id) of its last highlight. */
export type DayCursor = readonly [createdAt: number, id: string];

export interface DayPage {
  json: JsonText<Highlight[]>;
  /** Set when more highlights follow. */
  next?: DayCursor;
}

/**
 * A page of the user's highlights created in [start, end), newest first, optionally only those whose text
 * contains the term (case-insensitive), after the cursor when given. A day is read from its (user_id,
 * created_at) range and filtered, without the search index. As the API's JSON, written by the database.
 */
export async function listHighlightsBetween(
  db: Db,
  userId: string,
  range: { start: number; end: number },
  searchTerm?: string,
  page: { after?: DayCursor; limit: number } = { limit: Number.MAX_SAFE_INTEGER },
): Promise<DayPage> {
  const key = searchTerm ? searchKey(searchTerm) : '';
  const { start, end } = range;
  const { after, limit } = page;
  let highlights: HighlightsJson;
  if (key) {
    highlights = after
      ? await dayMatchesAfterJson(db.kysely, userId, start, end, key, after[0], after[1], limit)
      : await dayMatchesJson(db.kysely, userId, start, end, key, limit);
  } else {
    highlights = after
      ? await dayAfterJson(db.kysely, userId, start, end, after[0], after[1], limit)
      : await dayJson(db.kysely, userId, start, end, limit);
  }
  if (highlights.count < limit) return { json: highlights.json };
  return { json: highlights.json, next: await pageEnd(db, userId, range, key, page) };
}

/** The cursor after a full page: its last row's keys, when another row follows it. */
async function pageEnd(
  db: Db,
  userId: string,
  range: { start: number; end: number },
  key: string,
  page: { after?: DayCursor; limit: number },
): Promise<DayCursor | undefined> {
  let query = db.kysely
    .selectFrom('highlights')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end);
  if (key) query = query.where(contains(db.dialect, key));
  if (page.after) query = query.where(afterCursor(page.after[0], page.after[1]));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(2)
    .offset(page.limit - 1)
    .execute();
  const [last, following] = rows;
  return last && following ? [Number(last.created_at), last.id] : undefined;
}

/**
 * The user's newest `limit` highlights whose text contains the term (case-insensitive), over all days.
 * Terms of 3+ characters go through the trigram index; shorter ones walk the user's highlights newest
 * first and stop at `limit` (a short term matches most texts, so that stops early). As the API's JSON.
 */
export async function searchAllHighlights(
  db: Db,
  userId: string,
  searchTerm: string,
  limit: number,
): Promise<JsonText<Highlight[]>> {
  const key = searchKey(searchTerm);
  if (!key) return NO_HIGHLIGHTS_JSON;
  if (characterLength(key) < TRIGRAM_MIN_LENGTH) {
    return (await newestMatchesJson(db.kysely, userId, key, limit)).json;
  }
  if (db.dialect === 'postgres') return searchPostgres(db.kysely, userId, key, limit);
  return searchSqliteFts(db.kysely, userId, key, limit);
}

/** A short key matches most texts: the user's highlights newest first, until `limit` of them match. */
const newestMatchesJson = preparedHighlightsJson(
  ['string', 'string', 'number'],
  (db, dialect, userId, key, limit) =>
    newestFirst(db, dialect, userId).where(contains(dialect, key)).limit(limit),
);

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
): Promise<JsonText<Highlight[]>> {
  const pattern = containsLikePattern(key);
  const probe = await postgresNewestJson(db, userId, pattern, limit, PROBE_ROWS);
  if (probe.count >= limit) return probe.json;
  if (probe.count >= WALK_MIN_MATCHES) {
    const walked = await postgresNewestJson(db, userId, pattern, limit, WALK_ROWS);
    if (walked.count >= limit) return walked.json;
  }
  return (await postgresIndexedJson(db, userId, pattern, limit)).json;
}

const postgresNewestJson = preparedHighlightsJson(
  ['string', 'string', 'number', 'number'],
  (db, _dialect, userId, pattern, limit, window) =>
    postgresNewestSearchQuery(db, userId, pattern, limit, window),
);

const postgresIndexedJson = preparedHighlightsJson(
  ['string', 'string', 'number'],
  (db, _dialect, userId, pattern, limit) => postgresIndexedSearchQuery(db, userId, pattern, limit),
);

/** `pattern`: a LIKE pattern of the key (containsLikePattern). */
const likeContains = (pattern: string) => sql<SqlBool>`search_text LIKE ${pattern} ESCAPE '\\'`;

/** The first `limit` matches among the user's newest `window` highlights (stops as soon as it has them). */
export function postgresNewestSearchQuery(
  db: Kysely<Database>,
  userId: string,
  pattern: string,
  limit: number,
  window: number,
) {
  const newest = db
    .selectFrom('highlights')
    .select([...RECORD_COLUMNS, 'search_text', 'seq'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(window)
    .as('newest');
  return db
    .selectFrom(newest)
    .select([highlightJsonSql('postgres').as('value'), 'created_at', 'seq'])
    .where(likeContains(pattern))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit);
}

/**
 * Every match through the (user, trigram) GIN index (migration 0013); `+ 0` keeps the planner from walking the
 * date index instead.
 */
export function postgresIndexedSearchQuery(
  db: Kysely<Database>,
  userId: string,
  pattern: string,
  limit: number,
) {
  return db
    .selectFrom('highlights')
    .select([highlightJsonSql('postgres').as('value'), 'created_at', 'seq'])
    .where('user_id', '=', userId)
    .where(likeContains(pattern))
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
): Promise<JsonText<Highlight[]>> {
  const match = scopedMatch(userId, ftsMatchFor(key, await trigramRowCounts(db, key)));
  return (await sqliteFtsJson(db, userId, key, limit, match)).json;
}

const sqliteFtsJson = preparedHighlightsJson(
  ['string', 'string', 'number', 'string'],
  (_db, _dialect, userId, key, limit, match) => sqliteFtsQuery(userId, key, limit, match),
);

/** The match ANDed with the user's token: FTS5 then skips other users' rows (search-scope.ts). */
export const scopedMatch = (userId: string, match: string) =>
  `${ftsString(searchScopeToken(userId))} AND ${match}`;

export function sqliteFtsQuery(userId: string, key: string, limit: number, match: string) {
  return sql<HighlightJsonRow>`
    SELECT ${highlightJsonSql('sqlite', 'h')} AS value, h.created_at, h.seq
      FROM highlights_fts CROSS JOIN highlights AS h ON h.seq = highlights_fts.rowid
     WHERE highlights_fts MATCH ${match}
       AND h.user_id = ${userId}
       AND instr(h.search_text, ${key}) > 0
     ORDER BY highlights_fts.rowid DESC
     LIMIT ${limit}`;
}
