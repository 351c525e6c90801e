import type { AppContext } from '../../app-context';
import { failSummary, findSummary, transitionSummary } from './summaries.repository';
import { readableFailure } from './summary-failure';
import { generateSummary, generationTimeLimitMs, NothingToSummariseError } from './summary-generation';

export const GENERATE_SUMMARY_JOB = 'generate-summary';

export interface GenerateSummaryPayload {
  summaryId: string;
  userId: string;
  /** The requester's zone, so dates in the generated text read as their local days. */
  timeZone: string;
}

/** One automatic retry: the person sees the outcome sooner and can always press Retry themselves. */
const MAX_ATTEMPTS = 2;

export function enqueueSummaryGeneration(
  context: AppContext,
  payload: GenerateSummaryPayload,
): Promise<void> {
  return context.jobs.enqueue(GENERATE_SUMMARY_JOB, payload, {
    uniqueKey: `summary:${payload.summaryId}`,
    maxAttempts: MAX_ATTEMPTS,
  });
}

/**
 * PENDING -> PROCESSING -> READY, or FAILED with a readable error once the last attempt failed.
 * Idempotent: a deleted or already settled summary is left alone, so a job run twice does no harm.
 */
export function registerSummaryJobs(context: AppContext): void {
  const db = context.db.kysely;
  context.jobs.register<GenerateSummaryPayload>(
    GENERATE_SUMMARY_JOB,
    async (payload, job) => {
      const row = await findSummary(db, payload.userId, payload.summaryId);
      if (!row || row.status === 'READY' || row.status === 'FAILED') return;
      const started = await transitionSummary(db, row.user_id, row.id, {
        from: ['PENDING', 'PROCESSING'],
        to: 'PROCESSING',
      });
      if (!started) return;
      try {
        await generateSummary(context, row, payload.timeZone, job.signal);
      } catch (error) {
        // Retrying cannot bring deleted highlights back: fail now instead of after every attempt.
        if (error instanceof NothingToSummariseError) {
          await failSummary(db, row.user_id, row.id, error.message);
          return;
        }
        // Recorded here, where the error is still itself: the queue may hand onFinalFailure a copy.
        if (job.isFinalAttempt) await failSummary(db, row.user_id, row.id, readableFailure(error));
        throw error;
      }
    },
    {
      timeoutMs: generationTimeLimitMs(context.config),
      // For attempts that never reached the handler's own record (time limit, a worker that died).
      onFinalFailure: async (payload, error) => {
        await failSummary(db, payload.userId, payload.summaryId, readableFailure(error), [
          'PENDING',
          'PROCESSING',
        ]);
      },
    },
  );
}
