import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { testDialects } from '../test/databases';
import type { JobQueue } from './job-queue';
import { Scheduler } from './scheduler';
import { createQueueTestDatabase, type QueueTestDatabase, silentLogger } from './test-queues';

describe('scheduler', () => {
  let scheduler: Scheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
  });

  it('runs every task once when asked, with the given time', async () => {
    scheduler = new Scheduler(silentLogger);
    const seen: [string, number][] = [];
    scheduler.schedule('a', 60_000, async (now) => void seen.push(['a', now.getTime()]));
    scheduler.schedule('b', 60_000, async (now) => void seen.push(['b', now.getTime()]));
    await scheduler.runAll(new Date(1_000));
    expect(seen.sort()).toEqual([
      ['a', 1_000],
      ['b', 1_000],
    ]);
  });

  it('ticks soon after start and then at its interval', async () => {
    scheduler = new Scheduler(silentLogger);
    const tick = vi.fn(async () => {});
    scheduler.schedule('often', 40, tick);
    scheduler.start();
    await sleep(200);
    await scheduler.stop();
    const ticks = tick.mock.calls.length;
    expect(ticks).toBeGreaterThanOrEqual(3);
    await sleep(100);
    expect(tick.mock.calls.length).toBe(ticks);
  });

  it('never runs a task while its previous tick is still running', async () => {
    scheduler = new Scheduler(silentLogger);
    let running = 0;
    let overlap = false;
    scheduler.schedule('slow', 10_000, async () => {
      running += 1;
      overlap ||= running > 1;
      await sleep(50);
      running -= 1;
    });
    await Promise.all([scheduler.runAll(), scheduler.runAll(), scheduler.runAll()]);
    expect(overlap).toBe(false);
  });

  it('keeps ticking after a tick fails', async () => {
    scheduler = new Scheduler(silentLogger);
    let calls = 0;
    scheduler.schedule('fragile', 10_000, async () => {
      calls += 1;
      throw new Error('boom');
    });
    await scheduler.runAll();
    await scheduler.runAll();
    expect(calls).toBe(2);
  });

  it('refuses two tasks with the same name', () => {
    scheduler = new Scheduler(silentLogger);
    scheduler.schedule('twice', 1_000, async () => {});
    expect(() => scheduler?.schedule('twice', 1_000, async () => {})).toThrow(/already exists/);
  });
});

describe.each(testDialects)('scheduler with two workers on %s', (kind) => {
  let testDb: QueueTestDatabase;
  afterEach(async () => {
    await testDb.close();
  });

  /** One server process: its own connection, queue and scheduler, ticking every 30 ms. */
  async function startProcess(fired: string[]): Promise<{ queue: JobQueue; scheduler: Scheduler }> {
    const { db, queue } = await testDb.queue();
    queue.register<{ id: string }>('fire-item', async ({ id }) => void fired.push(id));
    const scheduler = new Scheduler(silentLogger);
    scheduler.schedule('due-items', 30, (now) => fireDueItems(db, queue, now));
    await queue.start();
    scheduler.start();
    return { queue, scheduler };
  }

  it('fires each due item once', async () => {
    testDb = await createQueueTestDatabase(kind);
    const setup = await testDb.open();
    await sql`CREATE TABLE test_due_items (id text PRIMARY KEY, due_at bigint NOT NULL, fired_at bigint)`.execute(
      setup.kysely,
    );
    const now = Date.now();
    for (const [id, dueAt] of [
      ['past', now - 60_000],
      ['now', now],
      ['soon', now + 300],
      ['next-year', now + 365 * 86_400_000],
    ] as const) {
      await sql`INSERT INTO test_due_items (id, due_at) VALUES (${id}, ${dueAt})`.execute(setup.kysely);
    }

    const fired: string[] = [];
    const processes = [await startProcess(fired), await startProcess(fired)];
    const deadline = Date.now() + 10_000;
    while (fired.length < 3 && Date.now() < deadline) await sleep(25);
    await sleep(300); // more ticks in both processes, which must fire nothing more
    for (const process of processes) {
      await process.scheduler.stop();
      await process.queue.stop();
    }
    expect(fired.sort()).toEqual(['now', 'past', 'soon']);
  });
});

/**
 * The documented tick pattern: claim each due item atomically (only one process's UPDATE matches the
 * row), then enqueue its work with a uniqueKey naming the item.
 */
async function fireDueItems(db: Db, queue: JobQueue, now: Date): Promise<void> {
  const claimed = await sql<{ id: string }>`UPDATE test_due_items SET fired_at = ${now.getTime()}
    WHERE fired_at IS NULL AND due_at <= ${now.getTime()} RETURNING id`.execute(db.kysely);
  for (const { id } of claimed.rows)
    await queue.enqueue('fire-item', { id }, { uniqueKey: `fire-item:${id}` });
}
