import { EXPORT_FORMAT_VERSION } from '@precis/shared';
import type { JsonExportInput } from './export-rows';

/**
 * The Precis JSON document, written piece by piece: each row is stringified and handed on, so memory holds
 * one row at a time however large the library. Keys come in the order of exportDocumentSchema.
 */
export async function* writeJsonExport(input: JsonExportInput): AsyncGenerator<string> {
  yield `{"version":${EXPORT_FORMAT_VERSION},"exportedAt":${JSON.stringify(input.exportedAt)},"scope":${JSON.stringify(input.scope)}`;
  yield* writeArray('sources', input.sources);
  yield* writeArray('highlights', input.highlights);
  yield* writeArray('summaries', input.summaries);
  yield `,"notificationSettings":${JSON.stringify(input.notificationSettings)}}\n`;
}

async function* writeArray(key: string, rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield `,${JSON.stringify(key)}:[`;
  let separator = '\n';
  for await (const row of rows) {
    yield `${separator}${JSON.stringify(row)}`;
    separator = ',\n';
  }
  yield '\n]';
}
