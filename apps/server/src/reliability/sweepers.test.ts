import { type Summary, summarySchema } from '@precis/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { seedHighlight } from '../modules/highlights/highlights-test-helpers';
import type { SummaryRow } from '../modules/summaries/summaries.repository';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

const HOUR_MS = 3_600_000;

/** A summary row as a crash would leave it: stored, but no generation job behind it. */
async function storeSummary(t: TestApp, user: TestUser, fields: Partial<SummaryRow>): Promise<string> {
  const now = Date.now();
  const id = newId(now);
  await t.context.db.kysely
    .insertInto('summaries')
    .values({
      id,
      user_id: user.id,
      summarization_type: 'INSIGHTS',
      categories: '[]',
      title: 'Insights',
      text: '',
      search_text: 'insights',
      start_at: now - 24 * HOUR_MS,
      end_at: now + 60_000,
      status: 'PENDING',
      error: null,
      source: 'USER',
      period_key: null,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .execute();
  return id;
}

async function summaryOf(user: TestUser, id: string): Promise<Summary> {
  const response = await user.request({ method: 'GET', url: `/api/v1/summaries/${id}` });
  expect(response.statusCode).toBe(200);
  return summarySchema.parse(response.json());
}

describe.each(testDialects)('sweepers of work a crash left without its job on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await t.signUp();
    await seedHighlight(t, user, { createdAt: Date.now() - HOUR_MS, content: 'Sweep me into a summary.' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What a worker does when it starts: every scheduled task ticks once; then the queue runs. */
  const startWorkers = async (now = new Date()) => {
    await t.context.scheduler.runAll(now);
    await t.context.jobs.drain();
  };

  const jobsWithKey = async (key: string) => {
    const query =
      dialect === 'sqlite'
        ? sql<{ n: number }>`SELECT count(*) AS n FROM jobs WHERE unique_key = ${key}`
        : sql<{ n: number }>`SELECT count(*) AS n FROM pgboss.job WHERE singleton_key = ${key}`;
    const { rows } = await query.execute(t.context.db.kysely);
    return Number(rows[0]?.n);
  };

  it('categorises a highlight whose job was lost', async () => {
    const lost = await seedHighlight(t, user, { createdAt: Date.now(), content: 'Refactor the code base.' });
    await startWorkers();
    const response = await user.request({ method: 'GET', url: `/api/v1/highlights/${lost.id}` });
    expect(response.json()).toMatchObject({ id: lost.id, processed: true });
  });

  it('generates a requested summary left PENDING without its job', async () => {
    const id = await storeSummary(t, user, { status: 'PENDING' });
    await startWorkers();
    const summary = await summaryOf(user, id);
    expect(summary.status).toBe('READY');
    expect(summary.summaryText).not.toBe('');
  });

  it('adds no second job to a summary whose job is still queued', async () => {
    const response = await user.request({
      method: 'POST',
      url: '/api/v1/summaries',
      payload: {
        summarizationType: 'TASKS',
        dateInterval: {
          startDate: new Date(Date.now() - 24 * HOUR_MS).toISOString(),
          endDate: new Date(Date.now() + 60_000).toISOString(),
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = summarySchema.parse(response.json());
    await t.context.scheduler.runAll();
    expect(await jobsWithKey(`summary:${id}`)).toBe(1);
    await t.context.jobs.drain();
    expect((await summaryOf(user, id)).status).toBe('READY');
  });

  it('takes over an automatic summary abandoned in PROCESSING, and leaves one in progress alone', async () => {
    const now = Date.now();
    const fields = {
      source: 'AUTO' as const,
      summarization_type: 'DAILY' as const,
      status: 'PROCESSING' as const,
    };
    const abandoned = await storeSummary(t, user, {
      ...fields,
      period_key: `DAILY:${now - 24 * HOUR_MS}`,
      updated_at: now - HOUR_MS,
    });
    const inProgress = await storeSummary(t, user, {
      ...fields,
      period_key: `DAILY:${now}`,
      updated_at: now,
    });
    await startWorkers(new Date(now));
    expect((await summaryOf(user, abandoned)).status).toBe('READY');
    expect((await summaryOf(user, inProgress)).status).toBe('PROCESSING');
    expect(await jobsWithKey(`summary:${inProgress}`)).toBe(0);
  });
});
