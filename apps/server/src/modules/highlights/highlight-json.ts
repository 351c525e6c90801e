import type { Highlight } from '@precis/shared';
import type { JsonText } from '../../lib/json-text';
import type { RecordRow } from './highlight-record';

const quote = JSON.stringify;

/**
 * Highlights as the API's JSON, written straight from their stored rows: the same text as serialising
 * toHighlight(toRecord(row)) (highlight-json.test.ts proves it), without the objects in between. The label
 * columns are stored as JSON arrays of strings (JSON.stringify at every write), so they are copied as they are.
 */
export function highlightsJson(rows: readonly RecordRow[]): JsonText<Highlight[]> {
  let json = '[';
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as RecordRow;
    if (index > 0) json += ',';
    json +=
      `{"id":${quote(row.id)},"content":${quote(row.content)},"source":${quote(row.source)},` +
      `"comment":${quote(row.comment)},"categories":${row.categories},"tags":${row.tags},` +
      `"createdDate":"${new Date(Number(row.created_at)).toISOString()}",` +
      `"processed":${Number(row.processed) === 1},"synced":${Number(row.synced) === 1}}`;
  }
  return `${json}]` as JsonText<Highlight[]>;
}
