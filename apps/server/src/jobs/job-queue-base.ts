import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EnqueueOptions, JobContext, JobHandler, JobHandlerOptions, JobQueue } from './job-queue';
import { readableError } from './job-runner';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Knobs for tests and operators' code, deliberately not environment variables. */
export interface JobQueueTuning {
  /** Jobs one process runs at the same time. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (an enqueue in the same process wakes it at once). */
  pollIntervalMs: number;
  /** Retry n waits baseMs * factor^(n-1), at most maxMs: by default 5 s then 20 s, 3 attempts in ~25 s. */
  backoff: { baseMs: number; factor: number; maxMs: number };
  defaultMaxAttempts: number;
  /** Per-attempt time limit of handlers registered without one. */
  defaultTimeoutMs: number;
  /** PostgreSQL: a claim outlives the attempt's time limit by this much before pg-boss expires it. */
  leaseMarginMs: number;
  /**
   * SQLite: how long a claim holds without news from its worker. A running attempt renews it every third
   * of this, so the job of a process that died is taken over this long after the crash, however long the
   * handler's own time limit is.
   */
  claimLeaseMs: number;
  /** On stop, running jobs get this long to finish before they are aborted and handed back. */
  stopGraceMs: number;
}

export const DEFAULT_TUNING: JobQueueTuning = {
  concurrency: 2,
  pollIntervalMs: 250,
  backoff: { baseMs: 5_000, factor: 4, maxMs: 60_000 },
  defaultMaxAttempts: 3,
  defaultTimeoutMs: 5 * 60_000,
  leaseMarginMs: 30_000,
  claimLeaseMs: 30_000,
  stopGraceMs: 5_000,
};

export interface RegisteredHandler {
  run(payload: unknown, context: JobContext): Promise<void>;
  timeoutMs: number;
  onFinalFailure?: (payload: unknown, error: Error) => Promise<void>;
}

/** A job this process has claimed; run() executes the attempt and settles it, and never rejects. */
export interface Claim {
  run(): Promise<void>;
}

/**
 * What both backends share: the handler registry, the worker loop (bounded concurrency, polling plus an
 * immediate wake-up on a local enqueue), graceful stop and the deterministic drain used by tests.
 * Backends supply storage: insert, claim the next due job, and tell whether work is still pending.
 */
export abstract class JobQueueBase implements JobQueue {
  protected readonly handlers = new Map<string, RegisteredHandler>();
  protected readonly tuning: JobQueueTuning;
  protected stopController = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private pumping = false;
  private wakeRequested = false;
  private pollTimer: NodeJS.Timeout | undefined;

  constructor(
    protected readonly logger: JobLogger,
    tuning: Partial<JobQueueTuning> = {},
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning };
  }

  protected abstract insert(name: string, payload: object, options: EnqueueOptions): Promise<void>;
  protected abstract claimNext(): Promise<Claim | null>;
  /** Due jobs, retries waiting for their backoff, or claimed jobs not yet settled. */
  protected abstract hasPendingWork(): Promise<boolean>;
  protected async beforeStart(): Promise<void> {}
  /** Releases the backend's resources; runs on every stop, whether or not workers were started. */
  protected async afterStop(): Promise<void> {}

  register<P extends object>(name: string, handler: JobHandler<P>, options: JobHandlerOptions<P> = {}): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
    const onFinalFailure = options.onFinalFailure;
    this.handlers.set(name, {
      // Payloads are the JSON of what enqueue() was given for this name, typed P at that call.
      run: (payload, context) => handler(payload as P, context),
      timeoutMs: options.timeoutMs ?? this.tuning.defaultTimeoutMs,
      onFinalFailure: onFinalFailure && ((payload, error) => onFinalFailure(payload as P, error)),
    });
  }

  async enqueue<P extends object>(name: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
    await this.insert(name, payload, options);
    if (this.running) this.pump();
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.beforeStart();
    this.stopController = new AbortController();
    this.running = true;
    this.pump();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.pollTimer);
    if (this.inFlight.size > 0) {
      const grace = sleep(this.tuning.stopGraceMs, 'timeout', { ref: false });
      const settled = Promise.allSettled([...this.inFlight]).then(() => 'settled');
      if ((await Promise.race([settled, grace])) === 'timeout') this.stopController.abort();
      await settled;
    }
    await this.afterStop();
  }

  async drain(): Promise<void> {
    for (;;) {
      const claim = await this.claimNext();
      if (claim) {
        await claim.run();
        continue;
      }
      if (this.inFlight.size === 0 && !(await this.hasPendingWork())) return;
      await sleep(20);
    }
  }

  protected handlerOf(name: string): RegisteredHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler is registered for job "${name}"`);
    return handler;
  }

  protected retryDelayMs(failedAttempt: number): number {
    const { baseMs, factor, maxMs } = this.tuning.backoff;
    return Math.min(maxMs, baseMs * factor ** Math.max(0, failedAttempt - 1));
  }

  protected leaseMs(name: string): number {
    return (this.handlers.get(name)?.timeoutMs ?? this.tuning.defaultTimeoutMs) + this.tuning.leaseMarginMs;
  }

  /** Calls the handler's onFinalFailure; false when the hook itself failed (the caller may try again). */
  protected async recordFinalFailure(name: string, payload: unknown, error: Error): Promise<boolean> {
    this.logger.warn({ job: name, error: readableError(error) }, 'job failed for good');
    const hook = this.handlers.get(name)?.onFinalFailure;
    if (!hook) return true;
    try {
      await hook(payload, error);
      return true;
    } catch (hookError) {
      this.logger.error({ job: name, err: hookError }, 'recording the final failure of a job failed');
      return false;
    }
  }

  private pump(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.wakeRequested = true;
      return;
    }
    this.pumping = true;
    clearTimeout(this.pollTimer);
    void this.fillSlots().finally(() => {
      this.pumping = false;
      if (this.wakeRequested) {
        this.wakeRequested = false;
        this.pump();
      } else if (this.running) {
        this.pollTimer = setTimeout(() => this.pump(), this.tuning.pollIntervalMs);
        this.pollTimer.unref();
      }
    });
  }

  private async fillSlots(): Promise<void> {
    while (this.running && this.inFlight.size < this.tuning.concurrency) {
      let claim: Claim | null;
      try {
        claim = await this.claimNext();
      } catch (error) {
        this.logger.error({ err: error }, 'claiming the next job failed');
        return;
      }
      if (!claim) return;
      const job = claim.run().finally(() => {
        this.inFlight.delete(job);
        this.pump();
      });
      this.inFlight.add(job);
    }
  }
}
