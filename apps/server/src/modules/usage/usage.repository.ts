import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { createdCountSql, creationBuckets } from './daily-creations.repository';

/** Both counts of the daily limits in one query: on PostgreSQL one round trip instead of two. */
const countUsage = preparedQuery(
  ['string', 'number', 'number'],
  (_db, _dialect, userId, firstBucket, endBucket) =>
    sql<{ highlights: number | string; summaries: number | string }>`
    SELECT ${createdCountSql(userId, 'highlight', firstBucket, endBucket)} AS highlights,
           ${createdCountSql(userId, 'summary', firstBucket, endBucket)} AS summaries`,
);

/**
 * The highlights and the requested summaries the user created in [start, end), deleted or not: the counts
 * that the create routes check against the daily limits.
 */
export async function countUsageBetween(
  db: Kysely<Database>,
  userId: string,
  start: number,
  end: number,
): Promise<{ highlights: number; summaries: number }> {
  const [row] = await countUsage(db, userId, ...creationBuckets(start, end));
  return { highlights: Number(row?.highlights ?? 0), summaries: Number(row?.summaries ?? 0) };
}
