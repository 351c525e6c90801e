import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

/**
 * The feature modules mounted under /api/v1, behind sign-in. A new feature adds its routes plugin here;
 * the access sweep test reads the registered routes, so a route outside this list is not covered.
 */
export const apiV1Modules: FastifyPluginAsyncZod<AppContext>[] = [];
