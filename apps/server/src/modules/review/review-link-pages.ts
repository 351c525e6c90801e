import type { Highlight, ReviewRating } from '@precis/shared';
import { messagePage } from '../../lib/message-page';
import type { RatingOutcome } from './review.service';

const RATING_NAMES = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  discard: 'Discard',
} as const;

const NOT_COMING_BACK =
  'It will not come back in your reviews. You can restore it from the highlight’s page.';

const page = (title: string, paragraphs: string[], reviewUrl: string) =>
  messagePage(title, paragraphs, { href: reviewUrl, label: 'Open today’s review' });

export const invalidLinkPage = (reviewUrl: string) =>
  page(
    'This link is not valid',
    [
      'This rating link is incomplete or has been altered, so nothing was changed.',
      'Copy the whole link from the e-mail, or rate the highlight in today’s review.',
    ],
    reviewUrl,
  );

export const expiredLinkPage = (reviewUrl: string) =>
  page(
    'This link has expired',
    ['Rating links in digests work for 14 days, so nothing was changed.'],
    reviewUrl,
  );

export const usedLinkPage = (reviewUrl: string) =>
  page(
    'This link was already used',
    ['Each rating link works once, so nothing was changed this time.'],
    reviewUrl,
  );

export const highlightGonePage = (reviewUrl: string) =>
  page(
    'This highlight is gone',
    ['It was deleted after the e-mail was sent, so there is nothing to rate.'],
    reviewUrl,
  );

/** When the highlight comes back, in words: "in 4 days", "in 10 minutes". */
function comesBackIn(due: string, now: number): string {
  const minutes = Math.max(1, Math.round((Date.parse(due) - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/** What the rating did, and only that: one that did not count says so. */
export function ratedPage(rating: ReviewRating, outcome: RatingOutcome, now: number, reviewUrl: string) {
  const { status, counted } = outcome;
  const where =
    status.discarded || !status.due ? NOT_COMING_BACK : `It comes back ${comesBackIn(status.due, now)}.`;
  if (counted) return page(`Rated “${RATING_NAMES[rating]}”`, [where], reviewUrl);
  if (status.discarded) return page('Already discarded', [where], reviewUrl);
  return page(
    'Already rated',
    ['You rated this highlight earlier in this session, so this rating was not counted.', where],
    reviewUrl,
  );
}

/** What a rating link opens: the highlight and one button that rates it (see `MessagePageExtras.form`). */
export function confirmationPage(input: {
  highlight: Pick<Highlight, 'content' | 'source'>;
  rating: ReviewRating;
  token: string;
  reviewUrl: string;
}): string {
  const { highlight, rating } = input;
  const title =
    rating === 'discard'
      ? 'Discard this highlight from review?'
      : `Rate this highlight “${RATING_NAMES[rating]}”?`;
  const button = rating === 'discard' ? 'Discard' : `Rate “${RATING_NAMES[rating]}”`;
  return messagePage(
    title,
    [],
    { href: input.reviewUrl, label: 'Open today’s review' },
    {
      quote: { text: highlight.content, source: highlight.source },
      form: { action: `rate?token=${encodeURIComponent(input.token)}`, button },
    },
  );
}
