import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { escapeHtml } from '../../mail/digest-markdown';
import { confirmAddress } from './digest-address';
import { unsubscribe } from './notifications.service';

const PAGE_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6}
main{max-width:440px;padding:32px 24px;text-align:center}h1{font-size:1.4rem;margin:0 0 .5rem}
a{color:#4f46e5}@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#a5b4fc}}`;

function page(title: string, paragraphs: string[], settingsUrl: string): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Precis</title><style>${PAGE_CSS}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(settingsUrl)}">Open your Precis settings</a></p></main></body></html>
`;
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

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
        return sendPage(
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
      return sendPage(
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
        return sendPage(
          reply,
          200,
          page('Address confirmed', ['Your Precis digests will be sent to this address.'], settingsUrl),
        );
      }
      return sendPage(
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
