import type { HighlightForAi } from '../ai/ai-service';
import { createBuiltinAiService } from '../ai/builtin-ai-service';
import type { AppContext } from '../app-context';
import {
  applyCategorisation,
  findHighlightById,
  type HighlightRecord,
} from '../modules/highlights/highlights.repository';
import { CATEGORISE_JOB, type CategoriseJobPayload } from '../modules/highlights/highlights.service';

/** Time for the AI call itself (AI_TIMEOUT_MS) plus the database work around it. */
const DATABASE_ALLOWANCE_MS = 10_000;

function forAi(highlight: HighlightRecord): HighlightForAi {
  return {
    id: highlight.id,
    content: highlight.content,
    source: highlight.source,
    comment: highlight.comment,
    createdAt: new Date(highlight.created_at).toISOString(),
  };
}

/**
 * Every new highlight is categorised in the background: the configured AI service picks up to three codes,
 * which are merged into the highlight's categories, and the highlight becomes `processed` (so the dashboard
 * counts move). When the configured service still fails after the queue's retries, the built-in engine
 * categorises instead: a highlight has no place to show an error, and staying unprocessed would keep it out
 * of the dashboard for good.
 */
export function registerCategorisationJobs(context: AppContext): void {
  const db = context.db.kysely;
  const builtin = createBuiltinAiService();

  context.jobs.register<CategoriseJobPayload>(
    CATEGORISE_JOB,
    async ({ highlightId, userId }, job) => {
      const highlight = await findHighlightById(db, userId, highlightId);
      // Deleted meanwhile, or already done by an earlier run that crashed before settling.
      if (!highlight || highlight.processed) return;
      const codes = await context.ai.categorise(forAi(highlight), job.signal);
      await applyCategorisation(db, userId, highlightId, codes);
    },
    {
      timeoutMs: context.config.ai.timeoutMs + DATABASE_ALLOWANCE_MS,
      onFinalFailure: async ({ highlightId, userId }) => {
        const highlight = await findHighlightById(db, userId, highlightId);
        if (!highlight || highlight.processed) return;
        const codes = await builtin.categorise(forAi(highlight)).catch(() => []);
        await applyCategorisation(db, userId, highlightId, codes);
      },
    },
  );
}
