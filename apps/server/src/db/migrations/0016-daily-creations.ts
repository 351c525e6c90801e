import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';
import { bucketOf } from './0008-highlight-counts';

/**
 * A ledger of creations per user, kind ('highlight' | 'summary') and quarter hour of saving (a local day
 * being a run of whole quarter hours), written by the create routes in the transaction of their limit check
 * and never lowered: the daily limits count what was created that day, whatever was deleted since, or
 * request, delete, request would give unlimited AI work. Existing rows seed it by their creation time
 * (what was deleted before this migration is gone and cannot be counted).
 */
export const dailyCreations: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('daily_creation_counts')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('bucket', 'bigint', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('daily_creation_counts_pk', ['user_id', 'kind', 'bucket'])
      .execute();

    if (dialect === 'postgres') {
      await sql`LOCK TABLE highlights, summaries IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    }
    await sql
      .raw(`INSERT INTO daily_creation_counts (user_id, kind, bucket, count)
        SELECT user_id, 'highlight', ${bucketOf('created_at')}, count(*) FROM highlights
         GROUP BY user_id, ${bucketOf('created_at')}`)
      .execute(db);
    await sql
      .raw(`INSERT INTO daily_creation_counts (user_id, kind, bucket, count)
        SELECT user_id, 'summary', ${bucketOf('created_at')}, count(*) FROM summaries WHERE source = 'USER'
         GROUP BY user_id, ${bucketOf('created_at')}`)
      .execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('daily_creation_counts').execute();
  },
});
