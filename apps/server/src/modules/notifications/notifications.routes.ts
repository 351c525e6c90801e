import {
  apiErrorSchema,
  notificationSettingsSchema,
  notificationSettingsStateSchema,
  notificationTestSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { getSettings, requestTestDigest, updateSettings } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The stored digest settings (404 while none are stored)',
        response: { 200: notificationSettingsStateSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSettings(context, callerOf(request)),
  );

  app.put(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stores the digest settings',
        description:
          "The time of day of `startDate` is when digests go out, kept in the caller's X-Timezone (UTC without " +
          'one): DAILY every day, WEEKLY every 7 days from startDate, MONTHLY on its day of month (clamped). ' +
          'A new address other than the verified account e-mail gets a confirmation link; nothing is sent ' +
          'to it until the link is opened (`emailConfirmed`).',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsStateSchema, 400: apiErrorSchema },
      },
    },
    async (request) => updateSettings(context, callerOf(request), request.body),
  );

  app.post(
    '/notifications/test',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Sends the digest of the current period now to the configured address',
        description:
          'At most 5 per hour (429 with Retry-After); 404 while no settings are stored; 409 while the address ' +
          'is not confirmed; 503 when the e-mail cannot be queued (nothing is sent, try again later).',
        response: {
          202: notificationTestSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(202).send(await requestTestDigest(context, callerOf(request))),
  );
};
