import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** sqlite3_backup_step's page count meaning "all remaining pages" (better-sqlite3 clamps it to this). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database with SQLite's online backup API while the server keeps running. The copy is
 * taken in one step, inside one read transaction: a consistent snapshot that concurrent writes neither
 * block nor restart (WAL readers and writers do not wait for each other). It is written beside the target
 * and renamed into place once its integrity check passed, so a failed backup never leaves a half file.
 */
export async function backupSqliteDatabase(
  source: string,
  target: string,
  options: { force: boolean },
): Promise<BackupResult> {
  const file = path.resolve(target);
  if (!fs.existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: check DATA_DIR (has Precis run with it?).`);
  }
  if (!fs.existsSync(path.dirname(file))) {
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  }
  if (fs.existsSync(file) && !options.force) {
    throw new BackupError(`${file} already exists. Choose another name, or add --force to replace it.`);
  }
  if (path.resolve(source) === file) throw new BackupError('The backup cannot replace the database itself.');

  const partial = `${file}.partial-${process.pid}`;
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
  try {
    verifyCopy(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size };
}

/** The copy opens, passes `PRAGMA integrity_check`, and is left as one self-contained file. */
function verifyCopy(file: string): void {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The copy failed its integrity check: ${String(result)}`);
    // The copy inherits WAL mode from the live database; a rollback journal keeps it a single file.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
