import { type Summary, summarySchema } from '@precis/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatRequest,
  type FakeAnswer,
  type FakeOpenAiServer,
  startFakeOpenAi,
} from '../ai/fake-openai-server';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { freePort } from './server-process';

const DAY_MS = 86_400_000;
const GOOD: FakeAnswer = {
  content: JSON.stringify({ title: 'Back on track', markdown: '- It works again.' }),
};
const isSummaryCall = (request: ChatRequest) => request.body.response_format?.json_schema?.name === 'summary';

// Faults of the configured AI service not covered by summaries-openai.test.ts (HTTP 500, timeouts):
// nothing listening, an answer that is not JSON, a connection closed mid-request.
describe.each(testDialects)('summaries when the AI service misbehaves on %s', (dialect) => {
  let port: number;
  let ai: FakeOpenAiServer | undefined;
  let reply: (request: ChatRequest) => FakeAnswer = () => GOOD;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(dialect, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
    });
    user = await t.signUp();
    const saved = await user.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Resilience is a habit, not an accident.' },
    });
    expect(saved.statusCode).toBe(201);
  });
  afterEach(async () => {
    // Whatever the fault, no summary is left waiting.
    const unsettled = await t.context.db.kysely
      .selectFrom('summaries')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .where('status', 'in', ['PENDING', 'PROCESSING'])
      .execute();
    expect(unsettled).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  const request = async (): Promise<Summary> => {
    const response = await user.request({
      method: 'POST',
      url: '/api/v1/summaries',
      payload: {
        summarizationType: 'INSIGHTS',
        dateInterval: {
          startDate: new Date(Date.now() - DAY_MS).toISOString(),
          endDate: new Date(Date.now() + 60_000).toISOString(),
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.context.jobs.drain();
    return summarySchema.parse(
      (await user.request({ method: 'GET', url: `/api/v1/summaries/${response.json().id}` })).json(),
    );
  };
  const retry = async (id: string): Promise<Summary> => {
    const response = await user.request({ method: 'POST', url: `/api/v1/summaries/${id}/retry` });
    expect(response.statusCode, response.body).toBe(200);
    await t.context.jobs.drain();
    return summarySchema.parse(
      (await user.request({ method: 'GET', url: `/api/v1/summaries/${id}` })).json(),
    );
  };

  it('fails readably while nothing listens at AI_BASE_URL, and Retry succeeds once the service is up', async () => {
    const failed = await request();
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/^The AI service \(openai\) could not be reached/);
    expect(failed.error).not.toMatch(/\n\s+at /);

    ai = await startFakeOpenAi((chat) => reply(chat), { port });
    expect(await retry(failed.id)).toMatchObject({ status: 'READY', summaryTitle: 'Back on track' });
  });

  it('fails readably after its retries when the answers are not JSON, and Retry succeeds', async () => {
    reply = (chat) => (isSummaryCall(chat) ? { content: 'Sorry, I would rather write a poem.' } : GOOD);
    const before = ai?.requests.filter(isSummaryCall).length ?? 0;
    const failed = await request();
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/^The AI service \(openai\) gave an answer Precis could not read/);
    // The job tried twice (its automatic retry) before recording the failure.
    expect((ai?.requests.filter(isSummaryCall).length ?? 0) - before).toBe(2);

    reply = () => GOOD;
    expect((await retry(failed.id)).status).toBe('READY');
  });

  it('fails readably when the service drops the connection mid-request, and Retry succeeds', async () => {
    reply = (chat) => (isSummaryCall(chat) ? { drop: true } : GOOD);
    const failed = await request();
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/^The AI service \(openai\) could not be reached/);

    reply = () => GOOD;
    expect((await retry(failed.id)).status).toBe('READY');
  });
});
