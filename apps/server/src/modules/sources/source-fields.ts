import type { Source } from '@precis/shared';
import type { Selectable } from 'kysely';
import { type ApiField, columnFields, columnsRead, objectFromRow } from '../../db/api-fields';
import type { SourcesTable } from '../../db/types';

/** A sources row, typed with every column: a field reads only its own (SOURCE_COLUMNS). */
export type StoredSource = Selectable<SourcesTable>;

const stored = columnFields<StoredSource>();

/**
 * The one list of a source's API fields (docs/architecture.md, "One field list per resource"): for each field
 * of the response schema, in the JSON's order, the columns it is read from and how. The mapper and the
 * columns the repository selects are generated from it; source-fields.test.ts checks it against the response
 * schema. The list maps its rows in JavaScript (listSources), so the fields declare no SQL.
 */
export const SOURCE_FIELDS = {
  id: stored.text('id'),
  title: stored.text('title'),
  author: stored.nullableText('author'),
  url: stored.nullableText('url'),
  kind: stored.text('kind'),
  externalId: stored.nullableText('external_id'),
  highlightsCount: {
    json: 'integer',
    nullable: false,
    reads: ['highlights_count'],
    read: (row) => Number(row.highlights_count),
  },
  lastHighlightedAt: {
    json: 'string',
    nullable: true,
    // recent_at is the source's own creation while it has no highlights: the API says null then.
    reads: ['highlights_count', 'recent_at'],
    read: (row) => (Number(row.highlights_count) > 0 ? new Date(Number(row.recent_at)).toISOString() : null),
  },
  createdAt: stored.isoDate('created_at'),
  updatedAt: stored.isoDate('updated_at'),
} satisfies { [Key in keyof Source]-?: ApiField<StoredSource, Source[Key]> };

/** The columns the fields read. */
export const SOURCE_COLUMNS = columnsRead<StoredSource>(SOURCE_FIELDS);

/** The source a row holds (the row needs SOURCE_COLUMNS only). */
export function sourceFromRow(row: StoredSource): Source {
  return objectFromRow<StoredSource, Source>(SOURCE_FIELDS, row);
}
