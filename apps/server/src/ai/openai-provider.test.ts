import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import { createQueueTestDatabase, type QueueTestDatabase } from '../jobs/test-queues';
import { testDialects } from '../test/databases';
import type { AiService, HighlightForAi, SummariseInput } from './ai-service';
import { createAiService } from './create-ai-service';
import { type FakeAnswer, type FakeOpenAiServer, promptOf, startFakeOpenAi } from './fake-openai-server';

const highlight: HighlightForAi = {
  id: 'h1',
  content: 'Refactor the data pipeline and train the new machine learning model.',
  source: 'Engineering notes',
  comment: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

const summaryInput: SummariseInput = {
  highlights: [highlight],
  type: 'TASKS',
  period: { start: '2025-03-01T00:00:00.000Z', end: '2025-03-01T23:59:59.999Z' },
};

const summaryJson = (markdown = '- [ ] Refactor the data pipeline') =>
  JSON.stringify({ title: 'Pipeline tasks', markdown });

describe('openai provider against an OpenAI-compatible server', () => {
  let server: FakeOpenAiServer;
  let reply: (prompt: string) => FakeAnswer;

  beforeEach(async () => {
    reply = () => ({ content: summaryJson() });
    server = await startFakeOpenAi((request) => reply(promptOf(request)));
  });
  afterEach(async () => {
    await server.close();
  });

  const service = (env: Record<string, string> = {}, batchChars?: number): AiService =>
    createAiService(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: server.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'test-model',
        ...env,
      }).ai,
      { batchChars },
    );

  it('sends the schema and the delimited highlight, and reads the structured answer', async () => {
    reply = () => ({ content: JSON.stringify({ categories: ['DATA_AI', 'DEVELOPMENT_CODING'] }) });
    const codes = await service().categorise(highlight);
    expect(codes).toEqual(['DATA_AI', 'DEVELOPMENT_CODING']);

    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(request?.body.response_format?.json_schema?.schema)).toContain('DATA_AI');
    expect(request && promptOf(request)).toContain('<highlight id="h1"');
  });

  it('keeps only valid category codes, three at most', async () => {
    reply = () => ({
      content: JSON.stringify({
        categories: ['DATA_AI', 'NOT_A_CODE', 'data ai', 'OUTCOMES', 'TAXES', 'INVESTING'],
      }),
    });
    expect(await service().categorise(highlight)).toEqual(['DATA_AI', 'OUTCOMES', 'TAXES']);
  });

  it('reads a summary and strips raw HTML from its Markdown', async () => {
    reply = () => ({ content: summaryJson('- [ ] Fix <script>alert(1)</script> in `a<b`') });
    const result = await service().summarise(summaryInput);
    expect(result).toEqual({
      title: 'Pipeline tasks',
      markdown: '- [ ] Fix \\<script>alert(1)\\</script> in `a<b`',
    });
  });

  it('falls back to the lenient parser when the answer wraps its JSON in prose and fences', async () => {
    reply = () => ({
      content: `Sure! Here is your summary:\n\`\`\`json\n${summaryJson()}\n\`\`\`\nAnything else?`,
    });
    const result = await service().summarise(summaryInput);
    expect(result.title).toBe('Pipeline tasks');
    expect(result.markdown).toBe('- [ ] Refactor the data pipeline');
  });

  it('rejects an answer that holds no usable JSON with a readable error', async () => {
    reply = () => ({ content: 'I am sorry, I cannot help with that.' });
    await expect(service().summarise(summaryInput)).rejects.toThrow(
      /The AI service \(openai\) gave an answer Precis could not read: the answer holds no JSON/,
    );
  });

  it('gives up on a call that takes longer than AI_TIMEOUT_MS', async () => {
    reply = () => ({ content: summaryJson(), delayMs: 3_000 });
    const started = Date.now();
    await expect(service({ AI_TIMEOUT_MS: '300' }).summarise(summaryInput)).rejects.toThrow(
      'The AI service (openai) did not answer within 300 ms.',
    );
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('reports an HTTP 500 readably', async () => {
    reply = () => ({ status: 500 });
    await expect(service().summarise(summaryInput)).rejects.toThrow(
      'The AI service (openai) answered with an error (HTTP 500).',
    );
  });

  it('talks to Ollama through the same chat-completions API', async () => {
    reply = () => ({ content: JSON.stringify({ categories: ['TRAVEL_TIPS'] }) });
    const ollama = createAiService(loadConfig({ AI_PROVIDER: 'ollama', AI_BASE_URL: server.baseUrl }).ai);
    expect(ollama.providerName).toBe('ollama');
    expect(await ollama.categorise(highlight)).toEqual(['TRAVEL_TIPS']);
    expect(server.requests[0]?.body.model).toBe('llama3.1');
    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  it('splits a long input into batches and combines their summaries, cutting nothing', async () => {
    const highlights = Array.from({ length: 6 }, (_, index) => ({
      ...highlight,
      id: `long-${index}`,
      content: `Passage ${index}: ${'word '.repeat(400)}`,
    }));
    reply = (prompt) => ({
      content: JSON.stringify({
        title: prompt.includes('<partial-summary') ? 'Combined' : 'Partial',
        markdown: 'Notes',
      }),
    });
    const result = await service({}, 5_000).summarise({ ...summaryInput, highlights });

    expect(result.title).toBe('Combined');
    const prompts = server.requests.map(promptOf);
    expect(prompts.length).toBeGreaterThan(2);
    for (const item of highlights) {
      expect(prompts.some((prompt) => prompt.includes(`id="${item.id}"`))).toBe(true);
    }
    expect(prompts.filter((prompt) => prompt.includes('<partial-summary')).length).toBeGreaterThanOrEqual(1);
    expect(prompts.at(-1)).toContain('<partial-summary');
  });
});

describe.each(testDialects)('a failing AI service in a job on %s', (kind) => {
  let server: FakeOpenAiServer;
  let testDb: QueueTestDatabase;
  let queue: JobQueue;

  beforeEach(async () => {
    server = await startFakeOpenAi(() => ({ status: 500 }));
    testDb = await createQueueTestDatabase(kind);
    ({ queue } = await testDb.queue());
  });
  afterEach(async () => {
    await testDb.close();
    await server.close();
  });

  it('is retried by the queue, then its failure is recorded once', async () => {
    const ai = createAiService(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: server.baseUrl }).ai);
    const failures: string[] = [];
    queue.register<SummariseInput>(
      'summarise',
      async (input, context) => void (await ai.summarise(input, context.signal)),
      {
        onFinalFailure: async (_input, error) => void failures.push(error.message),
      },
    );
    await queue.enqueue('summarise', summaryInput, { maxAttempts: 3 });
    await queue.drain();

    expect(server.requests).toHaveLength(3);
    expect(failures).toEqual(['The AI service (openai) answered with an error (HTTP 500).']);
  });
});
