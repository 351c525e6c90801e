import type { Kysely } from 'kysely';
import type { AiService } from '../../ai/ai-service';
import type { Database } from '../../db/types';
import { aiCategoriesJson, sameText } from './ai-categories';
import { dashboardGroupMask } from './dashboard-groups';
import type { HighlightRecord } from './highlight-record';
import { findHighlightWithAiCodes, inTransaction, replaceLabels } from './highlights.repository';
import { mergeAiCodes, withoutCodes } from './merge-categories';
import { buildSearchText } from './search-text';

/** What a sync client may change in a highlight it sent earlier. */
export interface HighlightEdit {
  content?: string;
  comment?: string | null;
  tags?: string[];
}

/** The app's AI engine, as an edit of the text uses it: an in-process one categorises at once. */
export type EditCategoriser = Pick<AiService, 'categoriseNow'>;

/**
 * What an edit did: 'to categorise' when it took the AI's codes out and left the highlight unprocessed, so the
 * caller queues its categorisation once the edit is committed.
 */
export type EditResult = 'not found' | 'edited' | 'to categorise';

/** The categories after the AI's old codes are taken out and the new text's codes are merged in. */
interface Recategorised {
  categories: string[];
  /** The codes the AI added; null while its job has not run. */
  aiCategories: string[] | null;
  processed: boolean;
}

/**
 * Changes a highlight's text, comment or tags, keeping its search text and labels in step. 'not found' when the
 * user has no such highlight.
 *
 * Given the AI engine, a change of the content or the comment (what the AI reads) categorises the highlight
 * again: the codes the AI added are taken out of its categories (those the person typed stay), then an
 * in-process engine (the built-in one) merges the new text's codes in the same transaction; with a model
 * provider the highlight goes back to unprocessed and the caller queues its job ('to categorise'). A tags-only
 * edit leaves the categories. So does an edit of a highlight whose AI codes are unknown (`ai_categories` null:
 * saved before they were recorded, migration 0029, or not categorised yet, when its pending job reads the new
 * text): its codes cannot be told from the typed ones. Without the engine (a tag added or removed) the categories
 * stay as they are.
 */
export async function editHighlight(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  edit: HighlightEdit,
  ai?: EditCategoriser,
): Promise<EditResult> {
  return inTransaction(db, async (trx) => {
    const found = await findHighlightWithAiCodes(trx, userId, highlightId);
    if (!found) return 'not found';
    const { highlight: current, aiCategories } = found;
    const edited: HighlightRecord = {
      ...current,
      content: edit.content ?? current.content,
      comment: edit.comment === undefined ? current.comment : edit.comment,
      tags: edit.tags ?? current.tags,
    };
    const again =
      ai && aiCategories !== null && !sameText(edited, current)
        ? recategorise(edited, aiCategories, ai)
        : undefined;
    const updated: HighlightRecord = again
      ? { ...edited, categories: again.categories, processed: again.processed }
      : edited;
    await trx
      .updateTable('highlights')
      .set({
        content: updated.content,
        comment: updated.comment,
        tags: JSON.stringify(updated.tags),
        search_text: buildSearchText(updated),
        ...(again && {
          categories: JSON.stringify(updated.categories),
          ai_categories: aiCategoriesJson(again.aiCategories),
          processed: again.processed ? 1 : 0,
          dashboard_groups: dashboardGroupMask(updated.categories),
        }),
      })
      .where('user_id', '=', userId)
      .where('id', '=', highlightId)
      .execute();
    if (edit.tags) await replaceLabels(trx, userId, highlightId, 'tag', updated.tags);
    if (again) await replaceLabels(trx, userId, highlightId, 'category', updated.categories);
    return again && !again.processed ? 'to categorise' : 'edited';
  });
}

function recategorise(
  highlight: HighlightRecord,
  aiCategories: readonly string[],
  ai: EditCategoriser,
): Recategorised {
  const typed = withoutCodes(highlight.categories, aiCategories);
  const codes = ai.categoriseNow?.({
    content: highlight.content,
    source: highlight.source,
    author: highlight.author,
    location: highlight.location,
    comment: highlight.comment,
  });
  if (!codes) return { categories: typed, aiCategories: null, processed: false };
  const merged = mergeAiCodes(typed, codes);
  return { categories: merged.categories, aiCategories: merged.added, processed: true };
}
