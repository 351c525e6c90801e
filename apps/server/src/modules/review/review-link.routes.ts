import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';
import { sendMessagePage } from '../../lib/message-page';
import { timeZoneOfUser } from '../preferences';
import { isLinkNonceUsed, releaseLinkNonce, useLinkNonce } from './review.repository';
import { rateHighlightWithOutcome, requireReviewableHighlight } from './review.service';
import {
  confirmationPage,
  expiredLinkPage,
  highlightGonePage,
  invalidLinkPage,
  ratedPage,
  usedLinkPage,
} from './review-link-pages';
import { type ReviewLink, readReviewLink } from './review-link-token';

const schema = {
  tags: ['review'],
  security: [],
  querystring: z.object({ token: z.string().max(2048).optional() }),
};

/**
 * The digest's rating links: public (the signed, single-use, expiring token is the credential), outside
 * /api/v1. GET only shows the highlight and a button, because mail scanners and previews open every link of a
 * mail; the button's POST rates and uses the link up. Each answers an HTML page; a bad, used or expired link
 * changes nothing. The form posts nothing the route needs, so any body type is accepted and ignored.
 */
export const reviewLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  const reviewUrl = `${context.config.publicUrl}/review`;

  /** The link when it is valid and unexpired; otherwise the page that says why not. */
  const readLink = (token: string, now: number): ReviewLink | { status: number; html: string } => {
    const link = readReviewLink(context.secrets.reviewLinks, token);
    if (!link) return { status: 400, html: invalidLinkPage(reviewUrl) };
    if (link.expiresAt < now) return { status: 410, html: expiredLinkPage(reviewUrl) };
    return link;
  };
  const callerOfLink = async (link: ReviewLink) => ({
    userId: link.userId,
    timeZone: await timeZoneOfUser(context.db.kysely, link.userId),
  });

  app.get(
    '/api/review/rate',
    {
      schema: {
        ...schema,
        summary: 'Shows the highlight a digest rating link rates, with a button to rate it',
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const link = readLink(token, Date.now());
      if ('html' in link) return sendMessagePage(reply, link.status, link.html);
      if (await isLinkNonceUsed(context.db.kysely, link.nonce)) {
        return sendMessagePage(reply, 409, usedLinkPage(reviewUrl));
      }
      try {
        const highlight = await requireReviewableHighlight(
          context,
          await callerOfLink(link),
          link.highlightId,
        );
        return sendMessagePage(
          reply,
          200,
          confirmationPage({ highlight, rating: link.rating, token, reviewUrl }),
        );
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return sendMessagePage(reply, 404, highlightGonePage(reviewUrl));
      }
    },
  );

  app.post(
    '/api/review/rate',
    { schema: { ...schema, summary: 'Rates a highlight from a digest link (signed, single use, expiring)' } },
    async (request, reply) => {
      const now = Date.now();
      const link = readLink(request.query.token ?? '', now);
      if ('html' in link) return sendMessagePage(reply, link.status, link.html);
      const db = context.db.kysely;
      if (!(await useLinkNonce(db, link.userId, link.nonce, now))) {
        return sendMessagePage(reply, 409, usedLinkPage(reviewUrl));
      }
      try {
        const caller = await callerOfLink(link);
        const outcome = await rateHighlightWithOutcome(context, caller, link.highlightId, link.rating, now);
        return sendMessagePage(reply, 200, ratedPage(link.rating, outcome, now, reviewUrl));
      } catch (error) {
        // The link is used up only by a rating that went through.
        await releaseLinkNonce(db, link.userId, link.nonce);
        if (!(error instanceof NotFoundError)) throw error;
        return sendMessagePage(reply, 404, highlightGonePage(reviewUrl));
      }
    },
  );
};
