import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { describeOnPostgres } from '../test/postgres-only';
import { isDatabaseBusy } from './database-busy';
import { ImmediateSqliteDialect } from './sqlite-dialect';
import { WriteBatcher } from './write-batcher';

interface TestSchema {
  notes: { id: Generated<number>; text: string; parent_id: number | null };
  parents: { id: number };
}

const sqliteOf = (dir: string, options: SQLite.Options = {}) => {
  const sqlite = new SQLite(path.join(dir, 'test.db'), options);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
};

/** A write that adds a note and answers how many notes it then sees. */
const insertNote =
  (text: string, parentId: number | null = null) =>
  async (trx: Kysely<TestSchema>) => {
    await trx.insertInto('notes').values({ text, parent_id: parentId }).execute();
    const row = await trx
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n);
  };

const textsOf = async (db: Kysely<TestSchema>) =>
  (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

describe('WriteBatcher on SQLite', () => {
  let dir: string;
  let db: Kysely<TestSchema>;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-batcher-'));
    db = new Kysely<TestSchema>({ dialect: new ImmediateSqliteDialect({ database: sqliteOf(dir) }) });
    await sql`CREATE TABLE parents (id INTEGER PRIMARY KEY)`.execute(db);
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE,
      parent_id INTEGER REFERENCES parents (id))`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const storedTexts = () => textsOf(db);

  it('writes requested together in one transaction, each seeing the ones before it', async () => {
    const batcher = new WriteBatcher(db);
    const transaction = vi.spyOn(db, 'transaction');
    const counts = await Promise.all(['a', 'b', 'c', 'd'].map((text) => batcher.write(insertNote(text))));
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await storedTexts()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('fails only the write that failed, undoing just its changes', async () => {
    const batcher = new WriteBatcher(db);
    const halfDone = async (trx: Kysely<TestSchema>) => {
      await trx.insertInto('notes').values({ text: 'half', parent_id: null }).execute();
      await trx.insertInto('notes').values({ text: 'a', parent_id: null }).execute(); // duplicate: fails
    };
    const results = await Promise.allSettled([
      batcher.write(insertNote('a')),
      batcher.write(halfDone),
      batcher.write(insertNote('b')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await storedTexts()).toEqual(['a', 'b']);
  });

  it('when the commit fails, keeps nothing of the batch and then writes each alone: only the culprit fails', async () => {
    const batcher = new WriteBatcher(db);
    const transaction = vi.spyOn(db, 'transaction');
    // A deferred foreign key is checked at commit: the whole transaction fails there.
    const dangling = async (trx: Kysely<TestSchema>) => {
      await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
      await trx.insertInto('notes').values({ text: 'orphan', parent_id: 99 }).execute();
    };
    const results = await Promise.allSettled([
      batcher.write(insertNote('a')),
      batcher.write(dangling),
      batcher.write(insertNote('b')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(transaction).toHaveBeenCalledTimes(4);
    expect(await storedTexts()).toEqual(['a', 'b']);
  });

  it('fails a batch at once when another process holds the database, without retrying each write', async () => {
    const quick = new Kysely<TestSchema>({
      dialect: new ImmediateSqliteDialect({ database: sqliteOf(dir, { timeout: 50 }) }),
    });
    const holder = sqliteOf(dir);
    holder.exec('BEGIN IMMEDIATE');
    try {
      const batcher = new WriteBatcher(quick, { failsEveryWrite: isDatabaseBusy });
      const transaction = vi.spyOn(quick, 'transaction');
      const results = await Promise.allSettled(
        ['a', 'b', 'c'].map((text) => batcher.write(insertNote(text))),
      );
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i);
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      await quick.destroy();
    }
    expect(await storedTexts()).toEqual([]);
  });

  it('uses no savepoints, which would make FTS5 write a segment per write', async () => {
    const batcher = new WriteBatcher(db);
    const statements: string[] = [];
    const traced = new Kysely<TestSchema>({
      dialect: new ImmediateSqliteDialect({ database: sqliteOf(dir) }),
      log: (event) => {
        statements.push(event.query.sql.toLowerCase());
      },
    });
    try {
      const tracedBatcher = new WriteBatcher(traced);
      await Promise.all(['x', 'y'].map((text) => tracedBatcher.write(insertNote(text))));
    } finally {
      await traced.destroy();
    }
    expect(statements.filter((statement) => statement.startsWith('insert'))).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/savepoint|release/);
    await batcher.write(insertNote('z'));
  });

  it('queues writes that arrive during a commit for the next one, in batches of at most the maximum', async () => {
    const batcher = new WriteBatcher(db, { maxBatch: 3 });
    const transaction = vi.spyOn(db, 'transaction');
    const first = batcher.write(insertNote('first'));
    await new Promise((resolve) => setImmediate(resolve));
    const rest = Array.from({ length: 7 }, (_, index) => batcher.write(insertNote(`n${index}`)));
    await Promise.all([first, ...rest]);
    expect(transaction).toHaveBeenCalledTimes(4);
    expect(await storedTexts()).toEqual(['first', 'n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
  });
});

describeOnPostgres('WriteBatcher on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<TestSchema>;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    db = new Kysely<TestSchema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.databaseUrl, max: 4 }) }),
    });
    await sql`CREATE TABLE notes (id SERIAL PRIMARY KEY, text TEXT NOT NULL UNIQUE, parent_id INTEGER)`.execute(
      db,
    );
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  const storedTexts = () => textsOf(db);

  it('writes requested together in one transaction, each seeing the ones before it', async () => {
    const batcher = new WriteBatcher(db);
    const transaction = vi.spyOn(db, 'transaction');
    const counts = await Promise.all(['a', 'b', 'c'].map((text) => batcher.write(insertNote(text))));
    expect(counts).toEqual([1, 2, 3]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await storedTexts()).toEqual(['a', 'b', 'c']);
  });

  it('fails only the write that failed, though its error aborted the shared transaction', async () => {
    const batcher = new WriteBatcher(db);
    const results = await Promise.allSettled(['a', 'a', 'b'].map((text) => batcher.write(insertNote(text))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
    expect(await storedTexts()).toEqual(['a', 'b']);
  });
});
