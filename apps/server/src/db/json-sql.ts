import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { JsonText } from '../lib/json-text';
import type { DialectName } from './database';
import {
  type ArgumentsOf,
  type Build,
  dialectOf,
  type Kind,
  preparedQuery,
  preparedValuesQuery,
} from './prepared-query';
import type { Database } from './types';

/**
 * Pieces for writing an API answer's JSON in SQL, escaped and formatted exactly as JSON.stringify writes the
 * mapped objects (each module's *-json-sql.test.ts proves it on both databases).
 */

/** A text column as a JSON string (NULL as null). */
export function jsonString(dialect: DialectName, column: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'sqlite' ? sql`json_quote(${column})` : sql`coalesce(to_json(${column})::text, 'null')`;
}

/** Epoch milliseconds as Date.prototype.toISOString writes them (UTC, milliseconds, Z), unquoted. */
export function isoDate(dialect: DialectName, column: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`
    : sql`to_char(to_timestamp(${column} / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.')
          || lpad((${column} % 1000)::text, 3, '0') || 'Z'`;
}

/**
 * The parts (never NULL) joined into one text. SQLite's concat() writes the result once, where each `||`
 * copies the text so far into a new string: for a highlight's nine fields, 70 of the 430 µs of a 200-result
 * search. PostgreSQL keeps `||`: its concat() was not measured there.
 */
export function concatenated(
  dialect: DialectName,
  parts: readonly RawBuilder<unknown>[],
): RawBuilder<string> {
  return dialect === 'sqlite' ? sql`concat(${sql.join(parts)})` : sql`(${sql.join(parts, sql` || `)})`;
}

/** A 0/1 column as true/false. */
export const jsonBoolean = (column: RawBuilder<unknown>) =>
  sql<string>`(CASE ${column} WHEN 1 THEN 'true' ELSE 'false' END)`;

export interface JsonArray<T> {
  count: number;
  json: JsonText<T[]>;
}

interface JsonArrayRow {
  count: number | string;
  json: string;
}

/** Items' JSON texts, in order, as one JSON array, and how many there are. */
export function jsonArrayOf<T>(jsonTexts: readonly string[]): JsonArray<T> {
  return { count: jsonTexts.length, json: `[${jsonTexts.join(',')}]` as JsonText<T[]> };
}

/**
 * A prepared query whose rows are one item's JSON (`value`) and its order keys, read as one JSON array.
 * `newestFirst` names the row's columns the query orders by, each descending. On SQLite the statement hands
 * back each row's JSON and they are joined here: a string aggregate would sort them once more. On PostgreSQL
 * string_agg joins them in the database: node-pg reads a row for about 5 µs, far more than that sort costs.
 */
export function preparedJsonArray<T, const Kinds extends readonly Kind[], Row extends { value: string }>(
  kinds: Kinds,
  newestFirst: readonly (keyof Row & string)[],
  build: Build<Kinds, Row>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<JsonArray<T>> {
  const rowByRow = preparedValuesQuery(kinds, build);
  const order = sql.join(newestFirst.map((column) => sql`${sql.ref(`r.${column}`)} DESC`));
  const aggregated = preparedQuery(kinds, (db, dialect, ...args) => {
    const rows = build(db, dialect, ...args);
    return sql<JsonArrayRow>`
      SELECT count(*) AS count, '[' || coalesce(string_agg(r.value, ',' ORDER BY ${order}), '') || ']' AS json
        FROM (${rows}) AS r`;
  });
  return async (db, ...args) => {
    if (dialectOf(db) === 'sqlite') return jsonArrayOf<T>(await rowByRow(db, ...args));
    const [row] = await aggregated(db, ...args);
    return { count: Number(row?.count ?? 0), json: (row?.json ?? '[]') as JsonText<T[]> };
  };
}
