import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { HighlightRecord } from './highlight-record';
import { findHighlightById } from './highlights.repository';
import { buildSearchText } from './search-text';

/**
 * Replaces the comment of the user's highlight (null removes it), keeping its search text in step.
 * Undefined when the user has no such highlight.
 */
export async function updateHighlightComment(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  comment: string | null,
): Promise<HighlightRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await findHighlightById(trx, userId, highlightId);
    if (!current) return undefined;
    const updated: HighlightRecord = { ...current, comment };
    await trx
      .updateTable('highlights')
      .set({ comment, search_text: buildSearchText(updated) })
      .where('user_id', '=', userId)
      .where('id', '=', highlightId)
      .execute();
    return updated;
  });
}
