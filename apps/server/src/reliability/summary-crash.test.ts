import { setTimeout as sleep } from 'node:timers/promises';
import { type Summary, summarySchema } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatRequest,
  type FakeAnswer,
  type FakeOpenAiServer,
  startFakeOpenAi,
} from '../ai/fake-openai-server';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { type HttpUser, signUpOverHttp } from './http-client';
import { type ServerProcess, startServer } from './server-process';

const DAY_MS = 86_400_000;
const schemaNameOf = (request: ChatRequest) => request.body.response_format?.json_schema?.name;

async function summaryOf(server: ServerProcess, user: HttpUser, id: string): Promise<Summary> {
  const answer = await user.call(server.baseUrl, 'GET', `/api/v1/summaries/${id}`);
  expect(answer.status).toBe(200);
  return summarySchema.parse(answer.body);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// SQLite only: there the queue's claim lease (5 s under NODE_ENV=test) decides when a dead worker's job is
// taken over. pg-boss expires a claim only after the job's own time limit (minutes): too long for a test.
describe('a summary being generated when the server is killed', () => {
  let database: TestDatabase;
  let ai: FakeOpenAiServer;
  /** While true, summary requests are held (never answered): the generation is in progress. */
  let holding = true;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    ai = await startFakeOpenAi((request): FakeAnswer => {
      if (schemaNameOf(request) !== 'summary') return { content: JSON.stringify({ categories: [] }) };
      if (holding) return { content: '{}', delayMs: 120_000 };
      return { content: JSON.stringify({ title: 'Survived the crash', markdown: '- Still here.' }) };
    });
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await ai?.close();
    await database?.drop();
  });

  const start = () =>
    startServer({
      dataDir: database.dataDir,
      env: {
        NODE_ENV: 'test',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '60000',
      },
    });

  it('is generated after the restart and becomes READY', async () => {
    server = await start();
    const user = await signUpOverHttp(server.baseUrl);
    const saved = await user.call(server.baseUrl, 'POST', '/api/v1/highlights', {
      content: 'A thought worth summarising even through a crash.',
    });
    expect(saved.status).toBe(201);
    const requested = await user.call(server.baseUrl, 'POST', '/api/v1/summaries', {
      summarizationType: 'INSIGHTS',
      dateInterval: {
        startDate: new Date(Date.now() - DAY_MS).toISOString(),
        endDate: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const { id } = summarySchema.parse(requested.body);

    // The AI service holds the request: the job is in the middle of its attempt.
    await waitFor('the summary request to reach the AI service', async () =>
      ai.requests.some((request) => schemaNameOf(request) === 'summary') ? true : undefined,
    );
    expect((await summaryOf(server, user, id)).status).toBe('PROCESSING');
    await server.kill('SIGKILL');

    holding = false;
    server = await start();
    const settled = await waitFor('the summary to settle', async () => {
      const summary = await summaryOf(server as ServerProcess, user, id);
      return summary.status === 'READY' || summary.status === 'FAILED' ? summary : undefined;
    });
    expect(settled).toMatchObject({ status: 'READY', summaryTitle: 'Survived the crash', processed: true });
    expect(settled.summaryText).toContain('Still here.');
    console.info('[summary crash] killed mid-generation, READY after the restart');
  }, 90_000);
});
