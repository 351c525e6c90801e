import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { labelRows } from './highlight-record';
import { findHighlightById, inTransaction } from './highlights.repository';
import { buildSearchText } from './search-text';

/** What a sync client may change in a highlight it sent earlier. */
export interface HighlightEdit {
  content?: string;
  comment?: string | null;
  tags?: string[];
}

/**
 * Changes a highlight's text, comment or tags, keeping its search text and tag labels in step. False when
 * the user has no such highlight. Its categories stay as they are.
 */
export async function editHighlight(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  edit: HighlightEdit,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const current = await findHighlightById(trx, userId, highlightId);
    if (!current) return false;
    const updated = {
      ...current,
      content: edit.content ?? current.content,
      comment: edit.comment === undefined ? current.comment : edit.comment,
      tags: edit.tags ?? current.tags,
    };
    await trx
      .updateTable('highlights')
      .set({
        content: updated.content,
        comment: updated.comment,
        tags: JSON.stringify(updated.tags),
        search_text: buildSearchText(updated),
      })
      .where('user_id', '=', userId)
      .where('id', '=', highlightId)
      .execute();
    if (edit.tags) {
      await trx
        .deleteFrom('highlight_labels')
        .where('highlight_id', '=', highlightId)
        .where('kind', '=', 'tag')
        .execute();
      if (updated.tags.length > 0) {
        await trx
          .insertInto('highlight_labels')
          .values(labelRows(highlightId, userId, 'tag', updated.tags))
          .execute();
      }
    }
    return true;
  });
}
