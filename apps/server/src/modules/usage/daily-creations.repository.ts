import { type Kysely, type RawBuilder, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import { COUNT_BUCKET_MS } from '../../db/schema-constants';
import type { DailyCreationKind, Database } from '../../db/types';

/**
 * The daily limits' ledger (daily_creation_counts): what each user created per quarter hour, kept by the
 * create routes that check a limit (in the check's transaction, under its lock) and never lowered by a
 * delete. Imports and automatic summaries do not pass a limit check and are not recorded.
 */

/** [first, end) quarter-hour buckets covering [start, end) epoch ms: a local day is whole quarter hours. */
export function creationBuckets(start: number, end: number): [firstBucket: number, endBucket: number] {
  return [Math.floor(start / COUNT_BUCKET_MS), Math.ceil(end / COUNT_BUCKET_MS)];
}

export const bucketAt = (at: number) => Math.floor(at / COUNT_BUCKET_MS);

/** How many of `kind` the user created in the buckets, deleted or not, as one SQL expression. */
export function createdCountSql(
  userId: string,
  kind: DailyCreationKind,
  firstBucket: number,
  endBucket: number,
): RawBuilder<number | string> {
  return sql<number | string>`
    (SELECT coalesce(sum(count), 0) FROM daily_creation_counts
      WHERE user_id = ${userId} AND kind = ${kind} AND bucket >= ${firstBucket} AND bucket < ${endBucket})`;
}

const countCreatedOf = (kind: DailyCreationKind) =>
  preparedQuery(
    ['string', 'number', 'number'],
    (_db, _dialect, userId, firstBucket, endBucket) =>
      sql<{
        count: number | string;
      }>`SELECT ${createdCountSql(userId, kind, firstBucket, endBucket)} AS count`,
  );

const countCreated = { highlight: countCreatedOf('highlight'), summary: countCreatedOf('summary') };

/** How many of `kind` the user created in [start, end), whatever was deleted since. */
export async function countCreatedBetween(
  db: Kysely<Database>,
  userId: string,
  kind: DailyCreationKind,
  start: number,
  end: number,
): Promise<number> {
  const [row] = await countCreated[kind](db, userId, ...creationBuckets(start, end));
  return Number(row?.count ?? 0);
}

/** The upsert adding `count` creations in `bucket` (SQL text, for a statement that computes the count). */
const recordCreationsSql = (userId: unknown, kind: DailyCreationKind, bucket: number, count: unknown) =>
  sql`INSERT INTO daily_creation_counts (user_id, kind, bucket, count)
      VALUES (${userId}, ${kind}, ${bucket}, ${count})
      ON CONFLICT (user_id, kind, bucket) DO UPDATE SET count = daily_creation_counts.count + excluded.count`;

const recordOf = (kind: DailyCreationKind) =>
  preparedQuery(['string', 'number'], (_db, _dialect, userId, bucket) =>
    recordCreationsSql(userId, kind, bucket, 1),
  );

const record = { highlight: recordOf('highlight'), summary: recordOf('summary') };

/** Records one creation of `kind` at `at` (epoch ms); call it in the transaction that checked the limit. */
export async function recordCreation(
  db: Kysely<Database>,
  userId: string,
  kind: DailyCreationKind,
  at: number,
): Promise<void> {
  await record[kind](db, userId, bucketAt(at));
}
