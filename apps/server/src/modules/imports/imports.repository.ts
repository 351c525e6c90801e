import type { ImportFormat, ImportIssue, ImportStatus } from '@precis/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ImportsTable } from '../../db/types';

export type ImportRow = Selectable<ImportsTable>;

const LIST_LIMIT = 100;

export interface NewImport {
  id: string;
  userId: string;
  format: ImportFormat;
  fileName: string;
  timeZone: string;
  data: Uint8Array;
  now: number;
}

/** The import and its file, together or not at all. */
export async function insertImport(db: Kysely<Database>, input: NewImport): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('imports')
      .values({
        id: input.id,
        user_id: input.userId,
        status: 'PENDING',
        format: input.format,
        file_name: input.fileName,
        file_size: input.data.length,
        time_zone: input.timeZone,
        created_at: input.now,
      })
      .execute();
    await trx.insertInto('import_files').values({ import_id: input.id, data: input.data }).execute();
  });
}

export function findImport(db: Kysely<Database>, userId: string, id: string): Promise<ImportRow | undefined> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listImports(db: Kysely<Database>, userId: string): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function listIssues(db: Kysely<Database>, importId: string): Promise<ImportIssue[]> {
  return db
    .selectFrom('import_issues')
    .select(['row', 'message'])
    .where('import_id', '=', importId)
    .orderBy('row')
    .execute();
}

export async function readImportFile(
  db: Kysely<Database>,
  importId: string,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('import_files')
    .select('data')
    .where('import_id', '=', importId)
    .executeTakeFirst();
  return row?.data;
}

/** PENDING or RUNNING -> RUNNING; false when the import is settled (or gone). */
export async function markRunning(db: Kysely<Database>, row: ImportRow, now: number): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ status: 'RUNNING', started_at: row.started_at ?? now })
    .where('id', '=', row.id)
    .where('status', 'in', ['PENDING', 'RUNNING'] satisfies ImportStatus[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ParsedCounts {
  total: number;
  processed: number;
  skipped: number;
  failed: number;
  duplicates: number;
  issues: ImportIssue[];
}

/** What reading the file found, before any highlight is saved; run again on a resumed job, it sets the same. */
export async function recordParse(
  db: Kysely<Database>,
  importId: string,
  counts: ParsedCounts,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('import_issues').where('import_id', '=', importId).execute();
    await insertIssues(trx, importId, counts.issues);
    await trx
      .updateTable('imports')
      .set({
        total: counts.total,
        processed: counts.processed,
        skipped: counts.skipped,
        failed: counts.failed,
        duplicates: counts.duplicates,
        created: 0,
        cursor: 0,
      })
      .where('id', '=', importId)
      .where('cursor', '=', 0)
      .execute();
  });
}

export interface ChunkResult {
  from: number;
  to: number;
  /** Records the chunk accounts for; `to - from` unless given. */
  records?: number;
  created: number;
  duplicates: number;
  skipped?: number;
  failed: number;
  issues: ImportIssue[];
}

/**
 * Moves the cursor past a saved chunk with its counts, once: the update only applies while the cursor is still
 * where the chunk began.
 */
export async function commitChunk(db: Kysely<Database>, importId: string, chunk: ChunkResult): Promise<void> {
  await db.transaction().execute((trx) => commitChunkIn(trx, importId, chunk));
}

/** commitChunk inside the caller's transaction, with what the chunk wrote; false when it was committed before. */
export async function commitChunkIn(
  trx: Kysely<Database>,
  importId: string,
  chunk: ChunkResult,
): Promise<boolean> {
  const moved = await trx
    .updateTable('imports')
    .set((eb) => ({
      cursor: chunk.to,
      processed: eb('processed', '+', chunk.records ?? chunk.to - chunk.from),
      created: eb('created', '+', chunk.created),
      duplicates: eb('duplicates', '+', chunk.duplicates),
      skipped: eb('skipped', '+', chunk.skipped ?? 0),
      failed: eb('failed', '+', chunk.failed),
    }))
    .where('id', '=', importId)
    .where('cursor', '=', chunk.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await insertIssues(trx, importId, chunk.issues);
  return true;
}

export async function finishImport(db: Kysely<Database>, importId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('imports')
      .set({ status: 'DONE', finished_at: now })
      .where('id', '=', importId)
      .where('status', '=', 'RUNNING')
      .execute();
    await trx.deleteFrom('import_files').where('import_id', '=', importId).execute();
  });
}

/** The whole file could not be imported: its reason becomes the report's row 0. */
export async function failImport(
  db: Kysely<Database>,
  importId: string,
  message: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('imports')
      .set({ status: 'FAILED', failure: message, finished_at: now })
      .where('id', '=', importId)
      .where('status', 'in', ['PENDING', 'RUNNING'] satisfies ImportStatus[])
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) === 0) return;
    await trx.deleteFrom('import_files').where('import_id', '=', importId).execute();
    await insertIssues(trx, importId, [{ row: 0, message }]);
  });
}

const ISSUES_PER_INSERT = 500;

async function insertIssues(
  db: Kysely<Database>,
  importId: string,
  issues: readonly ImportIssue[],
): Promise<void> {
  for (let start = 0; start < issues.length; start += ISSUES_PER_INSERT) {
    const values = issues
      .slice(start, start + ISSUES_PER_INSERT)
      .map((issue) => ({ import_id: importId, row: issue.row, message: issue.message }));
    await db.insertInto('import_issues').values(values).execute();
  }
}

/** Sources whose texts are read per query. */
const SOURCES_PER_TEXTS_QUERY = 500;

/**
 * The keys (whitespace-normalised, or a digest of that) of the texts the user already has from each source
 * (null: without one): an import creates nothing that is already there.
 */
export async function existingTexts(
  db: Kysely<Database>,
  userId: string,
  sourceIds: readonly (string | null)[],
  keyOf: (text: string) => string,
): Promise<Map<string | null, Set<string>>> {
  const texts = new Map<string | null, Set<string>>(sourceIds.map((id) => [id, new Set()]));
  const add = (rows: readonly { source_id: string | null; content: string }[]) => {
    for (const row of rows) texts.get(row.source_id)?.add(keyOf(row.content));
  };
  const query = db.selectFrom('highlights').select(['source_id', 'content']).where('user_id', '=', userId);
  if (texts.has(null)) add(await query.where('source_id', 'is', null).execute());
  const ids = sourceIds.filter((id): id is string => id !== null);
  for (let start = 0; start < ids.length; start += SOURCES_PER_TEXTS_QUERY) {
    add(await query.where('source_id', 'in', ids.slice(start, start + SOURCES_PER_TEXTS_QUERY)).execute());
  }
  return texts;
}

/** The ids of the user's highlights from a source (or without one) by their normalised text, oldest first. */
export async function highlightIdsByText(
  db: Kysely<Database>,
  userId: string,
  sourceId: string | null,
  normalise: (text: string) => string,
): Promise<Map<string, string>> {
  let query = db.selectFrom('highlights').select(['id', 'content']).where('user_id', '=', userId);
  query = sourceId === null ? query.where('source_id', 'is', null) : query.where('source_id', '=', sourceId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const ids = new Map<string, string>();
  for (const row of rows) {
    const key = normalise(row.content);
    if (!ids.has(key)) ids.set(key, row.id);
  }
  return ids;
}
