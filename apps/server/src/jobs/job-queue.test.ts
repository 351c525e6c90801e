import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { testDialects } from '../test/databases';
import type { JobContext, JobQueue } from './job-queue';
import { PG_BOSS_SCHEMA } from './pg-boss-job-queue';
import { createQueueTestDatabase, FAST_TUNING, type QueueTestDatabase } from './test-queues';

interface Payload {
  value: string;
}

describe.each(testDialects)('job queue on %s', (kind) => {
  let testDb: QueueTestDatabase;
  let db: Db;
  let queue: JobQueue;

  beforeEach(async () => {
    testDb = await createQueueTestDatabase(kind);
    ({ db, queue } = await testDb.queue());
  });
  afterEach(async () => {
    await testDb.close();
  });

  /** Claims the job as a worker that then dies: it never settles it. */
  async function claimByDeadWorker(name: string): Promise<void> {
    if (kind === 'sqlite') {
      await sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = 'dead-worker',
        locked_until = ${Date.now() + 300} WHERE name = ${name}`.execute(db.kysely);
      return;
    }
    const boss = new PgBoss({
      connectionString: testDb.database.databaseUrl,
      schema: PG_BOSS_SCHEMA,
      supervise: false,
    });
    boss.on('error', () => {});
    await boss.start();
    const [job] = await boss.fetch(name);
    expect(job).toBeDefined();
    await boss.stop({ graceful: false, close: true });
  }

  it('runs an enqueued job with its payload', async () => {
    const seen: Payload[] = [];
    queue.register<Payload>('echo', async (payload) => {
      seen.push(payload);
    });
    await queue.enqueue('echo', { value: 'hello' });
    await queue.drain();
    expect(seen).toEqual([{ value: 'hello' }]);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    await testDb.close();
    testDb = await createQueueTestDatabase(kind);
    // pg-boss counts retry delays in whole seconds (and adds jitter with backoff): 1 s fixed there.
    const backoff =
      kind === 'sqlite'
        ? { baseMs: 100, factor: 3, maxMs: 10_000 }
        : { baseMs: 1_000, factor: 1, maxMs: 1_000 };
    ({ queue } = await testDb.queue({ ...FAST_TUNING, backoff }));
    const attempts: { at: number; attempt: number; isFinalAttempt: boolean }[] = [];
    queue.register<Payload>('flaky', async (_payload, context) => {
      attempts.push({ at: Date.now(), attempt: context.attempt, isFinalAttempt: context.isFinalAttempt });
      if (context.attempt < 3) throw new Error(`attempt ${context.attempt} failed`);
    });
    await queue.enqueue('flaky', { value: 'x' });
    await queue.drain();

    expect(attempts.map(({ attempt, isFinalAttempt }) => ({ attempt, isFinalAttempt }))).toEqual([
      { attempt: 1, isFinalAttempt: false },
      { attempt: 2, isFinalAttempt: false },
      { attempt: 3, isFinalAttempt: true },
    ]);
    const [first, second, third] = attempts.map(({ at }) => at);
    const [minFirstGap, minSecondGap] = kind === 'sqlite' ? [100, 300] : [900, 900];
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(minFirstGap);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(minSecondGap);
  });

  it('records a final failure once, with the last error, after the last attempt', async () => {
    let runs = 0;
    const failures: { payload: Payload; message: string }[] = [];
    queue.register<Payload>(
      'doomed',
      async (_payload, context) => {
        runs += 1;
        throw new Error(`service unavailable (attempt ${context.attempt})`);
      },
      { onFinalFailure: async (payload, error) => void failures.push({ payload, message: error.message }) },
    );
    await queue.enqueue('doomed', { value: 'y' }, { maxAttempts: 3 });
    await queue.drain();
    expect(runs).toBe(3);
    expect(failures).toEqual([{ payload: { value: 'y' }, message: 'service unavailable (attempt 3)' }]);
  });

  it('enqueues a job once per unique key while it is queued, and again once it is done', async () => {
    const seen: string[] = [];
    queue.register<Payload>('unique', async (payload) => void seen.push(payload.value));
    await queue.enqueue('unique', { value: 'first' }, { uniqueKey: 'unique:1' });
    await queue.enqueue('unique', { value: 'second' }, { uniqueKey: 'unique:1' });
    await queue.enqueue('unique', { value: 'other key' }, { uniqueKey: 'unique:2' });
    await queue.drain();
    expect(seen.sort()).toEqual(['first', 'other key']);

    await queue.enqueue('unique', { value: 'third' }, { uniqueKey: 'unique:1' });
    await queue.drain();
    expect(seen).toContain('third');
  });

  it('picks up again a job claimed by a worker that died', async () => {
    const runs: number[] = [];
    queue.register<Payload>('survivor', async (_payload, context) => void runs.push(context.attempt), {
      timeoutMs: 200,
    });
    await queue.enqueue('survivor', { value: 'z' });
    await claimByDeadWorker('survivor');
    await queue.drain();
    expect(runs).toEqual([2]);
  });

  it('records a final failure when the worker died during the last attempt', async () => {
    const failures: string[] = [];
    queue.register<Payload>('last-chance', async () => {}, {
      timeoutMs: 200,
      onFinalFailure: async (_payload, error) => void failures.push(error.message),
    });
    await queue.enqueue('last-chance', { value: 'w' }, { maxAttempts: 1 });
    await claimByDeadWorker('last-chance');
    await queue.drain();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/interrupted/);
  });

  it('aborts an attempt that outlives its time limit', async () => {
    const signals: AbortSignal[] = [];
    const failures: string[] = [];
    queue.register<Payload>(
      'slow',
      async (_payload, context: JobContext) => {
        signals.push(context.signal);
        await sleep(10_000, undefined, { signal: context.signal });
      },
      { timeoutMs: 150, onFinalFailure: async (_payload, error) => void failures.push(error.message) },
    );
    const started = Date.now();
    await queue.enqueue('slow', { value: 's' }, { maxAttempts: 1 });
    await queue.drain();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(signals[0]?.aborted).toBe(true);
    expect(failures).toEqual(['The job did not finish within 150 ms and was stopped.']);
  });

  it('leaves a job scheduled for later until its time comes', async () => {
    const seen: string[] = [];
    queue.register<Payload>('later', async (payload) => void seen.push(payload.value));
    await queue.enqueue('later', { value: 'soon' }, { runAt: Date.now() + 1_500 });
    await queue.drain();
    expect(seen).toEqual([]);
    await sleep(1_600);
    await queue.drain();
    expect(seen).toEqual(['soon']);
  });

  it('runs jobs in the background once started, two at a time', async () => {
    let running = 0;
    let maxRunning = 0;
    const done: string[] = [];
    queue.register<Payload>('background', async (payload) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await sleep(150);
      running -= 1;
      done.push(payload.value);
    });
    await queue.start();
    await Promise.all(['a', 'b', 'c', 'd'].map((value) => queue.enqueue('background', { value })));
    const deadline = Date.now() + 10_000;
    while (done.length < 4 && Date.now() < deadline) await sleep(25);
    await queue.stop();
    expect(done.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(maxRunning).toBe(2);
  });
});
