import { apiErrorSchema } from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }), 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db.kysely);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ title: 'The database is not reachable.', status: 503 });
      }
    },
  );
};
