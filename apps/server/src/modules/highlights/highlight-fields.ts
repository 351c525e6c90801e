import { type Highlight, type HighlightLocation, LOCATION_TYPES } from '@precis/shared';
import { type Selectable, sql } from 'kysely';
import { type ColumnSql, type ColumnsHolding, columnFields, type SqlApiField } from '../../db/api-fields';
import type { DialectName } from '../../db/database';
import { concatenated, isoDate, jsonBoolean, jsonString } from '../../db/json-sql';
import type { Kind } from '../../db/prepared-query';
import type { HighlightsTable } from '../../db/types';
import { locationSortKey } from './location';
import type { NewHighlight } from './new-highlight';

/** Builders of the fields that are one stored column as it is. */
const stored = columnFields<StoredRow>();

/**
 * The one list of a highlight's API fields (docs/architecture.md, "Add a field"): for each field of the response
 * schema, in the JSON's order, the columns it is stored in, how the insert fills them, how SQL writes it as JSON
 * and how JavaScript reads it from a row. The JSON SQL, the mapper and the insert are generated from it;
 * highlight-fields.test.ts checks it against the response schema, and highlight-json-sql.test.ts checks the
 * SQL against the mapper on both databases.
 */
export const HIGHLIGHT_FIELDS = {
  id: text('id', (highlight) => highlight.id),
  content: text('content', (highlight) => highlight.content),
  source: nullableText('source', (highlight) => highlight.source),
  comment: nullableText('comment', (highlight) => highlight.comment),
  categories: labels('categories', (highlight) => highlight.categories),
  tags: labels('tags', (highlight) => highlight.tags),
  createdDate: createdDateField(),
  processed: flag('processed', (highlight) => highlight.processed ?? false),
  synced: flag('synced', () => false),
  sourceId: nullableText('source_id', (highlight) => highlight.sourceId ?? null),
  author: nullableText('author', (highlight) => highlight.author ?? null),
  sourceUrl: nullableText('source_url', (highlight) => highlight.sourceUrl ?? null),
  location: locationField(),
  url: nullableText('url', (highlight) => highlight.url ?? null),
  savedAt: savedAtField(),
} satisfies { [Key in keyof Highlight]-?: HighlightField<Highlight[Key]> };

/** The highlights table's columns that a field may be stored in (seq is never read into JavaScript). */
export type StoredColumn = Exclude<keyof HighlightsTable, 'seq'>;
export type StoredRow = Pick<Selectable<HighlightsTable>, StoredColumn>;

/** A column the insert writes: the kind of its prepared argument, its PostgreSQL type and its value. */
export interface WrittenColumn {
  column: StoredColumn;
  kind: Kind & ('string' | 'string or null' | 'number' | 'number or null');
  pgType: 'text' | 'bigint' | 'integer' | 'double precision';
  value: (highlight: NewHighlight) => string | number | null;
}

/** A field of the API's highlight, and the columns the insert writes for it. */
export interface HighlightField<Value> extends SqlApiField<StoredRow, Value> {
  writes: readonly WrittenColumn[];
}

function nullableText<Column extends ColumnsHolding<StoredRow, string | null>>(
  column: Column,
  from: (highlight: NewHighlight) => string | null,
): HighlightField<StoredRow[Column]> {
  return {
    ...stored.nullableText(column),
    writes: [{ column, kind: 'string or null', pgType: 'text', value: from }],
  };
}

function text<Column extends ColumnsHolding<StoredRow, string>>(
  column: Column,
  from: (highlight: NewHighlight) => string,
): HighlightField<StoredRow[Column]> {
  return { ...stored.text(column), writes: [{ column, kind: 'string', pgType: 'text', value: from }] };
}

/** Labels are stored as their JSON array (and as highlight_labels rows, which the insert writes apart). */
function labels(
  column: 'categories' | 'tags',
  from: (highlight: NewHighlight) => readonly string[],
): HighlightField<string[]> {
  return {
    json: 'array',
    nullable: false,
    reads: [column],
    writes: [
      { column, kind: 'string', pgType: 'text', value: (highlight) => JSON.stringify(from(highlight)) },
    ],
    sql: (columnSql) => [columnSql(column)],
    read: (row) => parseLabels(row[column]),
  };
}

function flag(
  column: 'processed' | 'synced',
  from: (highlight: NewHighlight) => boolean,
): HighlightField<boolean> {
  return {
    json: 'boolean',
    nullable: false,
    reads: [column],
    writes: [{ column, kind: 'number', pgType: 'integer', value: (highlight) => (from(highlight) ? 1 : 0) }],
    sql: (columnSql) => [jsonBoolean(columnSql(column))],
    read: (row) => Number(row[column]) === 1,
  };
}

/** The stored date as the API writes it; rows written before it was stored (migration 0012) format created_at. */
const storedCreatedDate = (column: ColumnSql<StoredRow>, dialect: DialectName) =>
  sql`coalesce(${column('created_date')}, ${isoDate(dialect, column('created_at'))})`;

/** When it was highlighted: created_at (epoch ms) orders the lists, created_date is its ISO text. */
function createdDateField(): HighlightField<string> {
  return {
    json: 'string',
    nullable: false,
    reads: ['created_at', 'created_date'],
    writes: [
      { column: 'created_at', kind: 'number', pgType: 'bigint', value: (highlight) => highlight.createdAt },
      {
        column: 'created_date',
        kind: 'string',
        pgType: 'text',
        value: (highlight) => new Date(highlight.createdAt).toISOString(),
      },
    ],
    sql: (column, dialect) => ['"', storedCreatedDate(column, dialect), '"'],
    read: (row) => new Date(Number(row.created_at)).toISOString(),
  };
}

/** When it was saved (epoch ms); rows older than migration 0017 have none: they were saved when highlighted. */
function savedAtField(): HighlightField<string> {
  return {
    json: 'string',
    nullable: false,
    reads: ['saved_at', 'created_at', 'created_date'],
    writes: [
      {
        column: 'saved_at',
        kind: 'number',
        pgType: 'bigint',
        value: (highlight) => highlight.savedAt ?? highlight.createdAt,
      },
    ],
    // Saved when highlighted (all but imported ones): the stored createdDate, not a per-row formatting.
    sql: (column, dialect) => [
      '"',
      sql`(CASE WHEN ${column('saved_at')} IS NULL OR ${column('saved_at')} = ${column('created_at')}
                THEN ${storedCreatedDate(column, dialect)} ELSE ${isoDate(dialect, column('saved_at'))} END)`,
      '"',
    ],
    read: (row) => new Date(Number(row.saved_at ?? row.created_at)).toISOString(),
  };
}

/** Its place in the source; location_sort (location.ts) orders a source's highlights and is not in the JSON. */
function locationField(): HighlightField<HighlightLocation | null> {
  return {
    json: 'object',
    nullable: true,
    reads: ['location_type', 'location_value'],
    writes: [
      {
        column: 'location_type',
        kind: 'string or null',
        pgType: 'text',
        value: (highlight) => highlight.location?.type ?? null,
      },
      {
        column: 'location_value',
        kind: 'string or null',
        pgType: 'text',
        value: (highlight) => highlight.location?.value ?? null,
      },
      {
        column: 'location_sort',
        kind: 'number or null',
        pgType: 'double precision',
        value: (highlight) => locationSortKey(highlight.location),
      },
    ],
    sql: (column, dialect) => [
      sql`(CASE WHEN ${column('location_type')} IS NULL OR ${column('location_value')} IS NULL THEN 'null' ELSE ${concatenated(
        dialect,
        [
          sql.lit('{"type":'),
          jsonString(dialect, column('location_type')),
          sql.lit(',"value":'),
          jsonString(dialect, column('location_value')),
          sql.lit('}'),
        ],
      )} END)`,
    ],
    read: (row) => locationOf(row.location_type, row.location_value),
  };
}

function locationOf(type: string | null, value: string | null): HighlightLocation | null {
  const known = LOCATION_TYPES.find((candidate) => candidate === type);
  return known && value !== null ? { type: known, value } : null;
}

function parseLabels(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
