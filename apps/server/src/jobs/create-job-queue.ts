import type { Db } from '../db/database';
import type { JobQueue } from './job-queue';
import type { JobLogger, JobQueueTuning } from './job-queue-base';
import { SqliteJobQueue } from './sqlite-job-queue';

export interface CreateJobQueueOptions {
  logger: JobLogger;
  /** Whether this process runs workers (WORKERS); with PostgreSQL it also decides who supervises pg-boss. */
  workers: boolean;
  tuning?: Partial<JobQueueTuning>;
}

/**
 * Integration tests (NODE_ENV=test, as createTestApp sets) retry at once instead of after 5 s and 20 s,
 * so a test of a failing job does not wait for the production backoff, and a killed server's jobs are
 * taken over 5 s after the kill instead of 30 s.
 */
export const TEST_ENV_TUNING: Partial<JobQueueTuning> = {
  backoff: { baseMs: 0, factor: 1, maxMs: 0 },
  pollIntervalMs: 50,
  claimLeaseMs: 5_000,
};

/** The backend that fits the database: the jobs table with SQLite, pg-boss with PostgreSQL. */
export async function createJobQueue(db: Db, options: CreateJobQueueOptions): Promise<JobQueue> {
  if (db.dialect === 'postgres') {
    if (!db.pool) throw new Error('PostgreSQL mode needs the pg pool to run pg-boss');
    // pg-boss is loaded in PostgreSQL mode only: a SQLite server never holds it in memory.
    const { PgBossJobQueue } = await import('./pg-boss-job-queue');
    return PgBossJobQueue.create(db.pool, options.logger, options.tuning, { supervise: options.workers });
  }
  return new SqliteJobQueue(db.kysely, options.logger, options.tuning);
}
