import type { Highlight } from '@precis/shared';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
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
 * per answer instead of a row object per highlight is what makes the list and search routes cheap: building
 * those objects, and then the JSON from them, cost more than the query. Label columns are stored as JSON, and
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
 * A query's row shape for highlightsJsonArray: the highlight's JSON and its order keys (which only SQL reads:
 * on SQLite seq exceeds 2^53).
 */
export interface HighlightJsonRow {
  json: string;
  created_at: number;
  seq: number;
}

interface JsonArrayRow {
  count: number | string;
  json: string;
}

/**
 * The rows of `rows` (each a highlight's JSON, see highlightJsonSql) as one JSON array, newest first, and how
 * many there are: the database joins them, so the server reads a single string.
 */
export function highlightsJsonArrayQuery(
  dialect: DialectName,
  rows: Expression<HighlightJsonRow>,
): RawBuilder<JsonArrayRow> {
  const joined =
    dialect === 'sqlite'
      ? sql`group_concat(r.json, ',' ORDER BY r.created_at DESC, r.seq DESC)`
      : sql`string_agg(r.json, ',' ORDER BY r.created_at DESC, r.seq DESC)`;
  return sql<JsonArrayRow>`
    SELECT count(*) AS count, '[' || coalesce(${joined}, '') || ']' AS json FROM (${rows}) AS r`;
}

/** The answer of a highlightsJsonArrayQuery. */
export function jsonArrayResult(rows: readonly JsonArrayRow[]): {
  count: number;
  json: JsonText<Highlight[]>;
} {
  const [row] = rows;
  return {
    count: Number(row?.count ?? 0),
    json: (row?.json as JsonText<Highlight[]> | undefined) ?? NO_HIGHLIGHTS_JSON,
  };
}
