import {
  apiErrorSchema,
  sessionIdParamsSchema,
  sessionInfoSchema,
  signedOutSessionsSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../auth/require-session';
import { createSessionsService } from './sessions.service';

const tags = ['sessions'];

/** The signed-in devices of the caller; no session's secret ever leaves the server. */
export const sessionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const sessions = createSessionsService(context.db);

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'List your signed-in sessions',
        response: { 200: z.array(sessionInfoSchema), 403: apiErrorSchema },
      },
    },
    async (request) => sessions.list(request.user.id, requireSession(request, 'list sessions')),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign one session out',
        description: 'It stops working on its next request, on every server process.',
        params: sessionIdParamsSchema,
        response: { 204: z.null().describe('Signed out'), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      requireSession(request, 'sign sessions out');
      await sessions.revoke(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        description: 'Every session of yours but the one making this request.',
        response: { 200: signedOutSessionsSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      signedOut: await sessions.revokeOthers(request.user.id, requireSession(request, 'sign sessions out')),
    }),
  );
};
