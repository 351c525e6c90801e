/**
 * The one job-queue interface every feature uses (docs/architecture.md, The job path). Two backends implement it: a jobs table in
 * SQLite mode, pg-boss in PostgreSQL mode. Handlers must be idempotent: a job may run again after a crash.
 */
export interface EnqueueOptions {
  /** At most one queued or running job per key: enqueueing the same key again is a no-op. */
  uniqueKey?: string;
  /** Run no earlier than this (epoch ms). */
  runAt?: number;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** True on the last attempt: a handler records the final failure on its owning record when this throws. */
  isFinalAttempt: boolean;
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface JobHandlerOptions<P> {
  /** Per-attempt time limit in ms (the handler's signal aborts then). */
  timeoutMs?: number;
  /**
   * Called once when the job failed for good (its last attempt threw, or its worker died during it): the
   * owning record stores status + readable error. Must be idempotent; with PostgreSQL it may run in
   * another process than the failed attempt.
   */
  onFinalFailure?: (payload: P, error: Error) => Promise<void>;
}

export interface JobQueue {
  enqueue<P extends object>(name: string, payload: P, options?: EnqueueOptions): Promise<void>;
  register<P extends object>(name: string, handler: JobHandler<P>, options?: JobHandlerOptions<P>): void;
  /** Starts the workers (no-op with WORKERS=off). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Tests: runs every due job of the registered names in this process to completion (waiting for retries
   * and for claims of dead workers to lapse), then resolves. Jobs enqueued with a future runAt are left.
   */
  drain(): Promise<void>;
}
