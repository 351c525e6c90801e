import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import type { DigestTemplateInput } from '../../mail/digest-template';
import { todaysReview } from './review.service';
import { createReviewLink } from './review-link-token';

/** Highlights of today's review shown in a digest, each with its rating links. */
export const DIGEST_REVIEW_ITEMS = 5;

/** The digest's "From your library": the first highlights of today's review, or nothing when none is due. */
export async function digestReview(
  context: AppContext,
  caller: Caller,
  now = Date.now(),
): Promise<DigestTemplateInput['review']> {
  const { items } = await todaysReview(context, caller, now);
  if (items.length === 0) return null;
  const base = context.config.publicUrl;
  const link = (highlightId: string, rating: 'good' | 'again' | 'discard') =>
    `${base}/api/review/rate?token=${encodeURIComponent(
      createReviewLink(context.secrets.reviewLinks, { userId: caller.userId, highlightId, rating }, now),
    )}`;
  return {
    url: `${base}/review`,
    items: items.slice(0, DIGEST_REVIEW_ITEMS).map(({ highlight }) => ({
      content: highlight.content,
      source: highlight.source,
      links: {
        good: link(highlight.id, 'good'),
        again: link(highlight.id, 'again'),
        discard: link(highlight.id, 'discard'),
      },
    })),
  };
}
