import {
  apiErrorSchema,
  apiTokenIdParamsSchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../auth/require-session';
import { createApiTokensService } from './api-tokens.service';

const tags = ['api tokens'];

/** Personal API tokens: for scripts and other apps (Authorization: Bearer <token> or Token <token>). */
export const apiTokensRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const tokens = createApiTokensService(context.db);

  app.post(
    '/api-tokens',
    {
      schema: {
        tags,
        summary: 'Create a personal API token',
        description:
          'The secret `token` is in this answer only: store it now. At most 50 live tokens per account.',
        body: createApiTokenSchema,
        response: {
          201: createdApiTokenSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      requireSession(request, 'create API tokens');
      return reply.status(201).send(await tokens.create(request.user.id, request.body));
    },
  );

  app.get(
    '/api-tokens',
    {
      schema: {
        tags,
        summary: 'List your API tokens (never their secrets)',
        response: { 200: z.array(apiTokenSchema), 403: apiErrorSchema },
      },
    },
    async (request) => {
      requireSession(request, 'list API tokens');
      return tokens.list(request.user.id);
    },
  );

  app.delete(
    '/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of your API tokens',
        description: 'It stops working at once, on every server process.',
        params: apiTokenIdParamsSchema,
        response: { 204: z.null().describe('Revoked'), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      requireSession(request, 'revoke API tokens');
      await tokens.revoke(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
