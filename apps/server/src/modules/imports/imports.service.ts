import type {
  Import,
  ImportCreated,
  ImportFormat,
  ImportList,
  ImportListItem,
  ImportPreview,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { enqueueOrUndo } from '../../lib/enqueue-or-undo';
import { NotFoundError, UnprocessableError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { detectFormat, parseImport } from './formats/parse-import';
import { zipLimitsFor } from './formats/zip-entries';
import { enqueueImport } from './import.job';
import {
  failImport,
  findImport,
  type ImportRow,
  insertImport,
  listImports,
  listIssues,
} from './imports.repository';

/** An uploaded file, as read from the request (read-upload.ts). */
export interface Upload {
  bytes: Uint8Array;
  fileName: string;
  format?: ImportFormat;
}

const PREVIEW_ROWS = 5;

/** Why an import whose job could not be queued ended at once. */
const IMPORT_NOT_QUEUED = 'The import could not be started. Please try again.';

/** Stores the file and queues its import; refuses at once what cannot be imported at all. */
export async function startImport(
  context: AppContext,
  caller: Caller,
  upload: Upload,
): Promise<ImportCreated> {
  const { userId } = caller;
  const format = upload.format ?? detectFormat(upload.bytes);
  refuseTooManyRows(upload.bytes, format, context.config.imports.maxRows);
  const id = newId();
  await insertImport(context.db.kysely, {
    id,
    userId,
    format,
    fileName: upload.fileName,
    timeZone: caller.timeZone,
    data: upload.bytes,
    now: Date.now(),
  });
  await enqueueOrUndo(
    () => enqueueImport(context, { importId: id, userId }),
    () => failImport(context.db.kysely, id, IMPORT_NOT_QUEUED, Date.now()),
  );
  return { id, status: 'PENDING', format, fileName: upload.fileName };
}

/** The detected format and the first highlights as they would be saved; nothing is stored. */
export async function previewImport(
  context: AppContext,
  caller: Caller,
  upload: Upload,
): Promise<ImportPreview> {
  const outcome = await parseImport(
    upload.bytes,
    upload.format,
    { timeZone: caller.timeZone },
    zipLimitsFor(context.config.imports.maxBytes),
  );
  return {
    format: outcome.format,
    total: outcome.total,
    rows: outcome.records.slice(0, PREVIEW_ROWS).map((record) => ({
      row: record.row,
      text: record.text,
      title: record.title ?? null,
      author: record.author ?? null,
      location: record.location ? `${record.location.type} ${record.location.value}` : null,
      highlightedAt: record.highlightedAt ? record.highlightedAt.toISOString() : null,
    })),
  };
}

export async function getImport(context: AppContext, caller: Caller, id: string): Promise<Import> {
  const row = await findImport(context.db.kysely, caller.userId, id);
  if (!row) throw new NotFoundError('Import not found.');
  return { ...toListItem(row), errors: await listIssues(context.db.kysely, row.id) };
}

export async function listUserImports(context: AppContext, caller: Caller): Promise<ImportList> {
  const rows = await listImports(context.db.kysely, caller.userId);
  return { items: rows.map(toListItem) };
}

function toListItem(row: ImportRow): ImportListItem {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    fileName: row.file_name,
    total: row.total,
    processed: row.processed,
    created: row.created,
    duplicates: row.duplicates,
    skipped: row.skipped,
    failed: row.failed,
    startedAt: row.started_at === null ? null : new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

/**
 * Text formats are counted cheaply before anything is stored (Kindle records end at a line of ten `=`, a CSV
 * has at most one record per line); the job checks the exact count of every format before saving anything.
 */
function refuseTooManyRows(bytes: Uint8Array, format: ImportFormat, maxRows: number): void {
  if (format !== 'kindle' && format !== 'readwise-csv') return;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const count = format === 'kindle' ? (text.match(/^={10}[ \t]*\r?$/gm)?.length ?? 0) : countLines(text) - 1;
  if (count > maxRows) {
    throw new UnprocessableError(
      `The file holds about ${count.toLocaleString('en-US')} records; this server imports at most ${maxRows.toLocaleString('en-US')} at a time.`,
    );
  }
}

function countLines(text: string): number {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines++;
  return lines;
}
