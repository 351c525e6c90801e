import type { ExportFormat, ExportQuery, ExportScope } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { localDateOf, localDayRange } from '../../lib/local-day';
import { SOURCE_NOT_FOUND } from '../sources';
import {
  toExportHighlight,
  toExportNotificationSettings,
  toExportSource,
  toExportSummary,
} from './exports.mapper';
import {
  type ExportFilter,
  findNotificationSettings,
  findSourceOwned,
  highlightsByDate,
  type SummaryLinkExportRow,
  type SummaryPage,
  sourceHighlightsInReadingOrder,
  sourcesInScope,
  summariesInScope,
  tagsOfSources,
} from './exports.repository';
import type { SourceWithHighlights, SummaryHighlightTarget, SummaryWithTargets } from './formats/export-rows';
import { writeJsonExport } from './formats/json-export';
import { writeMarkdownZip } from './formats/markdown-zip';
import { writeReadwiseCsv } from './formats/readwise-csv';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: AsyncIterable<string | Uint8Array>;
}

const FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  markdown: { extension: 'zip', contentType: 'application/zip' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  json: { extension: 'json', contentType: 'application/json; charset=utf-8' },
};

/**
 * Checks the request and returns the file to stream. Nothing is read until the body is: the rows come page by
 * page as the client takes them, so a library of any size costs about one page of memory.
 */
export async function startExport(
  { db }: Pick<AppContext, 'db'>,
  { userId, timeZone }: Caller,
  query: ExportQuery,
  now = Date.now(),
): Promise<ExportFile> {
  if (query.sourceId !== undefined && !(await findSourceOwned(db, userId, query.sourceId))) {
    throw new NotFoundError(SOURCE_NOT_FOUND);
  }
  const filter: ExportFilter = {
    userId,
    fromMs: query.from ? localDayRange(query.from, timeZone).start : undefined,
    toMs: query.to ? localDayRange(query.to, timeZone).end : undefined,
    sourceId: query.sourceId,
  };
  const scope: ExportScope = {
    from: query.from ?? null,
    to: query.to ?? null,
    sourceId: query.sourceId ?? null,
  };
  const exportedAt = new Date(now).toISOString();
  const { extension, contentType } = FILES[query.format];
  const fileName = `precis-${query.sourceId ? 'source' : 'export'}-${localDateOf(now, timeZone)}.${extension}`;
  const body = await exportBody(db, query.format, filter, scope, exportedAt, timeZone);
  return { fileName, contentType, body };
}

async function exportBody(
  db: Db,
  format: ExportFormat,
  filter: ExportFilter,
  scope: ExportScope,
  exportedAt: string,
  timeZone: string,
): Promise<AsyncIterable<string | Uint8Array>> {
  if (format === 'csv') {
    return batched(
      writeReadwiseCsv(
        mapRows(highlightsByDate(db, filter), (row) => ({
          highlight: toExportHighlight(row),
          externalId: row.external_id,
        })),
      ),
    );
  }
  const withSummaries = filter.sourceId === undefined;
  if (format === 'json') {
    return batched(
      writeJsonExport({
        exportedAt,
        scope,
        sources: mapRows(sourcesInScope(db, filter), toExportSource),
        highlights: mapRows(highlightsByDate(db, filter), toExportHighlight),
        summaries: withSummaries
          ? mapPages(summariesInScope(db, filter), (page) =>
              summariesOf(page, filter).map((entry) => entry.summary),
            )
          : empty(),
        notificationSettings: withSummaries ? await settingsOf(db, filter.userId) : null,
      }),
    );
  }
  return writeMarkdownZip({
    exportedAt,
    timeZone,
    sources: sourceNotes(db, filter),
    unsourced:
      filter.sourceId === undefined
        ? mapRows(highlightsByDate(db, filter, { unsourcedOnly: true }), toExportHighlight)
        : empty(),
    summaries: withSummaries
      ? mapPages(summariesInScope(db, filter), (page) => summariesOf(page, filter))
      : empty(),
  });
}

async function settingsOf(db: Db, userId: string) {
  const row = await findNotificationSettings(db, userId);
  return row ? toExportNotificationSettings(row) : null;
}

/** Each source in scope with its front matter's figures and a walk over its highlights in reading order. */
async function* sourceNotes(db: Db, filter: ExportFilter): AsyncGenerator<SourceWithHighlights> {
  for await (const page of sourcesInScope(db, filter)) {
    const tags = await tagsOfSources(
      db,
      filter,
      page.map((row) => row.id),
    );
    for (const row of page) {
      yield {
        source: toExportSource(row),
        highlightsCount: Number(row.highlights_count),
        lastHighlightedAt: row.last_at === null ? null : new Date(Number(row.last_at)).toISOString(),
        tags: tags.get(row.id) ?? [],
        highlights: mapRows(sourceHighlightsInReadingOrder(db, filter, row.id), toExportHighlight),
      };
    }
  }
}

/** A page of summaries with, for each highlight it used that this export holds, where that highlight is. */
function summariesOf({ summaries, links }: SummaryPage, filter: ExportFilter): SummaryWithTargets[] {
  const linksBySummary = new Map<string, SummaryLinkExportRow[]>();
  for (const link of links) {
    const group = linksBySummary.get(link.summary_id) ?? [];
    group.push(link);
    linksBySummary.set(link.summary_id, group);
  }
  return summaries.map((row) => {
    const used = linksBySummary.get(row.id) ?? [];
    const targets = new Map<string, SummaryHighlightTarget>();
    for (const link of used) {
      if (link.created_at === null) continue;
      const createdAt = Number(link.created_at);
      if (filter.fromMs !== undefined && createdAt < filter.fromMs) continue;
      if (filter.toMs !== undefined && createdAt >= filter.toMs) continue;
      targets.set(link.highlight_id, {
        sourceId: link.source_id,
        createdDate: new Date(createdAt).toISOString(),
      });
    }
    return { summary: toExportSummary(row, used), targets };
  });
}

async function* mapRows<Row, T>(pages: AsyncIterable<Row[]>, map: (row: Row) => T): AsyncGenerator<T> {
  for await (const page of pages) for (const row of page) yield map(row);
}

async function* mapPages<Page, T>(pages: AsyncIterable<Page>, map: (page: Page) => T[]): AsyncGenerator<T> {
  for await (const page of pages) yield* map(page);
}

async function* empty<T>(): AsyncGenerator<T> {}

const BATCH_CHARACTERS = 64 * 1024;

/** Joins small pieces of text into about 64 KB chunks: one socket write each instead of one per row. */
async function* batched(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= BATCH_CHARACTERS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}
