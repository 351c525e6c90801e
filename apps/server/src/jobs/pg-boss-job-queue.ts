import type pg from 'pg';
import { type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
import { newId } from '../lib/ids';
import type { EnqueueOptions } from './job-queue';
import { type Claim, type JobLogger, JobQueueBase, type JobQueueTuning } from './job-queue-base';
import { JobInterruptedError, readableError, runAttempt } from './job-runner';

export const PG_BOSS_SCHEMA = 'pgboss';
const FAILED_SUFFIX = '.failed';
const PG_BOSS_MIN_HEARTBEAT_SECONDS = 10;
const INTERRUPTED =
  'The job was interrupted (its worker stopped or went past its time limit) and has no attempts left.';

export interface PgBossQueueOptions {
  /** Run pg-boss's supervisor (expiring claims of dead workers, retention) in this process. */
  supervise: boolean;
}

type Job = JobWithMetadata<object>;

/**
 * PostgreSQL mode: pg-boss (schema `pgboss`), sharing the app's pg pool, so several server processes share
 * the work. pg-boss does the retries (retryLimit, retryDelay, retryBackoff) and expires the claims of dead
 * workers: a worker beats for its claim (heartbeatSeconds, `touch`), so a killed process's job runs again
 * within a heartbeat, and no attempt outlives its time limit (expireInSeconds). Each queue has a dead-letter
 * queue `<name>.failed`: a job that fails for good, whether its handler threw on the last attempt or its worker
 * died during it, lands there, and running that dead letter calls the handler's onFinalFailure, so the owning
 * record always learns of the failure.
 * Queues use the `exclusive` policy: one job per singleton key while queued, retrying or active; jobs
 * without a uniqueKey get a random key.
 */
export class PgBossJobQueue extends JobQueueBase {
  private readonly boss: PgBoss;
  private readonly queuesReady = new Map<string, Promise<void>>();
  private nextQueue = 0;

  private constructor(
    private readonly pool: pg.Pool,
    logger: JobLogger,
    tuning: Partial<JobQueueTuning>,
    options: PgBossQueueOptions,
  ) {
    super(logger, { pollIntervalMs: 1_000, ...tuning });
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: PG_BOSS_SCHEMA,
      supervise: options.supervise,
      schedule: false,
      migrate: true,
      superviseIntervalSeconds: 30,
      // Lets drain() force a pass every second; the background pass still runs every 30 s.
      monitorIntervalSeconds: 1,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'pg-boss reported an error'));
    this.boss.on('warning', (warning) => this.logger.warn({ warning }, 'pg-boss reported a warning'));
  }

  /** Installs or migrates the pg-boss schema (safe with several processes starting at once). */
  static async create(
    pool: pg.Pool,
    logger: JobLogger,
    tuning: Partial<JobQueueTuning> = {},
    options: PgBossQueueOptions = { supervise: true },
  ): Promise<PgBossJobQueue> {
    const queue = new PgBossJobQueue(pool, logger, tuning, options);
    await queue.boss.start();
    return queue;
  }

  protected async insert(name: string, payload: object, options: EnqueueOptions): Promise<void> {
    await this.ensureQueue(name);
    const { baseMs, factor, maxMs } = this.tuning.backoff;
    const retryDelay = Math.round(baseMs / 1000);
    const retryBackoff = factor > 1 && retryDelay >= 1;
    const sendOptions: SendOptions = {
      singletonKey: options.uniqueKey ?? newId(),
      retryLimit: (options.maxAttempts ?? this.tuning.defaultMaxAttempts) - 1,
      retryDelay,
      retryBackoff,
      expireInSeconds: Math.max(1, Math.ceil(this.leaseMs(name) / 1000)),
      heartbeatSeconds: this.heartbeatSeconds(),
    };
    if (retryBackoff) sendOptions.retryDelayMax = Math.ceil(maxMs / 1000);
    if (options.runAt !== undefined) sendOptions.startAfter = new Date(options.runAt);
    await this.boss.send(name, payload, sendOptions);
  }

  protected async claimNext(): Promise<Claim | null> {
    const names = this.queueNames();
    await Promise.all([...this.handlers.keys()].map((name) => this.ensureQueue(name)));
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(this.nextQueue + i) % names.length];
      if (name === undefined) continue;
      const [job] = await this.boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      if (job) {
        this.nextQueue = (this.nextQueue + i + 1) % names.length;
        return { run: () => this.settle(name, job) };
      }
    }
    return null;
  }

  protected async hasPendingWork(): Promise<boolean> {
    const names = this.queueNames();
    if (names.length === 0) return false;
    const { rows } = await this.pool.query<{ pending: boolean; expired: boolean }>(
      `SELECT count(*) > 0 AS pending,
              coalesce(bool_or(state = 'active' AND (started_on + expire_seconds * interval '1s' < now()
                                 OR heartbeat_on + heartbeat_seconds * interval '1s' < now())), false)
                AS expired
         FROM ${PG_BOSS_SCHEMA}.job
        WHERE name = ANY($1)
          AND (state IN ('retry', 'active') OR (state = 'created' AND start_after <= now()))`,
      [names],
    );
    const [row] = rows;
    // A claim whose worker died: ask pg-boss to expire it now rather than at its next background pass.
    if (row?.expired) for (const name of names) await this.boss.supervise(name);
    return row?.pending ?? false;
  }

  protected override async afterStop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, timeout: 5_000 });
  }

  /**
   * A claim lapses when its worker stops beating for this long, like the SQLite queue's lease: a process killed
   * during a 30-minute import hands it to another within a minute, not after the import's whole time limit.
   * pg-boss takes no less than 10 seconds.
   */
  private heartbeatSeconds(): number {
    return Math.max(PG_BOSS_MIN_HEARTBEAT_SECONDS, Math.ceil(this.tuning.claimLeaseMs / 1000));
  }

  /** Beats for a claim every third of its heartbeat until the attempt settles; a missed beat is only logged. */
  private beatWhileRunning(name: string, attempt: { id: string; retryCount: number }): () => void {
    const timer = setInterval(
      () => {
        this.boss.touch(name, attempt).catch((error: unknown) => {
          this.logger.warn({ job: name, jobId: attempt.id, err: error }, 'renewing a job claim failed');
        });
      },
      (this.heartbeatSeconds() * 1000) / 3,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  private queueNames(): string[] {
    return [...this.handlers.keys()].flatMap((name) => [name, `${name}${FAILED_SUFFIX}`]);
  }

  private ensureQueue(name: string): Promise<void> {
    let ready = this.queuesReady.get(name);
    if (!ready) {
      const deadLetter = `${name}${FAILED_SUFFIX}`;
      const { baseMs } = this.tuning.backoff;
      ready = (async () => {
        await this.boss.createQueue(deadLetter, { retryLimit: 3, retryDelay: Math.round(baseMs / 1000) });
        await this.boss.createQueue(name, { policy: 'exclusive', deadLetter });
      })();
      ready.catch(() => this.queuesReady.delete(name));
      this.queuesReady.set(name, ready);
    }
    return ready;
  }

  private async settle(queueName: string, job: Job): Promise<void> {
    try {
      if (job.sourceName !== null && queueName.endsWith(FAILED_SUFFIX))
        await this.runDeadLetter(queueName, job);
      else await this.runJob(queueName, job);
    } catch (error) {
      // Only the bookkeeping calls can land here; pg-boss expires the claim and the job runs again.
      this.logger.error({ job: queueName, jobId: job.id, err: error }, 'settling a job failed');
    }
  }

  private async runJob(name: string, job: Job): Promise<void> {
    const handler = this.handlerOf(name);
    const attempt = { id: job.id, retryCount: job.retryCount };
    const isFinalAttempt = job.retryCount >= job.retryLimit;
    const stopBeating = this.beatWhileRunning(name, attempt);
    const outcome = await runAttempt({
      handler: handler.run,
      payload: job.data,
      jobId: job.id,
      attempt: job.retryCount + 1,
      isFinalAttempt,
      timeoutMs: handler.timeoutMs,
      stopSignal: this.stopController.signal,
    }).finally(stopBeating);
    if (outcome.ok) {
      await this.boss.complete(name, attempt);
      return;
    }
    if (!isFinalAttempt && !(outcome.error instanceof JobInterruptedError)) {
      this.logger.info(
        { job: name, jobId: job.id, attempt: job.retryCount + 1, error: outcome.error.message },
        'job attempt failed; retrying',
      );
    }
    // pg-boss retries it, or on the last attempt moves it to the dead-letter queue.
    await this.boss.fail(name, attempt, { error: readableError(outcome.error) });
  }

  private async runDeadLetter(queueName: string, job: Job): Promise<void> {
    const name = queueName.slice(0, -FAILED_SUFFIX.length);
    const recorded = await this.recordFinalFailure(
      name,
      job.data,
      new Error(failureMessage(job.sourceOutput)),
    );
    const attempt = { id: job.id, retryCount: job.retryCount };
    if (recorded) await this.boss.complete(queueName, attempt);
    else await this.boss.fail(queueName, attempt, { error: 'Recording the final failure failed.' });
  }
}

/** Our failed attempts store `{ error }`; anything else is pg-boss expiring the claim of a dead worker. */
function failureMessage(output: object | null): string {
  return output && 'error' in output && typeof output.error === 'string' ? output.error : INTERRUPTED;
}
