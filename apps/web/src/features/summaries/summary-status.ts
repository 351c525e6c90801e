import type { Summary } from '@precis/shared';

/** PENDING or PROCESSING: the text is not there yet and the screens keep polling. */
export const isInProgress = (summary: Pick<Summary, 'status'>): boolean =>
  summary.status === 'PENDING' || summary.status === 'PROCESSING';

export const sourceLabel = (summary: Pick<Summary, 'source'>): string =>
  summary.source === 'AUTO' ? 'Automatic' : 'User';

/** While a summary is being generated, lists and details ask again this often. */
export const PENDING_REFETCH_MS = 2000;
