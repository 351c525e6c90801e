import { format, formatISO } from 'date-fns';

/** yyyy-MM-dd of a local day, as the API's queries expect. */
export const toQueryDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** 'MMM d, yyyy' on cards. */
export const formatCardDate = (value: string | Date): string => format(new Date(value), 'MMM d, yyyy');

/**
 * A span of days, 'MMM d, yyyy – MMM d, yyyy': one style everywhere, an en dash between spaced dates, as the
 * summaries' titles write it.
 */
export const formatDateRange = (start: string | Date, end: string | Date): string =>
  `${formatCardDate(start)} – ${formatCardDate(end)}`;

/** 'MMMM d, yyyy' in the day picker. */
export const formatPickerDate = (value: Date): string => format(value, 'MMMM d, yyyy');

/** Long US format on details pages, e.g. "Sunday, November 22, 2026 at 9:05 PM". */
export const formatLongDate = (value: string | Date): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(value));

export const toIso = (date: Date): string => formatISO(date);
