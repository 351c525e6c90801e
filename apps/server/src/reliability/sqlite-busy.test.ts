import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { REPO_ROOT } from './server-process';

const WRITER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'busy-writer.ts');

/**
 * Starts the second writer process; resolves once it holds the lock (hold) or writes (churn), with the
 * promise of its exit (wrapped: an async function returning a bare promise would wait for it).
 */
async function startWriter(
  file: string,
  mode: 'hold' | 'churn',
  ms: number,
): Promise<{ done: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, mode, String(ms)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`the busy writer exited with ${code}`);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    exited.catch(reject);
  });
  return { done: exited };
}

const create = (user: TestUser, content: string) =>
  user.request({ method: 'POST', url: '/api/v1/highlights', payload: { content, tags: ['busy'] } });

describe('SQLite busy under a concurrent writer process', () => {
  let t: TestApp;
  let user: TestUser;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { DAILY_HIGHLIGHTS_MAX: '10000' });
    user = await t.signUp();
    file = path.join(t.database.dataDir, 'precis.db');
  });
  afterAll(async () => {
    await t?.close();
  });

  const countStored = async (prefix: string) => {
    const rows = await t.context.db.kysely
      .selectFrom('highlights')
      .select('id')
      .where('content', 'like', `${prefix}%`)
      .execute();
    return rows.length;
  };

  it('saves every create while another process commits one write after another', async () => {
    const writer = await startWriter(file, 'churn', 2_500);
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => create(user, `churn ${batch}-${index}`)),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    await writer.done;
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(await countStored('churn ')).toBe(60);
  });

  it('waits for a write lock held for less than the busy timeout', async () => {
    const writer = await startWriter(file, 'hold', 1_000);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => create(user, `held ${index}`)));
    await writer.done;
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await countStored('held ')).toBe(5);
  });

  it('answers 503 with Retry-After when the lock outlasts the busy timeout, and stores nothing', async () => {
    const sqlite = t.context.db.sqlite;
    if (!sqlite) throw new Error('expected a SQLite database');
    // The production wait is 5 s; a shorter one keeps the test quick and changes nothing else.
    sqlite.pragma('busy_timeout = 300');
    try {
      const writer = await startWriter(file, 'hold', 2_000);
      const refused = await create(user, 'too busy 1');
      await writer.done;
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ title: 'The database is busy. Please try again.', status: 503 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await countStored('too busy ')).toBe(0);

      const retried = await create(user, 'too busy 1');
      expect(retried.statusCode).toBe(201);
      expect(await countStored('too busy ')).toBe(1);
    } finally {
      sqlite.pragma('busy_timeout = 5000');
    }
  });
});
