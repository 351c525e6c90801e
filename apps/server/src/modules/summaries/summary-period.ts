import {
  type CategoryCode,
  categoryDisplayName,
  SUMMARIZATION_TYPE_LABELS,
  type SummarizationType,
} from '@precis/shared';
import { localDateOf } from '../../lib/local-day';

const formatters = new Map<string, { dayMonth: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      dayMonth: new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }),
      full: new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/**
 * The covered local days, both ends inclusive: "Nov 3, 2026" for one day, "Nov 3 – Nov 9, 2026" within a
 * year, "Dec 28, 2026 – Jan 3, 2027" across years.
 */
export function formatPeriod(startMs: number, endMs: number, timeZone: string): string {
  const { dayMonth, full } = formattersFor(timeZone);
  const startDay = localDateOf(startMs, timeZone);
  const endDay = localDateOf(endMs, timeZone);
  if (startDay === endDay) return full.format(startMs);
  if (startDay.slice(0, 4) === endDay.slice(0, 4))
    return `${dayMonth.format(startMs)} – ${full.format(endMs)}`;
  return `${full.format(startMs)} – ${full.format(endMs)}`;
}

/** The title a summary carries until the AI gives it one, e.g. "Auto summary: Nov 3 – Nov 9, 2026". */
export function provisionalTitle(
  type: SummarizationType,
  category: CategoryCode | undefined,
  period: { startMs: number; endMs: number; timeZone: string },
): string {
  const label = SUMMARIZATION_TYPE_LABELS[type];
  const topic = category ? ` (${categoryDisplayName(category)})` : '';
  return `${label} summary${topic}: ${formatPeriod(period.startMs, period.endMs, period.timeZone)}`;
}
