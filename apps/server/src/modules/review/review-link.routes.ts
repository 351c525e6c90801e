import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';
import { escapeHtml } from '../../mail/digest-markdown';
import { timeZoneOfUser } from '../preferences';
import { useLinkNonce } from './review.repository';
import { rateHighlight } from './review.service';
import { readReviewLink } from './review-link-token';

const PAGE_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6}
main{max-width:440px;padding:32px 24px;text-align:center}h1{font-size:1.4rem;margin:0 0 .5rem}
a{color:#4f46e5}@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#a5b4fc}}`;

const RATING_NAMES = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  discard: 'Discard',
} as const;

function page(title: string, paragraphs: string[], reviewUrl: string): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Precis</title><style>${PAGE_CSS}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(reviewUrl)}">Open today’s review</a></p></main></body></html>
`;
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);

/** When the highlight comes back, in words: "in 4 days", "in 10 minutes". */
function comesBackIn(due: string, now: number): string {
  const minutes = Math.max(1, Math.round((Date.parse(due) - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/**
 * The digest's one-click rating links: public (the signed, single-use, expiring token is the credential),
 * outside /api/v1. Each answers an HTML page that says what happened; a bad, used or expired link changes
 * nothing.
 */
export const reviewLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const reviewUrl = `${context.config.publicUrl}/review`;
  app.get(
    '/api/review/rate',
    {
      schema: {
        tags: ['review'],
        summary: 'Rates a highlight from a digest link (signed, single use, expiring); answers an HTML page',
        security: [],
        querystring: z.object({ token: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const link = readReviewLink(context.secrets.reviewLinks, request.query.token ?? '');
      if (!link) {
        return sendPage(
          reply,
          400,
          page(
            'This link is not valid',
            [
              'This rating link is incomplete or has been altered, so nothing was changed.',
              'Copy the whole link from the e-mail, or rate the highlight in today’s review.',
            ],
            reviewUrl,
          ),
        );
      }
      if (link.expiresAt < now) {
        return sendPage(
          reply,
          410,
          page(
            'This link has expired',
            ['Rating links in digests work for 14 days, so nothing was changed.'],
            reviewUrl,
          ),
        );
      }
      const timeZone = await timeZoneOfUser(context.db.kysely, link.userId);
      const caller = { userId: link.userId, timeZone };
      if (!(await useLinkNonce(context.db.kysely, link.userId, link.nonce, now))) {
        return sendPage(
          reply,
          409,
          page(
            'This link was already used',
            ['Each rating link works once, so nothing was changed this time.'],
            reviewUrl,
          ),
        );
      }
      try {
        const status = await rateHighlight(context, caller, link.highlightId, link.rating, now);
        const said =
          status.discarded || !status.due
            ? 'It will not come back in your reviews. You can restore it from the highlight’s page.'
            : `It comes back ${comesBackIn(status.due, now)}.`;
        return sendPage(reply, 200, page(`Rated “${RATING_NAMES[link.rating]}”`, [said], reviewUrl));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return sendPage(
          reply,
          404,
          page(
            'This highlight is gone',
            ['It was deleted after the e-mail was sent, so there is nothing to rate.'],
            reviewUrl,
          ),
        );
      }
    },
  );
};
