import type { DailyUsageLimits } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { localTodayRange } from '../../lib/local-day';
import { countHighlightsCreatedBetween } from '../highlights/highlights.repository';
import { countUserSummariesCreatedBetween } from '../summaries/summaries.repository';

/**
 * Today's use against the daily maxima, "today" being the user's local day. The counts are the same ones
 * the create routes check, so what Settings shows is what the server enforces.
 */
export async function dailyUsage(
  context: AppContext,
  userId: string,
  timeZone: string,
): Promise<DailyUsageLimits> {
  const db = context.db.kysely;
  const today = localTodayRange(timeZone);
  const [highlightsCount, summariesCount] = await Promise.all([
    countHighlightsCreatedBetween(db, userId, today.start, today.end),
    countUserSummariesCreatedBetween(db, userId, today.start, today.end),
  ]);
  return {
    highlightsCount,
    highlightsMax: context.config.limits.dailyHighlights,
    summariesCount,
    summariesMax: context.config.limits.dailySummaries,
  };
}
