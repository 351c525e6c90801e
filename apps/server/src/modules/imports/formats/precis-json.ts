import {
  EXPORT_FORMAT_VERSION,
  type ExportSource,
  exportHighlightSchema,
  exportNotificationSettingsSchema,
  exportSourceSchema,
  exportSummarySchema,
} from '@precis/shared';
import { z } from 'zod';
import { UnprocessableError } from '../../../lib/errors';
import {
  emptyOutcome,
  type ImportRecord,
  type ParseOptions,
  type ParseOutcome,
  type RestoreRecords,
} from './import-record';
import { instantFields } from './record-date';

/**
 * Precis' own JSON export. The envelope must name a version this server reads; then each source, highlight,
 * summary and the notification settings are checked on their own, so one damaged entry fails alone and the
 * rest still import. Records are numbered highlights first, then summaries, then the settings.
 */

const envelopeSchema = z.object({
  version: z.unknown(),
  sources: z.array(z.unknown()).optional(),
  highlights: z.array(z.unknown()),
  summaries: z.array(z.unknown()).optional(),
  notificationSettings: z.unknown().optional(),
});

export function parsePrecisJson(text: string, options: ParseOptions): ParseOutcome {
  const now = options.now ?? new Date();
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new UnprocessableError(
      `The file is not valid JSON: ${error instanceof Error ? error.message : 'unreadable'}.`,
    );
  }
  const envelope = envelopeSchema.safeParse(document);
  if (!envelope.success)
    throw new UnprocessableError('The JSON file is not a Precis export: it has no "highlights" list.');
  if (envelope.data.version !== EXPORT_FORMAT_VERSION) {
    throw new UnprocessableError(
      `This Precis export is version ${String(envelope.data.version)}; this server reads version ${EXPORT_FORMAT_VERSION}.`,
    );
  }
  const sources = new Map<string, ExportSource>();
  for (const raw of envelope.data.sources ?? []) {
    const source = exportSourceSchema.safeParse(raw);
    if (source.success) sources.set(source.data.id, source.data);
  }
  const summaries = envelope.data.summaries ?? [];
  const settings = envelope.data.notificationSettings ?? null;
  const outcome = emptyOutcome(
    'precis-json',
    envelope.data.highlights.length + summaries.length + (settings === null ? 0 : 1),
  );
  envelope.data.highlights.forEach((raw, index) => {
    const row = index + 1;
    const parsed = exportHighlightSchema.safeParse(raw);
    if (!parsed.success) {
      outcome.failed.push({ row, message: `not a Precis highlight: ${firstIssue(parsed.error)}` });
      return;
    }
    const highlight = parsed.data;
    if (highlight.content.trim() === '') {
      outcome.skipped.push({ row, message: 'an empty highlight' });
      return;
    }
    const source = highlight.sourceId ? sources.get(highlight.sourceId) : undefined;
    const record: ImportRecord = {
      row,
      text: highlight.content,
      ...instantFields(highlight.createdDate, now),
    };
    const title = source?.title ?? highlight.source;
    if (title) record.title = title;
    const author = source?.author ?? highlight.author;
    if (author) record.author = author;
    const sourceUrl = source?.url ?? highlight.sourceUrl;
    if (sourceUrl) record.sourceUrl = sourceUrl;
    if (highlight.url) record.url = highlight.url;
    if (source) record.sourceKind = source.kind;
    if (source?.externalId) record.externalId = source.externalId;
    if (highlight.comment) record.note = highlight.comment;
    if (highlight.location) record.location = highlight.location;
    if (highlight.tags.length > 0) record.tags = highlight.tags;
    if (highlight.categories.length > 0) record.categories = highlight.categories;
    if (highlight.processed) record.categorised = { aiCategories: highlight.aiCategories ?? null };
    record.fileId = highlight.id;
    outcome.records.push(record);
  });
  outcome.restore = restoreRecords(outcome, envelope.data.highlights.length, summaries, settings);
  return outcome;
}

function restoreRecords(
  outcome: ParseOutcome,
  highlights: number,
  summaries: unknown[],
  settings: unknown,
): RestoreRecords {
  const restore: RestoreRecords = { summaries: [], notificationSettings: null };
  summaries.forEach((raw, index) => {
    const row = highlights + index + 1;
    const parsed = exportSummarySchema.safeParse(raw);
    if (!parsed.success) {
      outcome.failed.push({ row, message: `not a Precis summary: ${firstIssue(parsed.error)}` });
    } else if (parsed.data.status === 'PENDING' || parsed.data.status === 'PROCESSING') {
      outcome.skipped.push({ row, message: 'a summary still being written when the file was exported' });
    } else {
      restore.summaries.push({ row, summary: parsed.data });
    }
  });
  if (settings !== null) {
    const row = highlights + summaries.length + 1;
    const parsed = exportNotificationSettingsSchema.safeParse(settings);
    if (parsed.success) restore.notificationSettings = { row, settings: parsed.data };
    else
      outcome.failed.push({ row, message: `not Precis notification settings: ${firstIssue(parsed.error)}` });
  }
  return restore;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid';
}
