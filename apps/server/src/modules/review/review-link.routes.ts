import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';
import { messagePage, sendMessagePage } from '../../lib/message-page';
import { timeZoneOfUser } from '../preferences';
import { useLinkNonce } from './review.repository';
import { rateHighlight } from './review.service';
import { readReviewLink } from './review-link-token';

const RATING_NAMES = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  discard: 'Discard',
} as const;

const page = (title: string, paragraphs: string[], reviewUrl: string) =>
  messagePage(title, paragraphs, { href: reviewUrl, label: 'Open today’s review' });

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
        return sendMessagePage(
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
        return sendMessagePage(
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
        return sendMessagePage(
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
        return sendMessagePage(reply, 200, page(`Rated “${RATING_NAMES[link.rating]}”`, [said], reviewUrl));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return sendMessagePage(
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
