import {
  apiErrorSchema,
  changedPasswordSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../auth/require-session';
import { callerOf } from '../../lib/caller';
import { changePassword, deleteAccount } from './account.service';

const tags = ['account'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** The signed-in person's own account: its password, and deleting it. Only a session may do either. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/account/password',
    {
      schema: {
        tags,
        summary: 'Change your password',
        description:
          'Needs the current password. The new one follows the sign-up rules. Every other session is signed out; this one stays signed in.',
        body: changePasswordSchema,
        response: { 200: changedPasswordSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const sessionId = requireSession(request, 'change the password');
      const signedOut = await changePassword(context, callerOf(request), { ...request.body, sessionId });
      return { signedOut };
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        summary: 'Delete your account',
        description:
          'Confirmed by the password. Deletes the account and everything of it (highlights, summaries, sources, tokens, sessions, queued work) at once; it cannot be undone.',
        body: deleteAccountSchema,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      requireSession(request, 'delete the account');
      await deleteAccount(context, callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
