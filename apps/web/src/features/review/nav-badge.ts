import { lazy } from 'react';

/**
 * The review count for the sidebar, loaded after the first paint: the shell is on every first load, and the
 * badge's query parses its answer with the shared schemas (zod), which the first load must not carry.
 * The shell imports this entry, not the feature's index.
 */
export const ReviewNavBadge = lazy(() =>
  import('./components/review-badge').then((module) => ({ default: module.ReviewBadge })),
);
