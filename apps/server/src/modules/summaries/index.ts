/** What the app and other modules may use of summaries. */
export { ensureAutoSummary } from './auto-summaries';
export { registerSummaryJobs } from './summaries.jobs';
export { summariesRoutes } from './summaries.routes';
export { parseCategories } from './summary-fields';
export { type RestoredSummary, restoreSummary } from './summary-restore.repository';
export { registerSummarySweeper } from './summary-sweeper';
