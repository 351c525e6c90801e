import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import type { EnqueueOptions } from './job-queue';
import { type Claim, type JobLogger, JobQueueBase, type JobQueueTuning } from './job-queue-base';
import { JobInterruptedError, readableError, runAttempt } from './job-runner';
import {
  claimNextJob,
  completeJob,
  extendClaim,
  failJob,
  hasPendingJobs,
  insertJob,
  type JobRow,
  releaseJob,
  requeueJob,
} from './jobs.repository';

/** A final-failure hook that keeps failing is given up on after this many extra tries. */
const FINAL_FAILURE_HOOK_TRIES = 3;

/**
 * SQLite mode: jobs live in the `jobs` table of the app's own database. A claim is a lease
 * (`locked_until`) that the worker renews while the attempt runs: if the claiming process dies, the job
 * is claimed again once the lease lapses (claimLeaseMs), and that interrupted attempt counts, so a job
 * that crashes its worker cannot loop forever.
 */
export class SqliteJobQueue extends JobQueueBase {
  private readonly workerId = `sqlite-worker-${newId()}`;

  constructor(
    private readonly db: Kysely<Database>,
    logger: JobLogger,
    tuning: Partial<JobQueueTuning> = {},
  ) {
    super(logger, tuning);
  }

  protected async insert(name: string, payload: object, options: EnqueueOptions): Promise<void> {
    const now = Date.now();
    await insertJob(this.db, {
      name,
      payload: JSON.stringify(payload),
      uniqueKey: options.uniqueKey ?? null,
      maxAttempts: options.maxAttempts ?? this.tuning.defaultMaxAttempts,
      runAt: options.runAt ?? now,
      now,
    });
  }

  protected async claimNext(): Promise<Claim | null> {
    const names = [...this.handlers.keys()];
    const job = await claimNextJob(this.db, names, this.workerId, Date.now(), this.tuning.claimLeaseMs);
    return job ? { run: () => this.settle(job) } : null;
  }

  protected hasPendingWork(): Promise<boolean> {
    return hasPendingJobs(this.db, [...this.handlers.keys()], Date.now());
  }

  private async settle(job: JobRow): Promise<void> {
    try {
      await this.execute(job);
    } catch (error) {
      // Only the bookkeeping queries can land here; the lease makes another worker retry the job.
      this.logger.error({ job: job.name, jobId: job.id, err: error }, 'settling a job failed');
    }
  }

  private async execute(job: JobRow): Promise<void> {
    const payload: unknown = JSON.parse(job.payload);
    if (job.attempts > job.max_attempts) {
      // Claimed again after its last attempt: that attempt's worker died, or the final-failure hook failed.
      const reason =
        job.last_error ?? 'The job was interrupted (its worker stopped) and has no attempts left.';
      await this.finalFailure(job, payload, new Error(reason));
      return;
    }
    const handler = this.handlerOf(job.name);
    const heartbeat = setInterval(() => void this.renewClaim(job), Math.ceil(this.tuning.claimLeaseMs / 3));
    const outcome = await runAttempt({
      handler: handler.run,
      payload,
      jobId: String(job.id),
      attempt: job.attempts,
      isFinalAttempt: job.attempts >= job.max_attempts,
      timeoutMs: handler.timeoutMs,
      stopSignal: this.stopController.signal,
    }).finally(() => clearInterval(heartbeat));
    const now = Date.now();
    if (outcome.ok) {
      await completeJob(this.db, job, now);
    } else if (outcome.error instanceof JobInterruptedError) {
      await releaseJob(this.db, job, now);
    } else if (job.attempts < job.max_attempts) {
      const delay = this.retryDelayMs(job.attempts);
      this.logger.info(
        {
          job: job.name,
          jobId: job.id,
          attempt: job.attempts,
          retryInMs: delay,
          error: outcome.error.message,
        },
        'job attempt failed; retrying',
      );
      await requeueJob(this.db, job, now + delay, readableError(outcome.error), now);
    } else {
      await this.finalFailure(job, payload, outcome.error);
    }
  }

  /** Keeps the claim alive while the attempt runs; a missed renewal only risks a second, idempotent run. */
  private async renewClaim(job: JobRow): Promise<void> {
    const now = Date.now();
    try {
      await extendClaim(this.db, job, now + this.tuning.claimLeaseMs, now);
    } catch (error) {
      this.logger.warn({ job: job.name, jobId: job.id, err: error }, 'renewing the claim of a job failed');
    }
  }

  private async finalFailure(job: JobRow, payload: unknown, error: Error): Promise<void> {
    const message = readableError(error);
    const recorded = await this.recordFinalFailure(job.name, payload, error);
    const now = Date.now();
    if (recorded || job.attempts >= job.max_attempts + FINAL_FAILURE_HOOK_TRIES) {
      await failJob(this.db, job, message, now);
    } else {
      await requeueJob(this.db, job, now + this.retryDelayMs(1), message, now);
    }
  }
}
