import type { ExportSummary, ImportIssue } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { restoreSettings } from '../notifications';
import { findOrCreateSources } from '../sources';
import { type RestoredSummary, restoreSummary } from '../summaries';
import type { ImportRecord, RestoreRecords } from './formats/import-record';
import { commitChunkIn, highlightIdsByText } from './imports.repository';
import { normalisedText, recordToHighlight } from './record-to-highlight';

export interface RestoreStep {
  importId: string;
  userId: string;
  records: readonly ImportRecord[];
  restore: RestoreRecords;
}

/**
 * The last step of a Precis export's import, after its highlights are saved: the notification settings (only
 * into an account without any) and the summaries, linked to the highlights as they are now saved. The
 * summaries and the cursor move past `records.length` in one transaction, so a resumed job restores none twice.
 */
export async function restoreExtras(context: AppContext, step: RestoreStep): Promise<void> {
  const { restore, userId } = step;
  const issues: ImportIssue[] = [];
  let created = 0;
  let duplicates = 0;
  let skipped = 0;
  if (restore.notificationSettings) {
    const { row, settings } = restore.notificationSettings;
    const { timeZone, ...input } = settings;
    // A confirmation link that could not be mailed is reported with the import, where the person looks.
    const mailFailure = {
      error: () =>
        issues.push({
          row,
          message: `the confirmation link could not be e-mailed to ${settings.email}: save the notification settings again to resend it`,
        }),
    };
    if (await restoreSettings(context, userId, { ...input, timeZone }, mailFailure)) created++;
    else {
      skipped++;
      issues.push({ row, message: 'notification settings: this account has its own, which were kept' });
    }
  }
  const wanted = new Set(
    restore.summaries.flatMap(({ summary }) => summary.highlights.map((highlight) => highlight.id)),
  );
  const currentIds = await idsNow(context, userId, step.records, wanted);
  const from = step.records.length;
  const now = Date.now();
  await context.db.kysely.transaction().execute(async (trx) => {
    for (const { summary } of restore.summaries) {
      if (await restoreSummary(trx, userId, restored(summary, currentIds), now)) created++;
      else duplicates++;
    }
    await commitChunkIn(trx, step.importId, {
      from,
      to: from + 1,
      records: restore.summaries.length + (restore.notificationSettings ? 1 : 0),
      created,
      duplicates,
      skipped,
      failed: 0,
      issues,
    });
  });
}

/**
 * A summary as it will be stored: a new id, and each highlight it used under the id it has in this account
 * now. A highlight that was deleted before the export, or not imported, keeps the text the summary used
 * under an id no highlight has, as a deleted highlight does.
 */
function restored(summary: ExportSummary, currentIds: Map<string, string>): RestoredSummary {
  return {
    id: newId(),
    summarizationType: summary.summarizationType,
    categories: summary.summarizationCategories,
    title: summary.summaryTitle,
    text: summary.summaryText,
    startAt: Date.parse(summary.startDate),
    endAt: Date.parse(summary.endDate),
    status: summary.status,
    error: summary.error,
    source: summary.source,
    createdAt: Date.parse(summary.createdDate),
    highlights: summary.highlights.map((used) => ({
      highlightId: (used.deleted ? undefined : currentIds.get(used.id)) ?? newId(),
      content: used.content,
    })),
  };
}

/** The ids the file's highlights (those in `wanted`) have in the account now, found as the import found them. */
async function idsNow(
  context: AppContext,
  userId: string,
  records: readonly ImportRecord[],
  wanted: Set<string>,
): Promise<Map<string, string>> {
  const checks = records.flatMap((record) => {
    if (!record.fileId || !wanted.has(record.fileId)) return [];
    const check = recordToHighlight(record);
    return check.ok ? [{ fileId: record.fileId, highlight: check.highlight }] : [];
  });
  const sources = await findOrCreateSources(
    context.db.kysely,
    userId,
    checks.flatMap(({ highlight }) => (highlight.source ? [highlight.source] : [])),
  );
  const ids = new Map<string, string>();
  const bySource = new Map<string | null, Map<string, string>>();
  for (const { fileId, highlight } of checks) {
    const sourceId = highlight.source ? (sources.get(highlight.source)?.id ?? null) : null;
    let texts = bySource.get(sourceId);
    if (!texts) {
      texts = await highlightIdsByText(context.db.kysely, userId, sourceId, normalisedText);
      bySource.set(sourceId, texts);
    }
    const id = texts.get(normalisedText(highlight.content));
    if (id) ids.set(fileId, id);
  }
  return ids;
}
