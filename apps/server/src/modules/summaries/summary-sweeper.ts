import type { AppContext } from '../../app-context';
import { timeZoneOfUser } from '../preferences';
import { staleAfterMs } from './auto-summaries';
import { enqueueSummaryGeneration } from './summaries.jobs';
import { findUnsettledSummaries } from './summaries.repository';

/** Every 10 minutes, and once when the workers start (the scheduler ticks every task at start). */
export const SUMMARY_SWEEP_INTERVAL_MS = 10 * 60_000;
const SWEEP_BATCH = 500;

/**
 * Gives every PENDING or PROCESSING summary a generation job again, so none waits forever: a crash between
 * storing a requested summary (or resetting it for a retry) and enqueueing its job leaves it without one,
 * and an automatic summary is generated inline by a digest job that may die. Enqueueing is a no-op while
 * the summary's job is queued or running (its unique key), so live work is left alone; a job a dead worker
 * held is taken over by the queue once its claim lapses. Returns how many summaries were looked at.
 */
export async function requeueUnsettledSummaries(context: AppContext, now: number): Promise<number> {
  const db = context.db.kysely;
  const rows = await findUnsettledSummaries(db, {
    autoStaleBefore: now - staleAfterMs(context),
    limit: SWEEP_BATCH,
  });
  for (const row of rows) {
    await enqueueSummaryGeneration(context, {
      summaryId: row.id,
      userId: row.user_id,
      timeZone: await timeZoneOfUser(db, row.user_id),
    });
  }
  return rows.length;
}

/** Job module (listed in modules/index.ts): the sweep, in processes that run workers. */
export function registerSummarySweeper(context: AppContext): void {
  context.scheduler.schedule('unsettled summaries', SUMMARY_SWEEP_INTERVAL_MS, async (now) => {
    await requeueUnsettledSummaries(context, now.getTime());
  });
}
