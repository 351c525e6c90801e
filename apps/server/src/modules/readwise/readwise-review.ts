import type { ReadwiseReview } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { timeZoneOfUser } from '../preferences';
import { todaysReview } from '../review/index';
import type { Links } from './readwise-json';

/**
 * Today's review in Readwise's shape: the same session as the app's Daily Review, each highlight under its
 * Readwise id. `review_id` is the local day as a number (20261125), so a client that remembers reviews by id
 * sees one review per day. Readwise clients send no X-Timezone: the day is the one of the zone the user's
 * browser last sent, not the caller's.
 */
export async function readwiseReview(
  context: AppContext,
  caller: Caller,
  links: Links,
  now = Date.now(),
): Promise<ReadwiseReview> {
  const { userId } = caller;
  const timeZone = await timeZoneOfUser(context.db.kysely, userId);
  const review = await todaysReview(context, { userId, timeZone }, now);
  const ids = review.items.map((item) => item.highlight.id);
  const rows =
    ids.length === 0
      ? []
      : await context.db.kysely
          .selectFrom('readwise_highlights')
          .select(['id', 'highlight_id', 'highlight_url', 'location', 'location_type'])
          .where('user_id', '=', userId)
          .where('highlight_id', 'in', ids)
          .execute();
  const readwiseRow = new Map(rows.map((row) => [row.highlight_id, row]));
  return {
    review_id: Number(review.day.replaceAll('-', '')),
    review_url: `${links.origin}/review`,
    review_completed: review.total > 0 && review.remaining === 0,
    highlights: review.items.flatMap(({ highlight }) => {
      const row = readwiseRow.get(highlight.id);
      if (!row) return [];
      return [
        {
          id: Number(row.id),
          text: highlight.content,
          title: highlight.source ?? '',
          author: highlight.author ?? null,
          url: highlight.sourceUrl ?? null,
          source_url: highlight.sourceUrl ?? null,
          source_type: null,
          category: null,
          location_type: row.location_type,
          location: row.location === null ? null : Number(row.location),
          note: highlight.comment ?? '',
          highlighted_at: highlight.createdDate,
          highlight_url: row.highlight_url,
          image_url: null,
          api_source: null,
        },
      ];
    }),
  };
}
