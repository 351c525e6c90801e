import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { HighlightForAi } from './ai-service';
import type { BatchLogger } from './batch-categorise';
import { categorise } from './builtin/categoriser';
import { createAiService } from './create-ai-service';
import { type FakeAnswer, type FakeOpenAiServer, promptOf, startFakeOpenAi } from './fake-openai-server';

const TOPICS = [
  'Index funds keep costs low and diversification protects the portfolio.',
  'Rotate the API keys after the phishing incident and turn on two-factor authentication.',
  'Spaced repetition with flashcards beats cramming the night before the exam.',
];

const highlights: HighlightForAi[] = Array.from({ length: 45 }, (_, index) => ({
  id: `h${index + 1}`,
  content: TOPICS[index % TOPICS.length] ?? '',
  source: null,
  comment: null,
  createdAt: '2025-03-01T10:00:00.000Z',
}));

const idsIn = (prompt: string) =>
  [...prompt.matchAll(/<highlight id="([^"]+)"/g)].map((match) => match[1] ?? '');

/** The stand-in model answers every highlight it is sent with DATA_AI, so model answers are recognisable. */
const answerAll = (prompt: string): FakeAnswer => ({
  content: JSON.stringify({ results: idsIn(prompt).map((id) => ({ id, categories: ['DATA_AI'] })) }),
});

function recordingLogger() {
  const lines: { level: 'info' | 'warn'; details: Record<string, unknown>; message: string }[] = [];
  const logger: BatchLogger = {
    info: (details, message) => lines.push({ level: 'info', details: { ...details }, message }),
    warn: (details, message) => lines.push({ level: 'warn', details: { ...details }, message }),
  };
  return { lines, logger };
}

describe('categorising many highlights through a model, in batches', () => {
  let server: FakeOpenAiServer;
  let reply: (prompt: string, call: number) => FakeAnswer;
  let waits: number[];

  beforeEach(async () => {
    reply = answerAll;
    waits = [];
    let calls = 0;
    server = await startFakeOpenAi((request) => {
      calls += 1;
      return reply(promptOf(request), calls);
    });
  });
  afterEach(async () => {
    await server.close();
  });

  const service = (callsPerMinute = 600) =>
    createAiService(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: server.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'test-model',
      }).ai,
      {
        categoriseBatchSize: 20,
        callsPerMinute,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );

  it('sends several highlights per call and logs a token and cost estimate', async () => {
    const { lines, logger } = recordingLogger();
    const report = await service().categoriseMany(highlights, { logger });

    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((request) => idsIn(promptOf(request)).length)).toEqual([20, 20, 5]);
    // The code list goes once per call, not once per highlight.
    const first = server.requests[0];
    expect(first && promptOf(first).match(/PERSONAL_FINANCE/g)?.length).toBe(1);
    expect(report.calls).toBe(3);
    expect(report.failedBatches).toEqual([]);
    expect(report.results.size).toBe(45);
    for (const highlight of highlights) {
      expect(report.results.get(highlight.id)).toEqual({ codes: ['DATA_AI'], engine: 'model' });
    }
    expect(report.estimatedTokens).toBeGreaterThan(1000);
    expect(report.estimatedDollars).toBeGreaterThan(0);
    const start = lines.find((line) => line.message === 'categorising highlights in batches');
    expect(start?.details).toMatchObject({
      highlights: 45,
      batches: 3,
      estimatedTokens: report.estimatedTokens,
    });
    expect(lines.some((line) => line.message === 'categorised highlights in batches')).toBe(true);
  });

  it('spaces the calls to respect the rate cap', async () => {
    await service(6).categoriseMany(highlights);
    expect(waits).toHaveLength(3);
    // The first call goes at once; each later one waits out the rest of its 10-second slot.
    expect(waits[0]).toBeLessThanOrEqual(0);
    for (const wait of waits.slice(1)) {
      expect(wait).toBeGreaterThan(9000);
      expect(wait).toBeLessThanOrEqual(10_000);
    }
  });

  it('categorises a failed batch with the built-in engine and records why', async () => {
    reply = (prompt, call) => (call === 2 ? { status: 500 } : answerAll(prompt));
    const { lines, logger } = recordingLogger();
    const report = await service().categoriseMany(highlights, { logger });

    expect(report.failedBatches).toHaveLength(1);
    const failed = report.failedBatches[0];
    expect(failed?.ids).toEqual(highlights.slice(20, 40).map((highlight) => highlight.id));
    expect(failed?.error).toMatch(/AI service/);
    for (const [index, highlight] of highlights.entries()) {
      const result = report.results.get(highlight.id);
      if (index >= 20 && index < 40) {
        expect(result?.engine).toBe('builtin');
        expect(result?.codes).toEqual(categorise({ content: highlight.content }));
        expect(result?.codes.length).toBeGreaterThan(0);
        expect(result?.failure).toBe(failed?.error);
      } else {
        expect(result).toEqual({ codes: ['DATA_AI'], engine: 'model' });
      }
    }
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });

  it('falls back for an unreadable answer and for highlights the answer leaves out', async () => {
    reply = (prompt, call) => {
      if (call === 1) return { content: 'Sorry, I cannot help with that.' };
      const ids = idsIn(prompt).slice(1);
      return { content: JSON.stringify({ results: ids.map((id) => ({ id, categories: ['DATA_AI'] })) }) };
    };
    const report = await service().categoriseMany(highlights);

    expect(report.failedBatches.map((batch) => batch.ids.length)).toEqual([20]);
    expect(report.results.get('h1')?.engine).toBe('builtin');
    expect(report.results.get('h21')).toMatchObject({
      engine: 'builtin',
      failure: expect.stringMatching(/left/),
    });
    expect(report.results.get('h22')).toEqual({ codes: ['DATA_AI'], engine: 'model' });
    expect(report.results.size).toBe(45);
  });

  it('keeps only valid codes from a model that strays, three at most', async () => {
    reply = (prompt) => ({
      content: JSON.stringify(
        idsIn(prompt).map((id) => ({
          id,
          categories: ['data ai', 'NOPE', 'TAXES', 'INVESTING', 'OUTCOMES'],
        })),
      ),
    });
    const report = await service().categoriseMany(highlights.slice(0, 3));
    expect(report.results.get('h1')).toEqual({ codes: ['DATA_AI', 'TAXES', 'INVESTING'], engine: 'model' });
  });

  it('the built-in engine answers alike without any call', async () => {
    const builtin = createAiService(loadConfig({}).ai);
    const report = await builtin.categoriseMany(highlights.slice(0, 3));
    expect(report.calls).toBe(0);
    expect(report.results.get('h2')).toEqual({
      codes: categorise({ content: highlights[1]?.content ?? '' }),
      engine: 'builtin',
    });
    expect(server.requests).toHaveLength(0);
  });
});
