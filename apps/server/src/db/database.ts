import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import { isDatabaseBusy } from './database-busy';
import { withNamedStatements } from './named-statements';
import { ImmediateSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';
import type { Database } from './types';
import { WriteBatcher, type WriteWork } from './write-batcher';

export type DatabaseConfig = Config['database'];
export type DialectName = DatabaseConfig['kind'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The raw SQLite handle (backups, pragmas); undefined on PostgreSQL. */
  sqlite?: SQLite.Database;
  /** The pg pool (pg-boss shares it); undefined on SQLite. */
  pool?: pg.Pool;
  /**
   * Runs a short write in a transaction shared with the writes requested at the same time (group commit,
   * write-batcher.ts). The work may run twice: database work only.
   */
  write<T>(work: WriteWork<Database, T>): Promise<T>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * The pg driver, loaded only in PostgreSQL mode so that a SQLite server does not carry it in memory. It is
 * CommonJS, so require() loads it synchronously and openDatabase stays synchronous.
 */
function loadPg(): typeof pg {
  const driver: typeof pg = require('pg');
  // int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range; count(*) is int8 too.
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return driver;
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = withNamedStatements(new (loadPg().Pool)({ connectionString: config.url, max: 10 }));
    // An idle client whose connection the server ended (restart, admin kill) emits 'error'; unhandled, that
    // would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const batcher = new WriteBatcher(kysely);
    return {
      kysely,
      dialect: 'postgres',
      pool,
      write: (work) => batcher.write(work),
      close: () => kysely.destroy(),
    };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoint the write-ahead log every ~40 MB instead of every 4 MB: under a stream of writes each checkpoint
  // stalls the single writer, and fewer, larger ones cost far less in total (measured: creates/s +40%).
  sqlite.pragma('wal_autocheckpoint = 10000');
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const batcher = new WriteBatcher(kysely, { failsEveryWrite: isDatabaseBusy });
  return {
    kysely,
    dialect: 'sqlite',
    sqlite,
    write: (work) => batcher.write(work),
    close: () => kysely.destroy(),
  };
}
