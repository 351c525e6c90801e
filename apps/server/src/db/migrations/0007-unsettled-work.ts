import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Partial indexes for the sweepers that re-enqueue work a crash left without its job: highlights not yet
 * categorised, and summaries still PENDING or PROCESSING. Both hold only the few rows in flight, so a
 * sweep costs nothing however many settled rows the tables hold. Queries must repeat the WHERE terms
 * literally (not as bound parameters) for SQLite to use them.
 */
export const unsettledWork: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX highlights_unprocessed_idx ON highlights (created_at) WHERE processed = 0`.execute(
      db,
    );
    await sql`CREATE INDEX summaries_unsettled_idx ON summaries (created_at)
      WHERE status IN ('PENDING', 'PROCESSING')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX summaries_unsettled_idx`.execute(db);
    await sql`DROP INDEX highlights_unprocessed_idx`.execute(db);
  },
});
