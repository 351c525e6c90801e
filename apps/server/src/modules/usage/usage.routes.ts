import { apiErrorSchema, dailyUsageLimitsSchema } from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { dailyUsage } from './usage.service';

export const usageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/usage-limits/daily',
    {
      schema: {
        tags: ['usage'],
        summary: "Today's highlights and summaries against the daily limits",
        description:
          'Today is your local day (X-Timezone). Only summaries you requested count, not automatic ones.',
        response: { 200: dailyUsageLimitsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => dailyUsage(context, callerOf(request)),
  );
};
