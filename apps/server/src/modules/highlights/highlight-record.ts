import type { Highlight } from '@precis/shared';
import type { HighlightLabelsTable } from '../../db/types';
import { HIGHLIGHT_FIELDS, type HighlightField, type StoredColumn, type StoredRow } from './highlight-fields';

/** A highlight as the API answers it, read in JavaScript (lists and searches have the database write it). */
export type HighlightRecord = Highlight;

/** The columns a highlight's fields are read from (HIGHLIGHT_FIELDS). */
export const RECORD_COLUMNS: readonly StoredColumn[] = [
  ...new Set(Object.values(HIGHLIGHT_FIELDS).flatMap((field) => field.reads)),
];

/** A row with the columns of RECORD_COLUMNS (typed with every stored column: a field reads only its own). */
export type RecordRow = StoredRow;

type Fields = { [Key in keyof Highlight]: HighlightField<Highlight[Key]> };

/** The highlight a row holds (the row needs RECORD_COLUMNS only). */
export function highlightFromRow(row: RecordRow): HighlightRecord {
  const fields: Fields = HIGHLIGHT_FIELDS;
  const highlight: Partial<Record<keyof Highlight, unknown>> = {};
  for (const key of Object.keys(fields) as (keyof Highlight)[]) highlight[key] = fields[key].read(row);
  return highlight as HighlightRecord;
}

export function labelRows(
  highlightId: string,
  userId: string,
  kind: HighlightLabelsTable['kind'],
  values: readonly string[],
): HighlightLabelsTable[] {
  return values.map((value) => ({
    highlight_id: highlightId,
    user_id: userId,
    kind,
    value,
    value_lower: value.toLowerCase(),
  }));
}
