import type { Highlight } from '@precis/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeOpenAiServer,
  promptOf,
  startFakeOpenAi,
} from '../../ai/fake-openai-server';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { type HighlightToSave, saveHighlights } from './save-highlights';

const SAVED = 45;
const CODING_TEXT =
  'We refactored the backend code, fixed a bug in the TypeScript compiler plugin and added unit tests to the pipeline.';

const idsIn = (prompt: string) =>
  [...prompt.matchAll(/<highlight id="([^"]+)"/g)].map((match) => match[1] ?? '');

/** The stand-in model files every highlight it is sent under DATA_AI, so its answers are recognisable. */
const answerAll = (prompt: string): FakeAnswer => ({
  content: JSON.stringify({ results: idsIn(prompt).map((id) => ({ id, categories: ['DATA_AI'] })) }),
});

async function allHighlights(user: TestUser, ids: readonly string[]): Promise<Highlight[]> {
  return Promise.all(
    ids.map(async (id) => {
      const response = await user.request({ method: 'GET', url: `/api/v1/highlights/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Highlight>();
    }),
  );
}

describe.each(testDialects)('highlights saved together are categorised in batches on %s', (kind) => {
  let t: TestApp | undefined;
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await t?.close();
    await server?.close();
    t = undefined;
    server = undefined;
  });

  const CODING_ITEMS: HighlightToSave[] = Array.from({ length: SAVED }, (_, index) => ({
    content: `${CODING_TEXT} (${index})`,
  }));

  async function saveWithProvider(
    answer: (prompt: string) => FakeAnswer,
    items: readonly HighlightToSave[] = CODING_ITEMS,
  ) {
    server = await startFakeOpenAi((request) => answer(promptOf(request)));
    t = await createTestApp(kind, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: server.baseUrl,
      AI_TIMEOUT_MS: '5000',
    });
    const user = await t.signUp();
    const ids = await saveHighlights(t.context, user.id, items);
    return { user, ids };
  }

  it('sends the model several highlights per call and applies each answer', async () => {
    const { user, ids } = await saveWithProvider(answerAll);
    await t?.context.jobs.drain();

    // Jobs of 40 and 5, at 20 highlights a call: 3 calls for 45 highlights instead of 45.
    expect(server?.requests).toHaveLength(3);
    const sent = server?.requests.flatMap((request) => idsIn(promptOf(request))) ?? [];
    expect(new Set(sent)).toEqual(new Set(ids));
    for (const highlight of await allHighlights(user, ids)) {
      expect(highlight).toMatchObject({ processed: true, categories: ['DATA_AI'] });
    }
  });

  it("tells the model a passage's book, author and page, as the summaries do", async () => {
    await saveWithProvider(answerAll, [
      {
        content: CODING_TEXT,
        source: { title: 'Working Effectively with Legacy Code', author: 'Michael Feathers' },
        location: { type: 'page', value: '212' },
      },
    ]);
    await t?.context.jobs.drain();
    const prompt = (server?.requests ?? []).map((request) => promptOf(request)).join('\n');
    expect(prompt).toContain('source="Working Effectively with Legacy Code"');
    expect(prompt).toContain('author="Michael Feathers"');
    expect(prompt).toContain('location="page 212"');
  });

  it('categorises a failed batch with the built-in engine, so no highlight stays unprocessed', async () => {
    const { user, ids } = await saveWithProvider(() => ({ status: 500 }));
    await t?.context.jobs.drain();

    expect(server?.requests.length).toBeGreaterThan(0);
    for (const highlight of await allHighlights(user, ids)) {
      expect(highlight.processed).toBe(true);
      expect(highlight.categories).toContain('DEVELOPMENT_CODING');
      expect(highlight.categories).not.toContain('DATA_AI');
    }
  });
});
