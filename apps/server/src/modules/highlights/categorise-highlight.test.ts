import type { Highlight, HighlightTotals } from '@precis/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeOpenAiServer, startFakeOpenAi } from '../../ai/fake-openai-server';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const TECH_HIGHLIGHT = {
  content:
    'We refactored the backend code, fixed a nasty bug in the TypeScript compiler plugin and added unit tests ' +
    'to the continuous integration pipeline before the software release.',
  categories: ['Reading list'],
};

async function createHighlight(user: TestUser): Promise<Highlight> {
  const response = await user.request({ method: 'POST', url: '/api/v1/highlights', payload: TECH_HIGHLIGHT });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Highlight>();
}

async function getHighlight(user: TestUser, id: string): Promise<Highlight> {
  const response = await user.request({ method: 'GET', url: `/api/v1/highlights/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Highlight>();
}

async function totals(user: TestUser): Promise<HighlightTotals> {
  const response = await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HighlightTotals>();
}

describe.each(testDialects)('categorisation of new highlights on %s', (kind) => {
  let t: TestApp | undefined;
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await t?.close();
    await server?.close();
    t = undefined;
    server = undefined;
  });

  async function withFakeProvider(answer: () => FakeAnswer) {
    server = await startFakeOpenAi(answer);
    return createTestApp(kind, { AI_PROVIDER: 'openai', AI_BASE_URL: server.baseUrl, AI_TIMEOUT_MS: '2000' });
  }

  it('saves a highlight with the built-in engine codes already added, processed, and the totals moved', async () => {
    t = await createTestApp(kind);
    const user = await t.signUp();
    const created = await createHighlight(user);
    expect(created.processed).toBe(true);
    expect(created.categories[0]).toBe('Reading list');
    expect(created.categories).toContain('DEVELOPMENT_CODING');
    expect(await getHighlight(user, created.id)).toEqual(created);
    expect(await totals(user)).toMatchObject({ technology: 1, total: 1 });
  });

  it('merges the codes the configured provider returns, keeping only valid ones', async () => {
    t = await withFakeProvider(() => ({
      content: JSON.stringify({ categories: ['DATA_AI', 'MADE_UP', 'STRATEGY_PLANNING'] }),
    }));
    const user = await t.signUp();
    const created = await createHighlight(user);
    // A remote service is never waited for in the request: the codes come from a job.
    expect(created).toMatchObject({ processed: false, categories: ['Reading list'] });
    await t.context.jobs.drain();

    const processed = await getHighlight(user, created.id);
    expect(processed.categories).toEqual(['Reading list', 'DATA_AI', 'STRATEGY_PLANNING']);
    expect(await totals(user)).toMatchObject({ technology: 1, business: 1, productivity: 0, total: 1 });
  });

  it('never blocks the request when the provider fails, retries, then falls back to the built-in engine', async () => {
    t = await withFakeProvider(() => ({ status: 500 }));
    const user = await t.signUp();
    const created = await createHighlight(user);
    expect(server?.requests).toHaveLength(0);

    await t.context.jobs.drain();

    expect(server?.requests).toHaveLength(3);
    const processed = await getHighlight(user, created.id);
    expect(processed.processed).toBe(true);
    expect(processed.categories).toContain('DEVELOPMENT_CODING');
  });

  it('leaves a highlight deleted before its turn alone', async () => {
    t = await withFakeProvider(() => ({ content: JSON.stringify({ categories: ['DATA_AI'] }) }));
    const user = await t.signUp();
    const created = await createHighlight(user);
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/highlights/${created.id}` });
    expect(deleted.statusCode).toBe(204);
    await t.context.jobs.drain();
    expect(server?.requests).toHaveLength(0);
    expect((await totals(user)).total).toBe(0);
  });
});
