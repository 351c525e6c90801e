import type { HighlightForAi } from '../../ai/ai-service';
import { createBuiltinAiService } from '../../ai/builtin-ai-service';
import type { AppContext } from '../../app-context';
import {
  applyCategorisation,
  findHighlightById,
  findUnprocessedHighlights,
  type HighlightRecord,
} from './highlights.repository';
import {
  CATEGORISE_BATCH_JOB,
  CATEGORISE_JOB,
  type CategoriseBatchPayload,
  type CategoriseJobPayload,
  enqueueCategorisation,
} from './highlights.service';

/** Time for the AI call itself (AI_TIMEOUT_MS) plus the database work around it. */
const DATABASE_ALLOWANCE_MS = 10_000;
/** Every 10 minutes, and once when the workers start (the scheduler ticks every task at start). */
export const CATEGORISE_SWEEP_INTERVAL_MS = 10 * 60_000;
const SWEEP_BATCH = 500;
/** A batch job makes up to two model calls, spaced by the provider's rate cap (about 2 s at 30 a minute). */
const BATCH_CALLS = 2;
const BATCH_SPACING_ALLOWANCE_MS = 5_000;

function forAi(highlight: HighlightRecord): HighlightForAi {
  return {
    id: highlight.id,
    content: highlight.content,
    source: highlight.source,
    author: highlight.author,
    location: highlight.location,
    comment: highlight.comment,
    createdAt: highlight.createdDate,
  };
}

/**
 * Every new highlight, and one whose text an edit changed (editHighlight), is categorised in the background:
 * the configured AI service picks up to three codes, which are merged into the highlight's categories, and the
 * highlight becomes `processed` (so the dashboard counts move). When the configured service still fails after
 * the queue's retries, the built-in engine categorises instead: a highlight has no place to show an error, and
 * staying unprocessed would keep it out of the dashboard for good.
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
      await applyCategorisation(db, userId, highlightId, codes, highlight);
    },
    {
      timeoutMs: context.config.ai.timeoutMs + DATABASE_ALLOWANCE_MS,
      onFinalFailure: async ({ highlightId, userId }) => {
        const highlight = await findHighlightById(db, userId, highlightId);
        if (!highlight || highlight.processed) return;
        const codes = await builtin.categorise(forAi(highlight)).catch(() => []);
        await applyCategorisation(db, userId, highlightId, codes, highlight);
      },
    },
  );

  context.jobs.register<CategoriseBatchPayload>(
    CATEGORISE_BATCH_JOB,
    async ({ highlightIds, userId }, job) => {
      const waiting = await unprocessedOf(highlightIds, userId);
      if (waiting.length === 0) return;
      const report = await context.ai.categoriseMany(waiting.map(forAi), {
        signal: job.signal,
        logger: context.logger,
      });
      for (const failed of report.failedBatches) {
        context.logger.warn(
          { userId, highlights: failed.ids.length, error: failed.error },
          'categorised by the built-in engine after the model failed',
        );
      }
      for (const highlight of waiting) {
        const result = report.results.get(highlight.id);
        const codes = result ? result.codes : await builtin.categorise(forAi(highlight)).catch(() => []);
        await applyCategorisation(db, userId, highlight.id, codes, highlight);
      }
    },
    {
      timeoutMs:
        BATCH_CALLS * context.config.ai.timeoutMs + BATCH_SPACING_ALLOWANCE_MS + DATABASE_ALLOWANCE_MS,
      onFinalFailure: async ({ highlightIds, userId }) => {
        for (const highlight of await unprocessedOf(highlightIds, userId)) {
          const codes = await builtin.categorise(forAi(highlight)).catch(() => []);
          await applyCategorisation(db, userId, highlight.id, codes, highlight);
        }
      },
    },
  );

  /** The batch's highlights still waiting: some may be deleted meanwhile or done by an earlier attempt. */
  async function unprocessedOf(ids: readonly string[], userId: string): Promise<HighlightRecord[]> {
    const found = await Promise.all(ids.map((id) => findHighlightById(db, userId, id)));
    return found.filter((highlight): highlight is HighlightRecord =>
      Boolean(highlight && !highlight.processed),
    );
  }
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
