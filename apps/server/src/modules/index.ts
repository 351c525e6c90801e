import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { accountRoutes } from './account/account.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { exportsRoutes } from './exports/exports.routes';
import { highlightsRoutes } from './highlights/highlights.routes';
import { importsRoutes } from './imports/imports.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { reviewRoutes } from './review/index';
import { sessionsRoutes } from './sessions/sessions.routes';
import { sourcesRoutes } from './sources/sources.routes';
import { summariesRoutes } from './summaries/summaries.routes';
import { supportRoutes } from './support/support.routes';
import { usageRoutes } from './usage/usage.routes';

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
