import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { JobModule } from '../jobs/register-handlers';
import { accountRoutes } from './account';
import { apiTokensRoutes } from './api-tokens';
import { exportsRoutes } from './exports';
import { highlightsRoutes, registerCategorisationJobs } from './highlights';
import { importsRoutes, registerImportJobs } from './imports';
import { notificationsRoutes, registerDigestJobs } from './notifications';
import { reviewRoutes } from './review';
import { sessionsRoutes } from './sessions';
import { sourcesRoutes } from './sources';
import { registerSummaryJobs, registerSummarySweeper, summariesRoutes } from './summaries';
import { supportRoutes } from './support';
import { usageRoutes } from './usage';

/**
 * The feature modules mounted under /api/v1, behind sign-in. A new feature adds its routes plugin here;
 * the access sweep test reads the registered routes, so a route outside this list is not covered.
 */
export const apiV1Modules: FastifyPluginAsyncZod<AppContext>[] = [
  highlightsRoutes,
  supportRoutes,
  summariesRoutes,
  usageRoutes,
  notificationsRoutes,
  apiTokensRoutes,
  sessionsRoutes,
  reviewRoutes,
  sourcesRoutes,
  exportsRoutes,
  importsRoutes,
  accountRoutes,
];

/** Every feature's job module (its handlers and recurring tasks). A new feature appends its own here. */
export const jobModules: JobModule[] = [
  registerCategorisationJobs,
  registerDigestJobs,
  registerSummaryJobs,
  registerSummarySweeper,
  registerImportJobs,
];
