import type { DailyUsageLimits } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { localTodayRange } from '../../lib/local-day';
import { countUsageBetween } from './usage.repository';

/**
 * Today's use against the daily maxima, "today" being the user's local day. The counts are the same ones
 * the create routes check, so what Settings shows is what the server enforces.
 */
export async function dailyUsage(context: AppContext, caller: Caller): Promise<DailyUsageLimits> {
  const today = localTodayRange(caller.timeZone);
  const counts = await countUsageBetween(context.db.kysely, caller.userId, today.start, today.end);
  return {
    highlightsCount: counts.highlights,
    highlightsMax: context.config.limits.dailyHighlights,
    summariesCount: counts.summaries,
    summariesMax: context.config.limits.dailySummaries,
  };
}
