import { SUMMARIZATION_TYPE_LABELS } from '@precis/shared';
import type { LanguageModel } from 'ai';
import type { AiService, SummariseInput, SummaryResult } from './ai-service';
import { categoriseInBatches } from './batch-categorise';
import { categorise as builtinCategorise } from './builtin/categoriser';
import { batchHighlights, groupTexts } from './chunking';
import { cleanTitle, escapeRawHtml } from './markdown-safety';
import {
  categoriseFallbackSchema,
  categoriseOutputSchema,
  keepValidCodes,
  summaryFallbackSchema,
  summaryOutputSchema,
} from './output-schemas';
import { categorisePrompt, combinePrompt, partialSummaryPrompt, summaryPrompt } from './prompts';
import { generateStructured } from './structured-call';

export interface ModelAiServiceOptions {
  model: LanguageModel;
  providerName: string;
  /** AI_TIMEOUT_MS: the limit of each model call. */
  timeoutMs: number;
  /**
   * Characters of highlight text per request. 24,000 characters is about 6,000 tokens, which leaves room
   * for the instructions and the answer in an 8k-token context, the smallest common among local models.
   */
  batchChars?: number;
  /** Highlights per call when categorising many (an import). */
  categoriseBatchSize?: number;
  /** Rate cap for those calls, per minute. */
  callsPerMinute?: number;
  /** Waits between rate-capped calls; tests replace it. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_BATCH_CHARS = 24_000;

/** The AI operations through a language model of the Vercel AI SDK (OpenAI-compatible, Ollama, Anthropic). */
export function createModelAiService(options: ModelAiServiceOptions): AiService {
  const batchChars = options.batchChars ?? DEFAULT_BATCH_CHARS;
  const base = { model: options.model, provider: options.providerName, timeoutMs: options.timeoutMs };

  const summaryCall = async (prompt: string, signal?: AbortSignal): Promise<SummaryResult> =>
    generateStructured({
      ...base,
      prompt,
      schema: summaryOutputSchema,
      schemaName: 'summary',
      fallbackSchema: summaryFallbackSchema,
      signal,
    });

  /** Reduce: combine partial summaries, in groups that fit a request, until one remains. */
  const combine = async (input: SummariseInput, partials: SummaryResult[], signal?: AbortSignal) => {
    let texts = partials.map((partial) => `# ${partial.title}\n\n${partial.markdown}`);
    for (;;) {
      const groups = groupTexts(texts, batchChars);
      if (groups.length === 1) return summaryCall(combinePrompt(input, groups[0] ?? texts, true), signal);
      const combined: string[] = [];
      for (const group of groups) {
        const partial = await summaryCall(combinePrompt(input, group, false), signal);
        combined.push(`# ${partial.title}\n\n${partial.markdown}`);
      }
      texts = combined;
    }
  };

  return {
    providerName: options.providerName,

    async categorise(highlight, signal) {
      const answer = await generateStructured({
        ...base,
        prompt: categorisePrompt(highlight),
        schema: categoriseOutputSchema,
        schemaName: 'categories',
        fallbackSchema: categoriseFallbackSchema,
        signal,
      });
      return keepValidCodes(answer.categories);
    },

    categoriseMany(highlights, { signal, logger } = {}) {
      return categoriseInBatches(
        highlights,
        {
          model: options.model,
          providerName: options.providerName,
          timeoutMs: options.timeoutMs,
          batchSize: options.categoriseBatchSize,
          callsPerMinute: options.callsPerMinute,
          sleep: options.sleep,
          logger,
          fallback: (highlight) =>
            builtinCategorise({
              content: highlight.content,
              source: highlight.source,
              comment: highlight.comment,
            }),
        },
        signal,
      );
    },

    async summarise(input, signal) {
      if (input.highlights.length === 0) throw new Error('There are no highlights to summarise.');
      const batches = batchHighlights(input.highlights, batchChars);
      let result: SummaryResult;
      if (batches.length === 1) {
        result = await summaryCall(summaryPrompt(input, batches[0] ?? []), signal);
      } else {
        // Map, then reduce: each batch is summarised on its own, then the partial summaries are combined.
        const partials: SummaryResult[] = [];
        for (const [index, batch] of batches.entries()) {
          partials.push(
            await summaryCall(partialSummaryPrompt(input, batch, index + 1, batches.length), signal),
          );
        }
        result = await combine(input, partials, signal);
      }
      return {
        title: cleanTitle(result.title, `${SUMMARIZATION_TYPE_LABELS[input.type]} summary`),
        markdown: escapeRawHtml(result.markdown.trim()),
      };
    },
  };
}
