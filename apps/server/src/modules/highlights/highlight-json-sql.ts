import type { Highlight } from '@precis/shared';
import { type RawBuilder, sql } from 'kysely';
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
 * Highlights' JSON texts (highlightJsonSql), in the order of the query that read them, as one JSON array, and
 * how many there are. Joining them here, and not with the database's string aggregate, spares the sort that
 * the aggregate's own ORDER BY costs: on SQLite, a third of a 200-result search.
 */
export function highlightsJsonArray(jsonTexts: readonly string[]): {
  count: number;
  json: JsonText<Highlight[]>;
} {
  return { count: jsonTexts.length, json: `[${jsonTexts.join(',')}]` as JsonText<Highlight[]> };
}
