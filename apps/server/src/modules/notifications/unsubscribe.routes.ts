import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { type MessagePageExtras, messagePage, sendMessagePage } from '../../lib/message-page';
import { confirmAddress } from './digest-address';
import { verifyAddressToken } from './digest-address-token';
import { unsubscribe } from './notifications.service';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const page = (title: string, paragraphs: string[], settingsUrl: string, extras?: MessagePageExtras) =>
  messagePage(title, paragraphs, { href: settingsUrl, label: 'Open your Precis settings' }, extras);

const invalidUnsubscribeLink = (settingsUrl: string) =>
  page(
    'This link is not valid',
    [
      'This unsubscribe link is incomplete or has been altered, so nothing was changed.',
      'Copy the whole link from the e-mail, or turn digests off in your settings.',
    ],
    settingsUrl,
  );

const invalidConfirmationLink = (settingsUrl: string) =>
  page(
    'This link is not valid',
    [
      'This confirmation link is incomplete, has expired, or is for an address your settings no longer hold.',
      'Save the address again in your settings to get a new link.',
    ],
    settingsUrl,
  );

/** The form on a link's page posts back to the same path and token: relative, so to the origin it was opened on. */
const postBack = (path: string, token: string, button: string) => ({
  form: { action: `${path}?token=${encodeURIComponent(token)}`, button },
});

/**
 * The links of digest e-mails that change settings: public (the signed token is the credential), outside
 * /api/v1. Mail scanners and link previews open every link of a mail, so a GET changes nothing and answers a page
 * with one button; its POST acts. The unsubscribe POST is also RFC 8058 one-click (`List-Unsubscribe-Post`),
 * whose form body carries nothing we need, so any body type is accepted and ignored here.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  const settingsUrl = `${context.config.publicUrl}/settings`;
  const unsubscribeSchema = {
    tags: ['notifications'],
    security: [],
    querystring: z.object({ token: z.string().max(512).optional() }),
  };
  const confirmSchema = {
    tags: ['notifications'],
    security: [],
    querystring: z.object({ token: z.string().max(1024).optional() }),
  };

  app.get(
    '/api/notifications/unsubscribe',
    { schema: { ...unsubscribeSchema, summary: 'Asks to turn the digest off (the link of every digest)' } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!verifyUnsubscribeToken(context.secrets.unsubscribe, token))
        return sendMessagePage(reply, 400, invalidUnsubscribeLink(settingsUrl));
      return sendMessagePage(
        reply,
        200,
        page(
          'Unsubscribe from Precis digests?',
          ['Your digests stop at once; you can turn them back on at any time in your settings.'],
          settingsUrl,
          postBack('unsubscribe', token, 'Unsubscribe'),
        ),
      );
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        ...unsubscribeSchema,
        summary:
          "Turns the digest off (the button of the link's page, and RFC 8058 one-click); answers an HTML page",
      },
    },
    async (request, reply) => {
      if (!(await unsubscribe(context, request.query.token ?? '')))
        return sendMessagePage(reply, 400, invalidUnsubscribeLink(settingsUrl));
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
    },
  );

  app.get(
    '/api/notifications/confirm-address',
    {
      schema: {
        ...confirmSchema,
        summary: 'Asks to confirm a digest address (the link of the confirmation e-mail)',
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!verifyAddressToken(context.secrets.digestAddress, token, Date.now()))
        return sendMessagePage(reply, 400, invalidConfirmationLink(settingsUrl));
      return sendMessagePage(
        reply,
        200,
        page(
          'Confirm this address?',
          ['Precis digests will be sent to this address once you confirm it.'],
          settingsUrl,
          postBack('confirm-address', token, 'Confirm the address'),
        ),
      );
    },
  );

  app.post(
    '/api/notifications/confirm-address',
    {
      schema: {
        ...confirmSchema,
        summary:
          "Confirms a digest address (the button of the confirmation link's page); answers an HTML page",
      },
    },
    async (request, reply) => {
      if (!(await confirmAddress(context, request.query.token ?? '')))
        return sendMessagePage(reply, 400, invalidConfirmationLink(settingsUrl));
      return sendMessagePage(
        reply,
        200,
        page('Address confirmed', ['Your Precis digests will be sent to this address.'], settingsUrl),
      );
    },
  );
};
