import type { Summary } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonObjectSql } from '../../db/api-fields';
import type { DialectName } from '../../db/database';
import { type JsonArray, preparedJsonArray } from '../../db/json-sql';
import type { ArgumentsOf, Build, Kind } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { SUMMARY_FIELDS } from './summary-fields';

/** A query's row shape for the summary list: the summary's JSON first, then its order keys. */
export interface SummaryJsonRow {
  value: string;
  created_at: number;
  id: string;
}

/**
 * One summary's API JSON, written by the database from its row (the table aliased `s`): exactly
 * JSON.stringify(toSummary(row, links)) (summary-json-sql.test.ts proves it on both databases). The list reads
 * one string per summary: building an object of fourteen fields per row, then the JSON of them all, cost
 * three times what the query did. Generated from SUMMARY_FIELDS.
 */
export function summaryJsonSql(dialect: DialectName): RawBuilder<string> {
  return jsonObjectSql(SUMMARY_FIELDS, (name) => sql.ref(`s.${name}`), dialect);
}

/** A prepared query of summaries (SummaryJsonRow, newest first), run as one JSON array (preparedJsonArray). */
export function preparedSummariesJson<const Kinds extends readonly Kind[]>(
  kinds: Kinds,
  build: Build<Kinds, SummaryJsonRow>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<JsonArray<Summary>> {
  return preparedJsonArray<Summary, Kinds, SummaryJsonRow>(kinds, ['created_at', 'id'], build);
}
