import type { Kysely, Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/types';

export type JobRow = Selectable<JobsTable>;

type Db = Kysely<Database>;

export interface NewJob {
  name: string;
  payload: string;
  uniqueKey: string | null;
  maxAttempts: number;
  runAt: number;
  now: number;
}

/** Inserts a queued job; a unique key already held by a queued or running job makes this a no-op. */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      unique_key: job.uniqueKey,
      payload: job.payload,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Atomically claims the next due job of the given names: a queued one whose time has come, or a running
 * one whose lease expired (its worker died). One UPDATE ... WHERE id = (SELECT ...) RETURNING statement,
 * so two workers, even in two processes on the same file, never claim the same job.
 */
export async function claimNextJob(
  db: Db,
  names: readonly string[],
  workerId: string,
  now: number,
  leaseMs: number,
): Promise<JobRow | null> {
  if (names.length === 0) return null;
  const claimed = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_until: now + leaseMs,
      locked_by: workerId,
      updated_at: now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs as next')
        .select('next.id')
        .where('next.name', 'in', names)
        .where((inner) =>
          inner.or([
            inner.and([inner('next.status', '=', 'queued'), inner('next.run_at', '<=', now)]),
            inner.and([inner('next.status', '=', 'running'), inner('next.locked_until', '<', now)]),
          ]),
        )
        .orderBy('next.run_at')
        .orderBy('next.id')
        .limit(1),
    )
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

export async function completeJob(db: Db, job: JobRow, now: number): Promise<void> {
  await ownedBy(db, job)
    .set({ status: 'done', locked_until: null, locked_by: null, last_error: null, updated_at: now })
    .execute();
}

/** Renews the claim of a running attempt (its worker is alive); false when the claim was lost meanwhile. */
export async function extendClaim(db: Db, job: JobRow, lockedUntil: number, now: number): Promise<boolean> {
  const result = await ownedBy(db, job)
    .set({ locked_until: lockedUntil, updated_at: now })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Back to the queue after a failed attempt (or to retry a failed final-failure hook). */
export async function requeueJob(
  db: Db,
  job: JobRow,
  runAt: number,
  error: string,
  now: number,
): Promise<void> {
  await ownedBy(db, job)
    .set({
      status: 'queued',
      run_at: runAt,
      locked_until: null,
      locked_by: null,
      last_error: error,
      updated_at: now,
    })
    .execute();
}

/** Hands an interrupted attempt back without counting it (the server is shutting down). */
export async function releaseJob(db: Db, job: JobRow, now: number): Promise<void> {
  await ownedBy(db, job)
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      run_at: now,
      locked_until: null,
      locked_by: null,
      updated_at: now,
    }))
    .execute();
}

export async function failJob(db: Db, job: JobRow, error: string, now: number): Promise<void> {
  await ownedBy(db, job)
    .set({ status: 'failed', locked_until: null, locked_by: null, last_error: error, updated_at: now })
    .execute();
}

/** Whether drain() must keep waiting: due jobs, retries in backoff, or claims not yet settled. */
export async function hasPendingJobs(db: Db, names: readonly string[], now: number): Promise<boolean> {
  if (names.length === 0) return false;
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', 'in', names)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'running'),
        eb.and([eb('status', '=', 'queued'), eb.or([eb('attempts', '>', 0), eb('run_at', '<=', now)])]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Settling a claim only applies while this worker still holds it (a lapsed lease may have moved on). */
function ownedBy(db: Db, job: JobRow) {
  return db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', job.locked_by)
    .where('attempts', '=', job.attempts);
}
