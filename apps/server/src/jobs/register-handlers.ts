import type { AppContext } from '../app-context';

/**
 * Registers a feature's job handlers (`context.jobs.register`) and recurring tasks
 * (`context.scheduler.schedule`). Runs once at app build time, in every process, whether or not it runs
 * workers: a process with WORKERS=off still enqueues, and pg-boss needs each queue's settings.
 * Each feature declares its own (`modules/<feature>/<feature>.jobs.ts`); the list is `jobModules` in
 * `modules/index.ts`, beside the list of routes.
 */
export type JobModule = (context: AppContext) => void;

export function registerJobHandlers(context: AppContext, jobModules: readonly JobModule[]): void {
  for (const register of jobModules) register(context);
}
