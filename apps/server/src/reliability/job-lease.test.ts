import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/job-queue';
import { createQueueTestDatabase, FAST_TUNING, type QueueTestDatabase } from '../jobs/test-queues';
import { describeOnPostgres } from '../test/postgres-only';

/** Claims lapse after 1 s without renewal (room for a loaded CI machine); handlers' own limit is ten minutes. */
const TUNING = { ...FAST_TUNING, claimLeaseMs: 1_000 };
const TEN_MINUTES = 10 * 60_000;

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the SQLite job queue claim lease', () => {
  let testDb: QueueTestDatabase;
  beforeEach(async () => {
    testDb = await createQueueTestDatabase('sqlite');
  });
  afterEach(async () => {
    await testDb.close();
  });

  it('renews the claim of a long attempt, so a second process never runs the job twice', async () => {
    const runs: string[] = [];
    const slowJob = (worker: string) => async () => {
      runs.push(worker);
      await sleep(3_500);
    };
    const first = await testDb.queue(TUNING);
    const second = await testDb.queue(TUNING);
    first.queue.register('slow', slowJob('first'), { timeoutMs: TEN_MINUTES });
    second.queue.register('slow', slowJob('second'), { timeoutMs: TEN_MINUTES });
    await first.queue.enqueue('slow', {});
    await first.queue.start();
    await until(() => runs.length === 1);
    await second.queue.start();
    // Three lease lengths pass while the first process works; the second polls all along.
    await sleep(3_800);
    expect(runs).toEqual(['first']);
    const [job] = await first.db.kysely.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(job).toEqual({ status: 'done', attempts: 1 });
  });

  it('hands the job of a worker that lost its database to another one after the lease, not the time limit', async () => {
    const runs: string[] = [];
    const stuck = await testDb.queue(TUNING);
    const healthy = await testDb.queue(TUNING);
    stuck.queue.register('work', async (_payload, context: JobContext) => {
      runs.push('stuck');
      // The worker's connection dies mid-attempt: it can neither renew its claim nor settle it.
      await stuck.db.close();
      await sleep(TEN_MINUTES, undefined, { signal: context.signal }).catch(() => {});
    });
    healthy.queue.register('work', async () => void runs.push('healthy'), { timeoutMs: TEN_MINUTES });
    await healthy.queue.enqueue('work', {});
    await stuck.queue.start();
    await until(() => runs.length === 1);
    const started = Date.now();
    await healthy.queue.start();
    await until(() => runs.length === 2);
    expect(runs).toEqual(['stuck', 'healthy']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

// pg-boss's heartbeat is at least 10 s, so these take longer than the SQLite ones.
describeOnPostgres('the PostgreSQL job queue heartbeat', () => {
  let testDb: QueueTestDatabase;
  beforeEach(async () => {
    testDb = await createQueueTestDatabase('postgres');
  });
  afterEach(async () => {
    await testDb.close();
  });

  it('beats for the claim of a running attempt until it completes', async () => {
    const worker = await testDb.queue(TUNING);
    let done = false;
    worker.queue.register(
      'slow',
      async () => {
        await sleep(8_000);
        done = true;
      },
      { timeoutMs: TEN_MINUTES },
    );
    await worker.queue.enqueue('slow', {});
    await worker.queue.start();
    const beats = async () => {
      const { rows } = await sql<{ state: string; beat_after_start: number }>`
        SELECT state, extract(epoch FROM heartbeat_on - started_on)::float AS beat_after_start
          FROM pgboss.job WHERE name = 'slow'`.execute(worker.db.kysely);
      return rows[0];
    };
    await sleep(7_000);
    // The heartbeat is 10 s: a beat every third of it, the claim renewed twice by now.
    expect((await beats())?.beat_after_start).toBeGreaterThan(3);
    await until(() => done);
    const deadline = Date.now() + 5_000;
    while ((await beats())?.state !== 'completed' && Date.now() < deadline) await sleep(100);
    expect((await beats())?.state).toBe('completed');
  }, 30_000);

  it('hands the job of a worker that lost its database to another one after a heartbeat, not the time limit', async () => {
    const runs: string[] = [];
    const stuck = await testDb.queue(TUNING);
    const healthy = await testDb.queue(TUNING);
    stuck.queue.register(
      'work',
      async (_payload, context: JobContext) => {
        runs.push('stuck');
        // The worker's connection dies mid-attempt: it can neither beat for its claim nor settle it.
        await stuck.db.close();
        await sleep(TEN_MINUTES, undefined, { signal: context.signal }).catch(() => {});
      },
      { timeoutMs: TEN_MINUTES },
    );
    healthy.queue.register('work', async () => void runs.push('healthy'), { timeoutMs: TEN_MINUTES });
    await healthy.queue.enqueue('work', {}, { maxAttempts: 3 });
    await stuck.queue.start();
    await until(() => runs.length === 1);
    const started = Date.now();
    await healthy.queue.start();
    // A missed heartbeat (10 s) is failed at the next supervising pass (every 30 s); the time limit is ten minutes.
    await until(() => runs.length === 2, 50_000);
    expect(runs).toEqual(['stuck', 'healthy']);
    expect(Date.now() - started).toBeLessThan(50_000);
  }, 70_000);
});
