import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { messagePage, sendMessagePage } from '../../lib/message-page';
import { confirmAddress } from './digest-address';
import { unsubscribe } from './notifications.service';

const page = (title: string, paragraphs: string[], settingsUrl: string) =>
  messagePage(title, paragraphs, { href: settingsUrl, label: 'Open your Precis settings' });

/**
 * The unsubscribe link of digests: public (the signed token is the credential), outside /api/v1. GET is the
 * link in the mail; POST is RFC 8058 one-click (`List-Unsubscribe-Post`), whose form body carries nothing
 * we need, so any body type is accepted and ignored here.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  const settingsUrl = `${context.config.publicUrl}/settings`;

  app.route({
    method: ['GET', 'POST'],
    url: '/api/notifications/unsubscribe',
    schema: {
      tags: ['notifications'],
      summary: 'Turns the digest off (the link and one-click target of every digest); answers an HTML page',
      security: [],
      querystring: z.object({ token: z.string().max(512).optional() }),
    },
    handler: async (request, reply) => {
      const token = request.query.token ?? '';
      if (await unsubscribe(context, token)) {
        return sendMessagePage(
          reply,
          200,
          page(
            'Unsubscribed',
            [
              'You have been unsubscribed from Precis digests.',
              'You can turn them back on at any time in your settings.',
            ],
            settingsUrl,
          ),
        );
      }
      return sendMessagePage(
        reply,
        400,
        page(
          'This link is not valid',
          [
            'This unsubscribe link is incomplete or has been altered, so nothing was changed.',
            'Copy the whole link from the e-mail, or turn digests off in your settings.',
          ],
          settingsUrl,
        ),
      );
    },
  });

  app.get(
    '/api/notifications/confirm-address',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Confirms a digest address (the link of the confirmation e-mail); answers an HTML page',
        security: [],
        querystring: z.object({ token: z.string().max(1024).optional() }),
      },
    },
    async (request, reply) => {
      if (await confirmAddress(context, request.query.token ?? '')) {
        return sendMessagePage(
          reply,
          200,
          page('Address confirmed', ['Your Precis digests will be sent to this address.'], settingsUrl),
        );
      }
      return sendMessagePage(
        reply,
        400,
        page(
          'This link is not valid',
          [
            'This confirmation link is incomplete, has expired, or is for an address your settings no longer hold.',
            'Save the address again in your settings to get a new link.',
          ],
          settingsUrl,
        ),
      );
    },
  );
};
