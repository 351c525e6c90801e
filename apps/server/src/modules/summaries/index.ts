/** What other modules may use of summaries. */
export { type RestoredSummary, restoreSummary } from './summary-restore.repository';
