import type { Highlight } from '@precis/shared';
import { columnsRead, objectFromRow } from '../../db/api-fields';
import type { HighlightLabelsTable } from '../../db/types';
import { HIGHLIGHT_FIELDS, type StoredColumn, type StoredRow } from './highlight-fields';

/** A highlight as the API answers it, read in JavaScript (lists and searches have the database write it). */
export type HighlightRecord = Highlight;

/** The columns a highlight's fields are read from (HIGHLIGHT_FIELDS). */
export const RECORD_COLUMNS: readonly StoredColumn[] = columnsRead(HIGHLIGHT_FIELDS);

/** A row with the columns of RECORD_COLUMNS (typed with every stored column: a field reads only its own). */
export type RecordRow = StoredRow;

/** The highlight a row holds (the row needs RECORD_COLUMNS only). */
export function highlightFromRow(row: RecordRow): HighlightRecord {
  return objectFromRow<StoredRow, Highlight>(HIGHLIGHT_FIELDS, row);
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
