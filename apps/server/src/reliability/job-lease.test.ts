import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/job-queue';
import { createQueueTestDatabase, FAST_TUNING, type QueueTestDatabase } from '../jobs/test-queues';

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

// The claim lease with renewal is the SQLite queue's (pg-boss expires claims by the job's time limit).
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
