/** What the app and other modules may use of summaries. */
export { ensureAutoSummary } from './auto-summaries';
export { registerSummaryJobs } from './summaries.jobs';
export { parseCategories } from './summaries.mapper';
export { summariesRoutes } from './summaries.routes';
export { type RestoredSummary, restoreSummary } from './summary-restore.repository';
export { registerSummarySweeper } from './summary-sweeper';
