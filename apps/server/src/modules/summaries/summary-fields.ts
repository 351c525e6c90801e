import type { Summary, SummaryHighlight } from '@precis/shared';
import { type RawBuilder, sql } from 'kysely';
import { columnFields, jsonObjectSql, objectFromRow, type SqlApiField } from '../../db/api-fields';
import type { DialectName } from '../../db/database';
import type { SummaryLinkRow, SummaryView } from './summaries.repository';

/** A summary's row with the highlights it used, in the order it listed them. */
export type SummaryRecordRow = SummaryView & { links: readonly SummaryLinkRow[] };

const linkColumns = columnFields<SummaryLinkRow>();

/** A highlight a summary used (a summary_highlights row `link`), flagged when since deleted. */
export const SUMMARY_HIGHLIGHT_FIELDS = {
  id: linkColumns.text('highlight_id'),
  content: linkColumns.text('content_snapshot'),
  deleted: {
    json: 'boolean',
    nullable: false,
    reads: ['present'],
    sql: () => [
      sql`(CASE WHEN EXISTS (SELECT 1 FROM highlights AS h
                                          WHERE h.id = link.highlight_id AND h.user_id = link.user_id)
                        THEN 'false' ELSE 'true' END)`,
    ],
    read: (row) => Number(row.present) === 0,
  },
} satisfies { [Key in keyof SummaryHighlight]-?: SqlApiField<SummaryLinkRow, SummaryHighlight[Key]> };

const stored = columnFields<SummaryRecordRow>();

/**
 * The one list of a summary's API fields (docs/architecture.md, "One field list per resource"): for each field
 * of the response schema, in the JSON's order, how SQL writes it as JSON and how JavaScript reads it from a
 * row. The JSON SQL (summary-json-sql.ts) and the mapper (summaries.mapper.ts) are generated from it;
 * summary-fields.test.ts checks it against the response schema, and summary-json-sql.test.ts checks the SQL
 * against the mapper on both databases.
 */
export const SUMMARY_FIELDS = {
  id: stored.text('id'),
  summarizationType: stored.text('summarization_type'),
  summarizationCategories: categoriesField(),
  summaryTitle: stored.text('title'),
  summaryText: stored.text('text'),
  startDate: stored.isoDate('start_at'),
  endDate: stored.isoDate('end_at'),
  highlights: highlightsField(),
  processed: processedField(),
  status: stored.text('status'),
  error: stored.nullableText('error'),
  userId: stored.text('user_id'),
  source: stored.text('source'),
  createdDate: stored.isoDate('created_at'),
} satisfies { [Key in keyof Summary]-?: SqlApiField<SummaryRecordRow, Summary[Key]> };

/** Categories are stored as their JSON array. */
function categoriesField(): SqlApiField<SummaryRecordRow, string[]> {
  return {
    json: 'array',
    nullable: false,
    reads: ['categories'],
    sql: (column) => [column('categories')],
    read: (row) => parseCategories(row.categories),
  };
}

/** Ready means processed: the API's older flag, kept beside the status. */
function processedField(): SqlApiField<SummaryRecordRow, boolean> {
  return {
    json: 'boolean',
    nullable: false,
    reads: ['status'],
    sql: (column) => [sql`(CASE ${column('status')} WHEN 'READY' THEN 'true' ELSE 'false' END)`],
    read: (row) => row.status === 'READY',
  };
}

/** The highlights the summary used, in the order it listed them. */
function highlightsField(): SqlApiField<SummaryRecordRow, SummaryHighlight[]> {
  return {
    json: 'array',
    nullable: false,
    reads: ['links'],
    sql: (_column, dialect) => [summaryHighlightsJsonSql(dialect)],
    read: (row) =>
      row.links.map((link) =>
        objectFromRow<SummaryLinkRow, SummaryHighlight>(SUMMARY_HIGHLIGHT_FIELDS, link),
      ),
  };
}

/** The `highlights` JSON of the summary in row `s`: its links, read by a subquery. */
function summaryHighlightsJsonSql(dialect: DialectName): RawBuilder<string> {
  const item = jsonObjectSql(SUMMARY_HIGHLIGHT_FIELDS, (name) => sql.ref(`link.${name}`), dialect);
  return sql<string>`coalesce((
    SELECT '[' || string_agg(${item}, ',' ORDER BY link.position) || ']'
      FROM summary_highlights AS link
     WHERE link.summary_id = s.id AND link.user_id = s.user_id), '[]')`;
}

/** A stored JSON array of category codes (anything else read as none). */
export function parseCategories(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
