import type { ExportHighlight } from '@precis/shared';
import { stringify } from 'csv-stringify/sync';
import { asSpreadsheetText } from '../../../lib/spreadsheet-formulas';
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

// With Windows line ends csv-stringify quotes only a field holding "\r\n": a note's bare "\n" left unquoted
// split its row in two for Excel, Python's csv and Readwise. Any line break is quoted.
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
// Each call to stringify sets up its options and a stringifier again, which cost more than the rows when it
// was called once per row.
const RECORDS_PER_CALL = 200;

/**
 * One CSV line per highlight. Tags carries the highlight's tags and then its category codes (readers that
 * know the codes, Precis's import among them, can tell the two apart); Readwise has no other place for them.
 */
export async function* writeReadwiseCsv(rows: AsyncIterable<CsvHighlightRow>): AsyncGenerator<string> {
  yield stringify([READWISE_CSV_COLUMNS], CSV_OPTIONS);
  let records: string[][] = [];
  for await (const { highlight, externalId } of rows) {
    records.push(csvRecord(highlight, externalId));
    if (records.length >= RECORDS_PER_CALL) {
      yield stringify(records, CSV_OPTIONS);
      records = [];
    }
  }
  if (records.length > 0) yield stringify(records, CSV_OPTIONS);
}

export function csvRecord(highlight: ExportHighlight, externalId: string | null): string[] {
  const cells = [
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
  return cells.map(asSpreadsheetText);
}

/** "2026-11-25 14:03:05+00:00": how Readwise writes "Highlighted at". */
export function readwiseTimestamp(iso: string): string {
  const date = new Date(iso);
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}+00:00`;
}
