import { toQueryDate } from '@/lib/dates';

export type FilterMode = 'today' | 'last7' | 'monthly' | 'custom';

export interface CustomRange {
  from?: Date;
  to?: Date;
}

export interface ListRange {
  fromDate: string;
  /** Omitted: open-ended (a custom range with only its start picked). */
  toDate?: string;
}

export const FILTER_MODES: { mode: FilterMode; label: string }[] = [
  { mode: 'today', label: "Today's Summary" },
  { mode: 'last7', label: 'Last 7 Days' },
  { mode: 'monthly', label: 'Monthly Insights' },
  { mode: 'custom', label: 'Custom Range' },
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * The list query of each filter mode: Today's Summary is today..today; Last 7 Days and
 * Monthly Insights run from 7x24 h and 30x24 h ago to now; Custom Range uses the picked days, with `to`
 * omitted when only `from` is picked and today..today when nothing is.
 */
export function filterRange(mode: FilterMode, custom: CustomRange, now: Date = new Date()): ListRange {
  const today = toQueryDate(now);
  switch (mode) {
    case 'last7':
      return { fromDate: toQueryDate(new Date(now.getTime() - 7 * 24 * HOUR_MS)), toDate: today };
    case 'monthly':
      return { fromDate: toQueryDate(new Date(now.getTime() - 30 * 24 * HOUR_MS)), toDate: today };
    case 'custom':
      if (custom.from && custom.to)
        return { fromDate: toQueryDate(custom.from), toDate: toQueryDate(custom.to) };
      if (custom.from) return { fromDate: toQueryDate(custom.from) };
      return { fromDate: today, toDate: today };
    default:
      return { fromDate: today, toDate: today };
  }
}

/**
 * Two clicks make a range: the first click starts one (only `from`), the second completes it, in either
 * order, the same day twice giving a one-day range. A click after a complete range starts a new one.
 */
export function nextRange(current: CustomRange, day: Date): CustomRange {
  if (!current.from || current.to) return { from: day };
  return day < current.from ? { from: day, to: current.from } : { from: current.from, to: day };
}

export const isCompleteRange = (range: CustomRange): range is Required<CustomRange> =>
  range.from !== undefined && range.to !== undefined;
