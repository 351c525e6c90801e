import type { SummarizationType, SummarySource, SummaryStatus } from '@precis/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { buildSummaryRow } from './summary-row';

/** A summary brought back from an export, its highlights already mapped to the ids they have now. */
export interface RestoredSummary {
  id: string;
  summarizationType: SummarizationType;
  categories: string[];
  title: string;
  text: string;
  startAt: number;
  endAt: number;
  status: SummaryStatus;
  error: string | null;
  source: SummarySource;
  createdAt: number;
  highlights: { highlightId: string; content: string }[];
}

const LINK_INSERT_CHUNK = 500;

/**
 * Inserts a restored summary with its links unless the user already has the same one (same creation
 * instant, span and title): a resumed import restores nothing twice. True when inserted.
 */
export async function restoreSummary(
  trx: Kysely<Database>,
  userId: string,
  summary: RestoredSummary,
  now: number,
): Promise<boolean> {
  const existing = await trx
    .selectFrom('summaries')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '=', summary.createdAt)
    .where('start_at', '=', summary.startAt)
    .where('end_at', '=', summary.endAt)
    .where('title', '=', summary.title)
    .executeTakeFirst();
  if (existing) return false;
  await trx
    .insertInto('summaries')
    .values(
      buildSummaryRow({
        id: summary.id,
        user_id: userId,
        summarization_type: summary.summarizationType,
        categories: JSON.stringify(summary.categories),
        title: summary.title,
        text: summary.text,
        start_at: summary.startAt,
        end_at: summary.endAt,
        status: summary.status,
        error: summary.error,
        source: summary.source,
        // Automatic summaries keep no period: the schedule owns the periods it writes from now on.
        period_key: null,
        created_at: summary.createdAt,
        updated_at: now,
      }),
    )
    .execute();
  const seen = new Set<string>();
  const unique = summary.highlights.filter(
    (link) => !seen.has(link.highlightId) && seen.add(link.highlightId),
  );
  const links = unique.map((link, position) => ({
    summary_id: summary.id,
    highlight_id: link.highlightId,
    user_id: userId,
    content_snapshot: link.content,
    position,
  }));
  for (let start = 0; start < links.length; start += LINK_INSERT_CHUNK) {
    await trx
      .insertInto('summary_highlights')
      .values(links.slice(start, start + LINK_INSERT_CHUNK))
      .execute();
  }
  return true;
}
