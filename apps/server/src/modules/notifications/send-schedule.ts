import type { NotificationFrequency } from '@precis/shared';
import { wallClockAt, zonedTimeToEpoch } from '../../lib/local-day';

/**
 * When digests go out. The start date's wall-clock time in the zone it was picked in is the send time:
 * DAILY every day at that time, WEEKLY every 7 days from the start date, MONTHLY on the start date's day of
 * month (clamped to the month's last day). Computing in the user's zone keeps "21:00" at 21:00 across DST;
 * in UTC (no zone known) it is exactly "the UTC time of day of startDate".
 */
export interface SendSchedule {
  frequency: NotificationFrequency;
  startAt: number;
  timeZone: string;
}

export interface DigestPeriod {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The k-th send (k = 0 is the start date; negative k counts back before it). */
export function sendTimeAt(schedule: SendSchedule, k: number): number {
  const start = wallClockAt(schedule.startAt, schedule.timeZone);
  const { hour, minute } = start;
  if (schedule.frequency === 'MONTHLY') {
    const monthIndex = start.year * 12 + (start.month - 1) + k;
    const year = Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const day = Math.min(start.day, daysInMonth(year, month));
    return zonedTimeToEpoch(year, month, day, schedule.timeZone, hour, minute);
  }
  const stepDays = schedule.frequency === 'WEEKLY' ? 7 : 1;
  const date = new Date(Date.UTC(start.year, start.month - 1, start.day + k * stepDays));
  return zonedTimeToEpoch(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    schedule.timeZone,
    hour,
    minute,
  );
}

/** A k close to, and not after, the last send at or before `instant` (sends are increasing in k). */
function estimateIndex(schedule: SendSchedule, instant: number): number {
  const start = wallClockAt(schedule.startAt, schedule.timeZone);
  const at = wallClockAt(instant, schedule.timeZone);
  if (schedule.frequency === 'MONTHLY') {
    return (at.year - start.year) * 12 + (at.month - start.month) - 1;
  }
  const days = Math.round(
    (Date.UTC(at.year, at.month - 1, at.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY_MS,
  );
  return Math.floor(days / (schedule.frequency === 'WEEKLY' ? 7 : 1)) - 1;
}

/** The index of the first send strictly after `after`, never before the start date. */
function indexOfNextSendAfter(schedule: SendSchedule, after: number): number {
  let k = Math.max(0, estimateIndex(schedule, after));
  while (k > 0 && sendTimeAt(schedule, k - 1) > after) k -= 1;
  while (sendTimeAt(schedule, k) <= after) k += 1;
  return k;
}

/** The first send time strictly after `after`. */
export function nextSendAfter(schedule: SendSchedule, after: number): number {
  return sendTimeAt(schedule, indexOfNextSendAfter(schedule, after));
}

/** The last send time at or before `instant`, or null when the schedule has not begun yet. */
export function lastSendAtOrBefore(schedule: SendSchedule, instant: number): number | null {
  const k = indexOfNextSendAfter(schedule, instant) - 1;
  return k < 0 ? null : sendTimeAt(schedule, k);
}

/**
 * The period a digest sent at `sendAt` covers: from the send before it (24 h for DAILY, 7 days for WEEKLY,
 * since the previous monthly send for MONTHLY) up to `sendAt`.
 */
export function periodEndingAt(schedule: SendSchedule, sendAt: number): DigestPeriod {
  const k = indexOfNextSendAfter(schedule, sendAt - 1);
  return { start: sendTimeAt(schedule, k - 1), end: sendAt };
}
