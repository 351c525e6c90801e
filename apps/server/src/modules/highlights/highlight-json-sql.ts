import type { Highlight } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import {
  concatenated,
  isoDate,
  type JsonArray,
  jsonBoolean,
  jsonString,
  preparedJsonArray,
} from '../../db/json-sql';
import type { ArgumentsOf, Build, Kind } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import type { JsonText } from '../../lib/json-text';

/**
 * One highlight's API JSON, written by the database from its row (of `table` when given): exactly
 * JSON.stringify(toHighlight(row)) (highlight-json-sql.test.ts proves it on both databases). Reading one string
 * per highlight instead of its row's fields is what makes the list and search routes cheap: building a record
 * per row, and then the JSON from them, cost more than the query. Label columns are stored as JSON, and
 * the date as the API writes it (migration 0012).
 */
export function highlightJsonSql(dialect: DialectName, table?: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const text = (name: string) => jsonString(dialect, column(name));
  const createdDate = sql`coalesce(${column('created_date')}, ${isoDate(dialect, column('created_at'))})`;
  return concatenated(dialect, [
    sql.lit('{"id":'),
    text('id'),
    sql.lit(',"content":'),
    text('content'),
    sql.lit(',"source":'),
    text('source'),
    sql.lit(',"comment":'),
    text('comment'),
    sql.lit(',"categories":'),
    column('categories'),
    sql.lit(',"tags":'),
    column('tags'),
    sql.lit(',"createdDate":"'),
    createdDate,
    sql.lit('","processed":'),
    jsonBoolean(column('processed')),
    sql.lit(',"synced":'),
    jsonBoolean(column('synced')),
    sql.lit(',"sourceId":'),
    text('source_id'),
    sql.lit(',"author":'),
    text('author'),
    sql.lit(',"sourceUrl":'),
    text('source_url'),
    sql.lit(',"location":'),
    sql`(CASE WHEN ${column('location_type')} IS NULL OR ${column('location_value')} IS NULL THEN 'null' ELSE ${concatenated(
      dialect,
      [
        sql.lit('{"type":'),
        text('location_type'),
        sql.lit(',"value":'),
        text('location_value'),
        sql.lit('}'),
      ],
    )} END)`,
    sql.lit(',"url":'),
    text('url'),
    sql.lit(',"savedAt":"'),
    // Saved when highlighted (all but imported ones): the stored createdDate, not a per-row formatting.
    sql`(CASE WHEN ${column('saved_at')} IS NULL OR ${column('saved_at')} = ${column('created_at')} THEN ${createdDate}
         ELSE ${isoDate(dialect, column('saved_at'))} END)`,
    sql.lit('"}'),
  ]);
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

export type HighlightsJson = JsonArray<Highlight>;

/** A prepared query of highlights (HighlightJsonRow, newest first), run as one JSON array (preparedJsonArray). */
export function preparedHighlightsJson<const Kinds extends readonly Kind[]>(
  kinds: Kinds,
  build: Build<Kinds, HighlightJsonRow>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<HighlightsJson> {
  return preparedJsonArray<Highlight, Kinds, HighlightJsonRow>(kinds, ['created_at', 'seq'], build);
}
