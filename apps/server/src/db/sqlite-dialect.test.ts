import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './sqlite-dialect';

describe('ImmediateSqliteDialect migrations', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-dialect-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rolls a migration stopped midway back whole, so the next start runs it again cleanly', async () => {
    const db = new Kysely<unknown>({
      dialect: new ImmediateSqliteDialect({ database: new SQLite(path.join(dir, 'test.db')) }),
    });
    let stopMidway = true;
    const halfDone: Migration = {
      async up(trx) {
        await sql`CREATE TABLE first_step (id INTEGER)`.execute(trx);
        if (stopMidway) throw new Error('stopped midway');
        await sql`CREATE TABLE second_step (id INTEGER)`.execute(trx);
      },
    };
    const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ '0001': halfDone }) } });
    const tables = async () =>
      (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name LIKE '%_step'`.execute(db)).rows;
    try {
      expect(String((await migrator.migrateToLatest()).error)).toMatch(/stopped midway/);
      expect(await tables()).toEqual([]);
      stopMidway = false;
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect((await tables()).map((table) => table.name).sort()).toEqual(['first_step', 'second_step']);
    } finally {
      await db.destroy();
    }
  });
});
