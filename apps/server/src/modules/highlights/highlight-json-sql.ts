import type { Highlight } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import { concatenated, type JsonArray, preparedJsonArray } from '../../db/json-sql';
import type { ArgumentsOf, Build, Kind } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import type { JsonText } from '../../lib/json-text';
import { HIGHLIGHT_FIELDS, type JsonPart, type StoredColumn } from './highlight-fields';

/**
 * One highlight's API JSON, written by the database from its row (of `table` when given): exactly
 * JSON.stringify(highlightFromRow(row)) (highlight-json-sql.test.ts proves it on both databases). Reading one
 * string per highlight instead of its row's fields is what makes the list and search routes cheap: building a
 * record per row, and then the JSON from them, cost more than the query. Generated from HIGHLIGHT_FIELDS, with
 * neighbouring literals joined, so the SQL is what one would write by hand.
 */
export function highlightJsonSql(dialect: DialectName, table?: string): RawBuilder<string> {
  const column = (name: StoredColumn) => sql.ref(table ? `${table}.${name}` : name);
  const parts: JsonPart[] = [];
  for (const [key, field] of Object.entries(HIGHLIGHT_FIELDS)) {
    parts.push(`${parts.length === 0 ? '{' : ','}${JSON.stringify(key)}:`, ...field.sql(column, dialect));
  }
  parts.push('}');
  return concatenated(dialect, joinLiterals(parts));
}

/** The parts with each run of literals as one SQL literal. */
function joinLiterals(parts: readonly JsonPart[]): RawBuilder<unknown>[] {
  const joined: RawBuilder<unknown>[] = [];
  let literal = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      literal += part;
      continue;
    }
    if (literal) joined.push(sql.lit(literal));
    literal = '';
    joined.push(part);
  }
  if (literal) joined.push(sql.lit(literal));
  return joined;
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
