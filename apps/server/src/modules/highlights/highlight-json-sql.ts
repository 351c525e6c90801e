import type { Highlight } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonObjectSql } from '../../db/api-fields';
import type { DialectName } from '../../db/database';
import { type JsonArray, preparedJsonArray } from '../../db/json-sql';
import type { ArgumentsOf, Build, Kind } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import type { JsonText } from '../../lib/json-text';
import { HIGHLIGHT_FIELDS } from './highlight-fields';

/**
 * One highlight's API JSON, written by the database from its row (of `table` when given): exactly
 * JSON.stringify(highlightFromRow(row)) (highlight-json-sql.test.ts proves it on both databases). Reading one
 * string per highlight instead of its row's fields is what makes the list and search routes cheap: building a
 * record per row, and then the JSON from them, cost more than the query. Generated from HIGHLIGHT_FIELDS.
 */
export function highlightJsonSql(dialect: DialectName, table?: string): RawBuilder<string> {
  return jsonObjectSql(HIGHLIGHT_FIELDS, (name) => sql.ref(table ? `${table}.${name}` : name), dialect);
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
