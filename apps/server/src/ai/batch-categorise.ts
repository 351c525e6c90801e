import type { CategoryCode } from '@precis/shared';
import type { LanguageModel } from 'ai';
import type { HighlightForAi } from './ai-service';
import { categoriseBatchFallbackSchema, categoriseBatchOutputSchema, keepValidCodes } from './output-schemas';
import { categoriseBatchPrompt } from './prompts';
import { generateStructured } from './structured-call';

/** What a pino logger (the server's) offers; tests pass a recorder. */
export interface BatchLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BatchCategoriserOptions {
  model: LanguageModel;
  providerName: string;
  timeoutMs: number;
  /** Highlights per model call. */
  batchSize?: number;
  /** Rate cap: at most this many calls start in any minute. */
  callsPerMinute?: number;
  /** Price used for the logged estimate, in US dollars per million tokens (input and output alike). */
  dollarsPerMillionTokens?: number;
  /** The engine that takes over the highlights of a batch that failed. */
  fallback: (highlight: HighlightForAi) => CategoryCode[];
  logger?: BatchLogger;
  /** Waits between calls; tests replace it to run without real delays. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface BatchItemResult {
  codes: CategoryCode[];
  /** Who categorised it: the model, or the built-in engine after the model's batch failed. */
  engine: 'model' | 'builtin';
  /** Why the model's answer was not used, when it was not. */
  failure?: string;
}

export interface BatchCategorisationReport {
  results: Map<string, BatchItemResult>;
  calls: number;
  failedBatches: { ids: string[]; error: string }[];
  estimatedTokens: number;
  estimatedDollars: number;
}

export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_CALLS_PER_MINUTE = 30;
/** A deliberately high price for a small hosted model, so the logged estimate errs on the side of caution. */
export const DEFAULT_DOLLARS_PER_MILLION_TOKENS = 1;
/** About four characters per token in English prose, the usual rule of thumb. */
const CHARACTERS_PER_TOKEN = 4;
/** The answer per highlight: an id and up to three codes, about 30 tokens. */
const ANSWER_TOKENS_PER_HIGHLIGHT = 30;

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Categorises many highlights (an import) with a model, several per call: far fewer calls and far fewer
 * tokens than one call each, since the list of codes is sent once per batch. Calls are spaced to respect
 * the rate cap, and the estimated tokens and cost are logged before and after. A batch whose call fails or
 * whose answer cannot be read is categorised by the built-in engine instead, and recorded as such; a
 * highlight the model's answer leaves out falls back the same way.
 */
export async function categoriseInBatches(
  highlights: readonly HighlightForAi[],
  options: BatchCategoriserOptions,
  signal?: AbortSignal,
): Promise<BatchCategorisationReport> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const spacingMs = 60_000 / Math.max(1, options.callsPerMinute ?? DEFAULT_CALLS_PER_MINUTE);
  const price = options.dollarsPerMillionTokens ?? DEFAULT_DOLLARS_PER_MILLION_TOKENS;
  const sleep = options.sleep ?? defaultSleep;
  const batches: HighlightForAi[][] = [];
  for (let start = 0; start < highlights.length; start += batchSize) {
    batches.push(highlights.slice(start, start + batchSize));
  }
  const prompts = batches.map(categoriseBatchPrompt);
  const estimatedTokens = prompts.reduce(
    (sum, prompt, index) =>
      sum +
      Math.ceil(prompt.length / CHARACTERS_PER_TOKEN) +
      ANSWER_TOKENS_PER_HIGHLIGHT * (batches[index]?.length ?? 0),
    0,
  );
  const estimatedDollars = (estimatedTokens / 1_000_000) * price;
  const report: BatchCategorisationReport = {
    results: new Map(),
    calls: 0,
    failedBatches: [],
    estimatedTokens,
    estimatedDollars,
  };
  options.logger?.info(
    {
      provider: options.providerName,
      highlights: highlights.length,
      batches: batches.length,
      estimatedTokens,
      estimatedDollars: Number(estimatedDollars.toFixed(4)),
    },
    'categorising highlights in batches',
  );

  let lastCallAt = Number.NEGATIVE_INFINITY;
  for (const [index, batch] of batches.entries()) {
    signal?.throwIfAborted();
    await sleep(lastCallAt + spacingMs - Date.now(), signal);
    lastCallAt = Date.now();
    report.calls += 1;
    const fallBack = (items: readonly HighlightForAi[], failure: string) => {
      for (const highlight of items) {
        report.results.set(highlight.id, { codes: options.fallback(highlight), engine: 'builtin', failure });
      }
    };
    try {
      const answer = await generateStructured({
        model: options.model,
        provider: options.providerName,
        timeoutMs: options.timeoutMs,
        prompt: prompts[index] ?? '',
        schema: categoriseBatchOutputSchema,
        schemaName: 'categories_per_highlight',
        fallbackSchema: categoriseBatchFallbackSchema,
        signal,
      });
      const byId = new Map(answer.results.map((entry) => [entry.id, entry.categories]));
      const missing: HighlightForAi[] = [];
      for (const highlight of batch) {
        const codes = byId.get(highlight.id);
        if (codes) report.results.set(highlight.id, { codes: keepValidCodes(codes), engine: 'model' });
        else missing.push(highlight);
      }
      if (missing.length > 0) fallBack(missing, 'The AI service left this highlight out of its answer.');
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const message = error instanceof Error ? error.message : String(error);
      report.failedBatches.push({ ids: batch.map((highlight) => highlight.id), error: message });
      options.logger?.warn(
        { provider: options.providerName, batch: index + 1, highlights: batch.length, error: message },
        'a categorisation batch failed; the built-in engine categorised its highlights',
      );
      fallBack(batch, message);
    }
  }

  options.logger?.info(
    {
      provider: options.providerName,
      calls: report.calls,
      failedBatches: report.failedBatches.length,
      estimatedTokens,
      estimatedDollars: Number(estimatedDollars.toFixed(4)),
    },
    'categorised highlights in batches',
  );
  return report;
}
