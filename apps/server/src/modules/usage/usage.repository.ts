import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import {
  COUNT_WINDOW_KINDS,
  countWindowArguments,
  highlightsCreatedCountSql,
} from '../highlights/highlights.repository';
import { userSummariesCreatedCountQuery } from '../summaries/summaries.repository';

/** Both counts of the daily limits in one query: on PostgreSQL one round trip instead of two. */
const countUsage = preparedQuery(
  ['string', 'number', 'number', ...COUNT_WINDOW_KINDS],
  (db, _dialect, userId, start, end, ...windows) =>
    sql<{ highlights: number | string; summaries: number | string }>`
      SELECT ${highlightsCreatedCountSql(userId, ...windows)} AS highlights,
             (${userSummariesCreatedCountQuery(db, userId, start, end)}) AS summaries`,
);

/**
 * The highlights and the requested summaries the user created in [start, end): the same counts that the
 * create routes check against the daily limits (countHighlightsCreatedBetween, countUserSummariesCreatedBetween).
 */
export async function countCreatedBetween(
  db: Kysely<Database>,
  userId: string,
  start: number,
  end: number,
): Promise<{ highlights: number; summaries: number }> {
  const [row] = await countUsage(db, userId, start, end, ...countWindowArguments(start, end));
  return { highlights: Number(row?.highlights ?? 0), summaries: Number(row?.summaries ?? 0) };
}
