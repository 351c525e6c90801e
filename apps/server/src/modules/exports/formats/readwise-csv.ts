import type { ExportHighlight } from '@precis/shared';
import { stringify } from 'csv-stringify/sync';
import type { CsvHighlightRow } from './export-rows';

/** The columns of Readwise's own CSV export, in its order, so tools that read that file read this one. */
export const READWISE_CSV_COLUMNS = [
  'Highlight',
  'Book Title',
  'Book Author',
  'Amazon Book ID',
  'Note',
  'Color',
  'Tags',
  'Location Type',
  'Location',
  'Highlighted at',
  'Document tags',
] as const;

/** Readwise's names for the kinds of location. */
const LOCATION_TYPES: Record<NonNullable<ExportHighlight['location']>['type'], string> = {
  page: 'page',
  location: 'location',
  time: 'time_offset',
  order: 'order',
};

/**
 * One CSV line per highlight. Tags carries the highlight's tags and then its category codes (readers that
 * know the codes, Precis's import among them, can tell the two apart); Readwise has no other place for them.
 */
export async function* writeReadwiseCsv(rows: AsyncIterable<CsvHighlightRow>): AsyncGenerator<string> {
  yield stringify([READWISE_CSV_COLUMNS], { record_delimiter: 'windows' });
  for await (const { highlight, externalId } of rows) {
    yield stringify([csvRecord(highlight, externalId)], { record_delimiter: 'windows' });
  }
}

export function csvRecord(highlight: ExportHighlight, externalId: string | null): string[] {
  return [
    highlight.content,
    highlight.source ?? '',
    highlight.author ?? '',
    externalId ?? '',
    highlight.comment ?? '',
    '',
    [...highlight.tags, ...highlight.categories].join(', '),
    highlight.location ? LOCATION_TYPES[highlight.location.type] : '',
    highlight.location?.value ?? '',
    readwiseTimestamp(highlight.createdDate),
    '',
  ];
}

/** "2026-11-25 14:03:05+00:00": how Readwise writes "Highlighted at". */
export function readwiseTimestamp(iso: string): string {
  const date = new Date(iso);
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}+00:00`;
}
