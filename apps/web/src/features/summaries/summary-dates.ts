import { format, isSameDay } from 'date-fns';

const CARD_FORMAT = 'MMM d, yyyy';

/** 'MMM d, yyyy', or 'MMM d, yyyy - MMM d, yyyy' when the summary covers more than one local day. */
export function formatSummaryPeriod(startDate: string, endDate: string): string {
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (isSameDay(start, end)) return format(start, CARD_FORMAT);
  return `${format(start, CARD_FORMAT)} - ${format(end, CARD_FORMAT)}`;
}
