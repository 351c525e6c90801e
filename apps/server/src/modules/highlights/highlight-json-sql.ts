import type { Highlight } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import {
  type ArgumentsOf,
  type Build,
  dialectOf,
  type Kind,
  preparedQuery,
  preparedValuesQuery,
} from '../../db/prepared-query';
import type { Database } from '../../db/types';
import type { JsonText } from '../../lib/json-text';

/** A text column as a JSON string (NULL as null), escaped the way JSON.stringify escapes. */
function jsonString(dialect: DialectName, column: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'sqlite' ? sql`json_quote(${column})` : sql`coalesce(to_json(${column})::text, 'null')`;
}

/** Epoch milliseconds as Date.prototype.toISOString writes them (UTC, milliseconds, Z). */
function isoDate(dialect: DialectName, column: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`
    : sql`to_char(to_timestamp(${column} / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.')
          || lpad((${column} % 1000)::text, 3, '0') || 'Z'`;
}

const jsonBoolean = (column: RawBuilder<unknown>) =>
  sql`(CASE ${column} WHEN 1 THEN 'true' ELSE 'false' END)`;

/**
 * One highlight's API JSON, written by the database from its row (of `table` when given): exactly
 * JSON.stringify(toHighlight(row)) (highlight-json-sql.test.ts proves it on both databases). Reading one string
 * per highlight instead of its row's fields is what makes the list and search routes cheap: building a record
 * per row, and then the JSON from them, cost more than the query. Label columns are stored as JSON, and
 * the date as the API writes it (migration 0012).
 */
export function highlightJsonSql(dialect: DialectName, table?: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql<string>`'{"id":' || ${jsonString(dialect, column('id'))}
    || ',"content":' || ${jsonString(dialect, column('content'))}
    || ',"source":' || ${jsonString(dialect, column('source'))}
    || ',"comment":' || ${jsonString(dialect, column('comment'))}
    || ',"categories":' || ${column('categories')}
    || ',"tags":' || ${column('tags')}
    || ',"createdDate":"' || coalesce(${column('created_date')}, ${isoDate(dialect, column('created_at'))})
    || '","processed":' || ${jsonBoolean(column('processed'))}
    || ',"synced":' || ${jsonBoolean(column('synced'))} || '}'`;
}

export const NO_HIGHLIGHTS_JSON = '[]' as JsonText<Highlight[]>;

/**
 * A query's row shape for preparedHighlightsJson: the highlight's JSON first, then its order keys (which only
 * SQL reads: on SQLite seq exceeds 2^53).
 */
export interface HighlightJsonRow {
  value: string;
  created_at: number;
  seq: number;
}

interface JsonArrayRow {
  count: number | string;
  json: string;
}

export interface HighlightsJson {
  count: number;
  json: JsonText<Highlight[]>;
}

/**
 * A prepared query of highlights (HighlightJsonRow, newest first), run as one JSON array and how many there
 * are. On SQLite the statement hands back each row's JSON and they are joined here: the string aggregate
 * would sort them once more, a third of a 200-result search. On PostgreSQL string_agg joins them in the
 * database: node-pg reads a row for about 5 µs, far more than that sort costs.
 */
export function preparedHighlightsJson<const Kinds extends readonly Kind[]>(
  kinds: Kinds,
  build: Build<Kinds, HighlightJsonRow>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<HighlightsJson> {
  const rowByRow = preparedValuesQuery(kinds, build);
  const aggregated = preparedQuery(kinds, (db, dialect, ...args) => {
    const rows = build(db, dialect, ...args);
    return sql<JsonArrayRow>`
      SELECT count(*) AS count,
             '[' || coalesce(string_agg(r.value, ',' ORDER BY r.created_at DESC, r.seq DESC), '') || ']' AS json
        FROM (${rows}) AS r`;
  });
  return async (db, ...args) => {
    if (dialectOf(db) === 'sqlite') return highlightsJsonArray(await rowByRow(db, ...args));
    const [row] = await aggregated(db, ...args);
    return {
      count: Number(row?.count ?? 0),
      json: (row?.json ?? NO_HIGHLIGHTS_JSON) as JsonText<Highlight[]>,
    };
  };
}

/** Highlights' JSON texts (highlightJsonSql), in order, as one JSON array, and how many there are. */
export function highlightsJsonArray(jsonTexts: readonly string[]): HighlightsJson {
  return { count: jsonTexts.length, json: `[${jsonTexts.join(',')}]` as JsonText<Highlight[]> };
}
