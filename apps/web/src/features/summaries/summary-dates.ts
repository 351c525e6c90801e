import { isSameDay } from 'date-fns';
import { formatCardDate, formatDateRange } from '@/lib/dates';

/** 'MMM d, yyyy', or 'MMM d, yyyy – MMM d, yyyy' when the summary covers more than one local day. */
export function formatSummaryPeriod(startDate: string, endDate: string): string {
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (isSameDay(start, end)) return formatCardDate(start);
  return formatDateRange(start, end);
}
