/** The review module's public surface: what other modules (the digest, the Readwise-compatible API) use. */

export { digestReview } from './digest-review';
export { reviewRoutes } from './review.routes';
export { rateHighlight, todaysReview } from './review.service';
export { reviewLinkRoutes } from './review-link.routes';
export { createReviewLink, deriveReviewLinkKey } from './review-link-token';
