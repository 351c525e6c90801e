import pino from 'pino';
import { type Db, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';
import type { JobQueueTuning } from './job-queue-base';

export const silentLogger = pino({ level: 'silent' });

/** Test tuning: no waiting between retries, short leases, quick polls. */
export const FAST_TUNING: Partial<JobQueueTuning> = {
  backoff: { baseMs: 0, factor: 1, maxMs: 0 },
  leaseMarginMs: 0,
  pollIntervalMs: 50,
  stopGraceMs: 1_000,
};

export interface QueueTestDatabase {
  database: TestDatabase;
  /** Opens one more connection to the database, as another server process would. */
  open(): Promise<Db>;
  /** A queue on its own connection, like the queue of one server process. */
  queue(tuning?: Partial<JobQueueTuning>): Promise<{ db: Db; queue: JobQueue }>;
  close(): Promise<void>;
}

export async function createQueueTestDatabase(kind: 'sqlite' | 'postgres'): Promise<QueueTestDatabase> {
  const database = await createTestDatabase(kind);
  const opened: { db: Db; queue?: JobQueue }[] = [];
  const open = async () => {
    const db = openDatabase(
      database.databaseUrl
        ? { kind: 'postgres', url: database.databaseUrl }
        : { kind: 'sqlite', file: `${database.dataDir}/precis.db` },
    );
    await migrateToLatest(db.kysely, db.dialect);
    opened.push({ db });
    return db;
  };
  return {
    database,
    open,
    async queue(tuning = FAST_TUNING) {
      const db = await open();
      const queue = await createJobQueue(db, { logger: silentLogger, workers: true, tuning });
      const entry = opened.find((item) => item.db === db);
      if (entry) entry.queue = queue;
      return { db, queue };
    },
    async close() {
      for (const { queue } of opened) await queue?.stop();
      for (const { db } of opened) await db.close();
      await database.drop();
    },
  };
}
