import { type HighlightLocation, normaliseLabels } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { findOrCreateSources, type SourceInput, type SourceRef } from '../sources';
import { insertRowsInBulk } from './highlight-bulk-insert';
import { enqueueBatchCategorisation } from './highlights.service';
import { type MergedCodes, mergeAiCodes } from './merge-categories';
import type { NewHighlight } from './new-highlight';

/** A highlight to save in bulk (an import's row, a sync's item), already validated by the caller. */
export interface HighlightToSave {
  content: string;
  comment?: string | null;
  categories?: readonly string[];
  tags?: readonly string[];
  source?: SourceInput | null;
  location?: HighlightLocation | null;
  /** The passage's own URL. */
  url?: string | null;
  /** When it was highlighted (epoch ms); now when absent. */
  highlightedAt?: number | null;
  /**
   * Categorised already (a highlight restored from a Precis export): its categories are kept as they are, and the
   * codes of them the AI added (null: not known) are remembered for a later edit.
   */
  categorised?: { aiCategories: readonly string[] | null };
}

/**
 * Rows per multi-row insert (insertRowsInBulk), and between two yields to the event loop, so that a long save
 * does not hold up other requests' work.
 */
const CHUNK = 250;
/**
 * Highlights per categorisation job: two model calls of categoriseMany's batch size, so a job stays well
 * inside its time limit and interactive highlights' jobs find a turn between an import's.
 */
const CATEGORISE_JOB_SIZE = 40;

/**
 * Saves many highlights of one user in one transaction: all or none. Sources are found or created together
 * (findOrCreateSources) before the highlights are inserted. Not counted against the daily highlight limit:
 * imports have their own. Each is categorised like a highlight saved by hand: at once by an in-process
 * engine, else by queued jobs that send a model several highlights per call (after the commit). Resolves to the new highlights' ids, in the items' order.
 */
export async function saveHighlights(
  context: AppContext,
  userId: string,
  items: readonly HighlightToSave[],
): Promise<string[]> {
  const now = Date.now();
  const saved = await context.db.kysely.transaction().execute(async (trx) => {
    const sources = await findOrCreateSources(
      trx,
      userId,
      items.flatMap((item) => (item.source ? [item.source] : [])),
    );
    const rows: { id: string; processed: boolean }[] = [];
    for (let start = 0; start < items.length; start += CHUNK) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = items
        .slice(start, start + CHUNK)
        .map((item) =>
          newHighlight(context, userId, item, item.source ? sources.get(item.source) : undefined, now),
        );
      await insertRowsInBulk(trx, chunk);
      for (const highlight of chunk) rows.push({ id: highlight.id, processed: highlight.processed ?? false });
    }
    return rows;
  });
  const unprocessed = saved.filter((row) => !row.processed).map((row) => row.id);
  for (let start = 0; start < unprocessed.length; start += CATEGORISE_JOB_SIZE) {
    const highlightIds = unprocessed.slice(start, start + CATEGORISE_JOB_SIZE);
    await enqueueBatchCategorisation(context, { userId, highlightIds });
  }
  return saved.map((row) => row.id);
}

function newHighlight(
  context: AppContext,
  userId: string,
  item: HighlightToSave,
  source: SourceRef | undefined,
  now: number,
): NewHighlight {
  const comment = item.comment?.trim() || null;
  const categories = normaliseLabels(item.categories ?? []);
  const merged = item.categorised
    ? restoredCodes(categories, item.categorised.aiCategories)
    : categorisedNow(context, item.content, source?.title ?? null, comment, categories);
  return {
    id: newId(now),
    userId,
    content: item.content,
    source: source?.title ?? null,
    comment,
    categories: merged ? merged.categories : categories,
    aiCategories: merged?.added ?? undefined,
    tags: normaliseLabels(item.tags ?? []),
    createdAt: item.highlightedAt ?? now,
    savedAt: now,
    processed: merged !== undefined,
    sourceId: source?.id ?? null,
    author: source?.author ?? null,
    sourceUrl: source?.url ?? null,
    location: item.location ?? null,
    url: item.url?.trim() || null,
  };
}

/** The categories the built-in engine gives at once, merged into the given ones; undefined for a queued model. */
function categorisedNow(
  context: AppContext,
  content: string,
  source: string | null,
  comment: string | null,
  categories: string[],
): MergedCodes | undefined {
  const codes = context.ai.categoriseNow?.({ content, source, comment });
  return codes && mergeAiCodes(categories, codes);
}

/** A restored highlight's categories as they were; of its AI codes, those its categories still hold. */
function restoredCodes(categories: string[], aiCategories: readonly string[] | null) {
  const held = new Set(categories.map((code) => code.toLowerCase()));
  const added = aiCategories?.filter((code) => held.has(code.toLowerCase())) ?? null;
  return { categories, added };
}
