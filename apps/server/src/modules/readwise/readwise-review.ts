import type { ReadwiseReview } from '@precis/shared';
import type { Links } from './readwise-json';

const DAY_MS = 86_400_000;

/**
 * Today's review in Readwise's shape, with nothing to review: Precis has no review yet. Its id is the UTC
 * day number, so a client that remembers reviews by id sees one review per day.
 */
export function emptyReview(_userId: string, links: Links, now = Date.now()): ReadwiseReview {
  const day = Math.floor(now / DAY_MS);
  return {
    review_id: day,
    review_url: `${links.origin}/review`,
    review_completed: false,
    highlights: [],
  };
}
