import type { AppContext } from '../app-context';
import { registerImportJobs } from '../modules/imports/import.job';
import { registerDigestJobs } from '../modules/notifications/digest.jobs';
import { registerSummaryJobs } from '../modules/summaries/summaries.jobs';
import { registerSummarySweeper } from '../modules/summaries/summary-sweeper';
import { registerCategorisationJobs } from './categorise-highlight.job';

/**
 * Registers a feature's job handlers (`context.jobs.register`) and recurring tasks
 * (`context.scheduler.schedule`). Runs once at app build time, in every process, whether or not it runs
 * workers: a process with WORKERS=off still enqueues, and pg-boss needs each queue's settings.
 */
export type JobModule = (context: AppContext) => void;

/** Every feature's job module. A new feature appends its own here. */
export const jobModules: JobModule[] = [
  registerCategorisationJobs,
  registerDigestJobs,
  registerSummaryJobs,
  registerSummarySweeper,
  registerImportJobs,
];

export function registerJobHandlers(context: AppContext): void {
  for (const register of jobModules) register(context);
}
