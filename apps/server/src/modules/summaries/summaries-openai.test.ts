import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeOpenAiServer,
  promptOf,
  startFakeOpenAi,
} from '../../ai/fake-openai-server';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS, fetchSummary, interval, requestSummary, saveHighlight } from './summaries-test-helpers';

const answer = (title: string, markdown: string): FakeAnswer => ({
  content: JSON.stringify({ title, markdown }),
});

describe.each(testDialects)('summaries through the openai provider on %s', (dialect) => {
  let server: FakeOpenAiServer;
  let reply: () => FakeAnswer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeOpenAi(() => reply());
    t = await createTestApp(dialect, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  const summaryRange = () => ({ dateInterval: interval(Date.now() - DAY_MS, Date.now() + 60_000) });

  it("stores the model's title and Markdown, with the highlights it was sent", async () => {
    reply = () => answer('Pipeline tasks', '## Tasks\n\n- [ ] Refactor the data pipeline');
    const user = await t.signUp();
    const id = await saveHighlight(t, user, 'Refactor the data pipeline before the release.');
    const created = await requestSummary(user, { ...summaryRange(), summarizationType: 'TASKS' });
    await t.context.jobs.drain();

    const ready = await fetchSummary(user, created.id);
    expect(ready).toMatchObject({
      status: 'READY',
      processed: true,
      summaryTitle: 'Pipeline tasks',
      summaryText: '## Tasks\n\n- [ ] Refactor the data pipeline',
      highlights: [{ id, content: 'Refactor the data pipeline before the release.', deleted: false }],
    });
    const summaryCall = server.requests.find((request) => promptOf(request).includes('Refactor the data'));
    expect(summaryCall?.body.model).toBe('test-model');
    expect(summaryCall?.authorization).toBe('Bearer test-key');
  });

  it('marks the summary FAILED with the readable reason when the service answers an error', async () => {
    reply = () => ({ status: 500 });
    const user = await t.signUp();
    await saveHighlight(t, user, 'A highlight the broken service never summarises.');
    const created = await requestSummary(user, summaryRange());
    await t.context.jobs.drain();

    const failed = await fetchSummary(user, created.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe('The AI service (openai) answered with an error (HTTP 500).');
  });

  it('marks the summary FAILED when the service does not answer in time, and a retry then succeeds', async () => {
    reply = () => ({ ...answer('Late', 'Too late.'), delayMs: 3000 });
    const user = await t.signUp();
    await saveHighlight(t, user, 'Patience is a resource.');
    const created = await requestSummary(user, summaryRange());
    await t.context.jobs.drain();
    const failed = await fetchSummary(user, created.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/did not answer within 1 s/);

    reply = () => answer('On time', 'Patience paid off.');
    const retried = await user.request({ method: 'POST', url: `/api/v1/summaries/${created.id}/retry` });
    expect(retried.statusCode).toBe(200);
    await t.context.jobs.drain();
    expect(await fetchSummary(user, created.id)).toMatchObject({ status: 'READY', summaryTitle: 'On time' });
  }, 30_000);
});
