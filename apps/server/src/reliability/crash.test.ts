import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Highlight, highlightSchema } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/databases';
import { type Acknowledged, burstOfCreates } from './burst';
import { type HttpUser, signUpOverHttp } from './http-client';
import { type ServerProcess, startServer } from './server-process';
import { inspectPostgresStore, inspectSqliteStore } from './store-inspection';

/** PostgreSQL starts are slower (pg-boss); two rounds there keep the suite's time modest. */
const ROUNDS = { sqlite: 3, postgres: 2 };
const BURST = { total: 400, concurrency: 20 };

/** Every acknowledged create reads back exactly as it was answered, and as it was sent. */
async function expectAllReadable(server: ServerProcess, user: HttpUser, acknowledged: Acknowledged[]) {
  const missing: string[] = [];
  for (const { sent, created } of acknowledged) {
    const answer = await user.call(server.baseUrl, 'GET', `/api/v1/highlights/${created.id}`);
    if (answer.status !== 200) {
      missing.push(`${created.id}: ${answer.status}`);
      continue;
    }
    const stored = highlightSchema.parse(answer.body);
    // Categorisation only ever appends codes to what the create answered.
    expect({ ...stored, categories: stored.categories.slice(0, created.categories.length) }).toEqual({
      ...created,
      processed: stored.processed,
    });
    expect(stored).toMatchObject({ content: sent.content, source: sent.source, comment: sent.comment });
    expect(stored.tags).toEqual(sent.tags);
  }
  expect(missing).toEqual([]);
}

/** The user's highlights of the (UTC) day, every page (a page holds at most 200; `Link` names the next). */
async function listToday(server: ServerProcess, user: HttpUser): Promise<Highlight[]> {
  const today = new Date().toISOString().slice(0, 10);
  const listed: Highlight[] = [];
  let next: string | undefined = `/api/v1/highlights?date=${today}`;
  while (next) {
    const answer = await user.call(server.baseUrl, 'GET', next);
    listed.push(...z.array(highlightSchema).parse(answer.body));
    next = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get('link') ?? '')?.[1];
  }
  return listed;
}

/** Waits until the background categorisation has reached every highlight of the day. */
async function waitUntilAllProcessed(server: ServerProcess, user: HttpUser): Promise<Highlight[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await listToday(server, user);
    if (list.every((highlight) => highlight.processed) || Date.now() > deadline) return list;
    await sleep(250);
  }
}

describe.each(testDialects)('crash with SIGKILL mid-burst on %s', (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  // NODE_ENV=test: the queue's test tuning, so the killed server's claimed jobs lapse after 5 s, not 30 s.
  const start = () =>
    startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, env: { NODE_ENV: 'test' } });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.drop();
  });

  it('keeps every acknowledged highlight, whole, across repeated kills and restarts', async () => {
    server = await start();
    const user = await signUpOverHttp(server.baseUrl);
    const acknowledged: Acknowledged[] = [];
    const rounds: string[] = [];
    for (let round = 1; round <= ROUNDS[dialect]; round += 1) {
      const killAfter = 30 + Math.floor(Math.random() * 60);
      const burst = await burstOfCreates(server, user, { label: `round${round}`, ...BURST, killAfter });
      expect(burst.refused).toEqual([]);
      expect(burst.acknowledged.length).toBeGreaterThanOrEqual(killAfter);
      acknowledged.push(...burst.acknowledged);

      server = await start();
      await expectAllReadable(server, user, acknowledged);
      rounds.push(
        `round ${round}: ${burst.acknowledged.length} acknowledged, ${burst.unanswered} cut off by the kill`,
      );
    }

    // PostgreSQL: pg-boss expires the killed worker's claims after the job's time limit (minutes), so the
    // check there is that every unprocessed highlight still has its job, not that it ran.
    const listed =
      dialect === 'sqlite' ? await waitUntilAllProcessed(server, user) : await listToday(server, user);
    const ids = new Set(listed.map((highlight) => highlight.id));
    const found = acknowledged.filter(({ created }) => ids.has(created.id)).length;
    expect(found).toBe(acknowledged.length);
    // A search through the index finds an acknowledged highlight by its unique token.
    const sample = /durability token (\S+)/.exec(acknowledged.at(-1)?.sent.content ?? '')?.[1] ?? '';
    const search = await user.call(server.baseUrl, 'GET', `/api/v1/highlights?searchTerm=${sample}`);
    expect(z.array(highlightSchema).parse(search.body)).toHaveLength(1);

    await server.kill('SIGTERM');
    server = undefined;
    const report =
      dialect === 'sqlite'
        ? inspectSqliteStore(path.join(database.dataDir, 'precis.db'))
        : await inspectPostgresStore(database.databaseUrl ?? '');
    console.info(
      `[crash ${dialect}] ${rounds.join('; ')}; found ${found}/${acknowledged.length} acknowledged, ` +
        `${report.highlights} rows stored, ${report.unprocessed} awaiting categorisation`,
    );
    expect(report).toEqual({
      highlights: listed.length,
      labelMismatches: 0,
      unprocessed: dialect === 'sqlite' ? 0 : report.unprocessed,
      orphaned: 0,
      searchIndexed: listed.length,
      integrity: 'ok',
    });
  }, 120_000);
});
