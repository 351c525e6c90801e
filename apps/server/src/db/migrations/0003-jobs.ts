import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * The job queue of SQLite mode (jobs/sqlite-job-queue.ts). PostgreSQL mode uses pg-boss in its own
 * `pgboss` schema instead, so this table exists only in SQLite databases.
 * A retry waiting for its backoff stays 'queued' (run_at in the future), so the partial unique index
 * holds a unique_key for as long as the job may still run.
 */
export const jobs: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('unique_key', 'text')
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('run_at', 'bigint', (col) => col.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await sql`CREATE UNIQUE INDEX jobs_unique_key_idx ON jobs (unique_key)
      WHERE unique_key IS NOT NULL AND status IN ('queued', 'running')`.execute(db);
    // The claim query: the next due queued job, or a running one whose lease expired.
    await sql`CREATE INDEX jobs_claim_idx ON jobs (status, run_at) WHERE status IN ('queued', 'running')`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await db.schema.dropTable('jobs').execute();
  },
});
