import { isCategoryCode } from '@precis/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { UnprocessableError } from '../../../lib/errors';
import { withoutSpreadsheetGuard } from '../../../lib/spreadsheet-formulas';
import {
  emptyOutcome,
  type ImportRecord,
  type LocationType,
  type ParseOptions,
  type ParseOutcome,
} from './import-record';
import { dateFields } from './record-date';

/**
 * Readwise CSV: both the import template (Highlight, Title, Author, URL, Note, Location, Date) and Readwise's
 * own export (Highlight, Book Title, Book Author, Amazon Book ID, Note, Color, Tags, Location Type, Location,
 * Highlighted at, Document tags). Columns are found by name, in any order and case.
 */

const COLUMN_NAMES = {
  text: ['highlight', 'text', 'quote'],
  title: ['title', 'book title'],
  author: ['author', 'book author'],
  url: ['url', 'source url'],
  externalId: ['amazon book id'],
  note: ['note'],
  location: ['location'],
  locationType: ['location type'],
  date: ['date', 'highlighted at'],
  tags: ['tags'],
  documentTags: ['document tags'],
} as const;

type Column = keyof typeof COLUMN_NAMES;

// A real export has about a dozen columns; a file with hundreds is not one, and reading it costs memory.
const MAX_COLUMNS = 100;

const LOCATION_TYPES: Record<string, LocationType> = {
  location: 'location',
  page: 'page',
  order: 'order',
  offset: 'order',
  time_offset: 'time',
  time: 'time',
};

export function parseReadwiseCsv(text: string, options: ParseOptions): ParseOutcome {
  const now = options.now ?? new Date();
  const outcome = emptyOutcome('readwise-csv');
  const rows = readRows(text, outcome);
  const [header, ...data] = rows;
  if (!header) throw new UnprocessableError('The CSV file is empty.');
  if (header.length > MAX_COLUMNS) {
    throw new UnprocessableError(
      `The CSV file has ${header.length} columns; a Readwise file has at most ${MAX_COLUMNS}.`,
    );
  }
  const columns = columnIndexes(header);
  if (columns.text === undefined) {
    throw new UnprocessableError('The CSV file has no "Highlight" column: it is not a Readwise CSV.');
  }
  let row = 0;
  for (const cells of data) {
    row++;
    outcome.total++;
    const cell = (column: Column) => {
      const index = columns[column];
      return index === undefined ? '' : withoutSpreadsheetGuard(cells[index] ?? '').trim();
    };
    const text = cell('text');
    if (text === '') {
      outcome.skipped.push({ row, message: 'an empty highlight' });
      continue;
    }
    if (text.includes('\uFFFD')) {
      outcome.failed.push({ row, message: 'the text holds bytes that are not valid UTF-8' });
      continue;
    }
    const record: ImportRecord = { row, text, ...dateFields(cell('date'), options.timeZone, now) };
    const title = cell('title');
    if (title) record.title = title;
    const author = cell('author');
    if (author) record.author = author;
    const url = cell('url');
    if (url) record.sourceUrl = url;
    const externalId = cell('externalId');
    if (externalId) record.externalId = externalId;
    const note = cell('note');
    if (note) record.note = note;
    const location = cell('location');
    if (location) {
      const type =
        LOCATION_TYPES[cell('locationType').toLowerCase()] ??
        (columns.locationType === undefined ? 'order' : undefined);
      if (type) record.location = { type, value: location };
    }
    // An e-reader's location or page, or an Amazon book id, is a book's: the round trip of a Kindle library
    // through CSV made every source "other".
    if (record.externalId || record.location?.type === 'location' || record.location?.type === 'page')
      record.sourceKind = 'book';
    // A Precis export writes a highlight's category codes after its tags ("focus, CONCEPTS_THEORIES"): they come
    // back as categories. No Readwise tag is spelled like one.
    const labels = splitTags(cell('tags'));
    const categories = labels.filter(isCategoryCode);
    if (categories.length > 0) record.categories = [...new Set(categories)];
    const tags = [...labels.filter((label) => !isCategoryCode(label)), ...splitTags(cell('documentTags'))];
    if (tags.length > 0) record.tags = [...new Set(tags)];
    outcome.records.push(record);
  }
  return outcome;
}

function readRows(text: string, outcome: ParseOutcome): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (!error) return;
        outcome.total++;
        const records = typeof error.records === 'number' ? error.records : 0;
        outcome.failed.push({ row: Math.max(1, records), message: `unreadable CSV: ${error.message}` });
      },
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw new UnprocessableError(`The CSV file cannot be read: ${error.message}`);
    throw error;
  }
}

function columnIndexes(header: readonly string[]): Partial<Record<Column, number>> {
  const indexes: Partial<Record<Column, number>> = {};
  const names = header.map((name) =>
    name
      .replace(/\uFEFF/g, '')
      .trim()
      .toLowerCase(),
  );
  for (const [column, candidates] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][]) {
    const index = names.findIndex((name) => candidates.includes(name));
    if (index >= 0) indexes[column] = index;
  }
  return indexes;
}

function splitTags(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter((tag) => tag.length > 0);
}
