import { SUMMARIZATION_TYPE_LABELS } from '@precis/shared';
import type { AiService } from './ai-service';
import { categorise } from './builtin/categoriser';
import { summarise } from './builtin/summariser';
import { cleanTitle, escapeRawHtml } from './markdown-safety';

/**
 * The offline engine (no key, no network) behind the AiService interface. Its functions are synchronous
 * and quick; the signal is checked first so a cancelled job does not start the work.
 */
export function createBuiltinAiService(): AiService {
  const categoriseNow = (highlight: Parameters<NonNullable<AiService['categoriseNow']>>[0]) =>
    categorise({ content: highlight.content, source: highlight.source, comment: highlight.comment });
  return {
    providerName: 'builtin',
    async categorise(highlight, signal) {
      signal?.throwIfAborted();
      return categoriseNow(highlight);
    },
    categoriseNow,
    async categoriseMany(highlights, options = {}) {
      options.signal?.throwIfAborted();
      const results = new Map(
        highlights.map((highlight) => [
          highlight.id,
          { codes: categoriseNow(highlight), engine: 'builtin' as const },
        ]),
      );
      return { results, calls: 0, failedBatches: [], estimatedTokens: 0, estimatedDollars: 0 };
    },
    async summarise(input, signal) {
      signal?.throwIfAborted();
      const result = summarise(input);
      return {
        title: cleanTitle(result.title, `${SUMMARIZATION_TYPE_LABELS[input.type]} summary`),
        markdown: escapeRawHtml(result.markdown),
      };
    },
  };
}
