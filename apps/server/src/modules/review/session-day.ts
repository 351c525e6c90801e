import { localDateOf } from '../../lib/local-day';

/**
 * Local midnight gives anyone two sessions within this span (23:50 and 00:10); a third within it can only
 * come from changing the time zone named in requests, so it is not made.
 */
export const TWO_SESSIONS_SPAN_MS = 20 * 60 * 60 * 1000;

/** A local day of the user's review and when it was marked: a session made, a highlight rated. */
export interface DayMark {
  day: string;
  at: number;
}

/**
 * Whether `now` falls on a later day than `previous` for a person in `timeZone`. The date alone is not enough:
 * it jumps when a request names a zone further east (Los Angeles then Auckland), so a midnight of this zone
 * must also have passed since `previous.at`, as it does for whoever stays in one zone.
 */
export function isLaterDay(now: number, timeZone: string, previous: DayMark): boolean {
  const today = localDateOf(now, timeZone);
  return today > previous.day && localDateOf(previous.at, timeZone) < today;
}

/**
 * The day of the session a request at `now` belongs to, given the user's latest sessions (newest first): the
 * zone's local day once it has begun since the latest session, else the latest session's day, so a zone
 * further west (an earlier date) reuses that session instead of making another.
 */
export function sessionDayAt(now: number, timeZone: string, recentSessions: readonly DayMark[]): string {
  const [latest, before] = recentSessions;
  if (!latest) return localDateOf(now, timeZone);
  const thirdInSpan = before !== undefined && now - before.at < TWO_SESSIONS_SPAN_MS;
  return isLaterDay(now, timeZone, latest) && !thirdInSpan ? localDateOf(now, timeZone) : latest.day;
}
