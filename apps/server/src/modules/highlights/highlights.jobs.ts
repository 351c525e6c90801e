import type { HighlightForAi } from '../../ai/ai-service';
import { createBuiltinAiService } from '../../ai/builtin-ai-service';
import type { AppContext } from '../../app-context';
import {
  applyCategorisation,
  findHighlightById,
  findUnprocessedHighlights,
  type HighlightRecord,
} from './highlights.repository';
import { CATEGORISE_JOB, type CategoriseJobPayload, enqueueCategorisation } from './highlights.service';

/** Time for the AI call itself (AI_TIMEOUT_MS) plus the database work around it. */
const DATABASE_ALLOWANCE_MS = 10_000;
/** Every 10 minutes, and once when the workers start (the scheduler ticks every task at start). */
export const CATEGORISE_SWEEP_INTERVAL_MS = 10 * 60_000;
const SWEEP_BATCH = 500;

function forAi(highlight: HighlightRecord): HighlightForAi {
  return {
    id: highlight.id,
    content: highlight.content,
    source: highlight.source,
    comment: highlight.comment,
    createdAt: highlight.createdDate,
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
  context.scheduler.schedule('unprocessed highlights', CATEGORISE_SWEEP_INTERVAL_MS, async () => {
    await requeueUnprocessedHighlights(context);
  });

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

/**
 * A highlight is committed before its categorisation job is enqueued, so a crash in between leaves it
 * unprocessed for good. The sweep enqueues the job again for every unprocessed highlight: a no-op while its
 * job is queued or running (the unique key), and harmless after (the handler skips processed highlights).
 * Returns how many highlights were looked at.
 */
export async function requeueUnprocessedHighlights(context: AppContext): Promise<number> {
  const rows = await findUnprocessedHighlights(context.db.kysely, SWEEP_BATCH);
  for (const row of rows) {
    await enqueueCategorisation(context, { highlightId: row.id, userId: row.user_id });
  }
  return rows.length;
}
