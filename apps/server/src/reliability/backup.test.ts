import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findHighlightById } from '../modules/highlights/highlights.repository';
import { type Acknowledged, burstOfCreates } from './burst';
import { type CliRun, runCli } from './cli-run';
import { signUpOverHttp } from './http-client';
import { REPO_ROOT, type ServerProcess, startServer } from './server-process';
import { inspectSqliteStore } from './store-inspection';

/** Runs the backup command as an operator would: `npm run backup -- ARGS`, or the script straight. */
function runBackup(args: string[], env: Record<string, string>, viaNpm = false): Promise<CliRun> {
  return viaNpm
    ? runCli('npm', ['run', '--silent', 'backup', '--', ...args], env)
    : runCli(process.execPath, ['--import', 'tsx', 'apps/server/src/backup.ts', ...args], env);
}

describe('npm run backup', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-backup-'));
    dataDir = path.join(root, 'data');
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies the live database during a burst of writes; the restored copy holds every earlier row', async () => {
    server = await startServer({ dataDir });
    const user = await signUpOverHttp(server.baseUrl);
    const before = await burstOfCreates(server, user, {
      label: 'before',
      total: 30,
      concurrency: 8,
      killAfter: Number.POSITIVE_INFINITY,
    });
    const backupFile = path.join(root, 'precis-backup.db');
    const running = server;
    // Every create acknowledged before the backup starts must be in it; later ones may or may not be.
    let acknowledgedAtStart: Acknowledged[] = [];
    let backup: Promise<CliRun> | undefined;
    let backupDone = false;
    // Writes keep coming until the backup command has finished.
    const during = await burstOfCreates(running, user, {
      label: 'during',
      total: 2_000,
      concurrency: 10,
      killAfter: Number.POSITIVE_INFINITY,
      stopWhen: () => backupDone,
      onAcknowledged: (acknowledged) => {
        if (acknowledged.length === 20 && !backup) {
          acknowledgedAtStart = [...before.acknowledged, ...acknowledged];
          backup = runBackup([backupFile], { DATA_DIR: dataDir }, true).finally(() => {
            backupDone = true;
          });
        }
      },
    });
    const result = await (backup ?? Promise.reject(new Error('the backup never started')));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`written to ${backupFile} (`);
    expect(before.refused).toEqual([]);
    expect(during.refused).toEqual([]);
    await running.kill('SIGTERM');
    server = undefined;

    const copy = inspectSqliteStore(backupFile);
    expect(copy).toMatchObject({ integrity: 'ok', labelMismatches: 0, searchIndexed: copy.highlights });
    expect(copy.highlights).toBeGreaterThanOrEqual(acknowledgedAtStart.length);
    expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);

    // Restore as the command says, into a fresh data folder, and open it as the server does at start.
    const restoredDir = path.join(root, 'restored');
    fs.mkdirSync(restoredDir);
    fs.copyFileSync(backupFile, path.join(restoredDir, 'precis.db'));
    const restored = openDatabase({ kind: 'sqlite', file: path.join(restoredDir, 'precis.db') });
    try {
      await migrateToLatest(restored.kysely, restored.dialect);
      const account = await sql<{ id: string }>`SELECT id FROM "user" WHERE email = ${user.email}`.execute(
        restored.kysely,
      );
      expect(account.rows).toEqual([{ id: user.id }]);
      const missing: string[] = [];
      for (const { created } of acknowledgedAtStart) {
        const found = await findHighlightById(restored.kysely, user.id, created.id);
        if (!found) missing.push(created.id);
        else expect(found).toMatchObject({ content: created.content, tags: created.tags });
      }
      expect(missing).toEqual([]);
    } finally {
      await restored.close();
    }
    const written = before.acknowledged.length + during.acknowledged.length;
    console.info(
      `[backup] taken mid-burst: all ${acknowledgedAtStart.length} highlights acknowledged before it started ` +
        `were restored; the copy holds ${copy.highlights} of the ${written} written in all`,
    );
  }, 120_000);

  it('refuses to overwrite an existing file unless --force is given', async () => {
    const target = path.join(root, 'existing.db');
    fs.writeFileSync(target, 'precious');
    const refused = await runBackup([target], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${target} already exists. Choose another name, or add --force to replace it.`,
    );
    expect(fs.readFileSync(target, 'utf8')).toBe('precious');

    const forced = await runBackup([target, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    expect(inspectSqliteStore(target).integrity).toBe('ok');
  });

  it('explains usage, and a missing database, without a stack trace', async () => {
    const usage = await runBackup([], { DATA_DIR: dataDir });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run backup -- FILE [--force]');

    const empty = await runBackup([path.join(root, 'none.db')], { DATA_DIR: path.join(root, 'empty') });
    expect(empty.code).toBe(1);
    expect(empty.stderr.trim()).toBe(
      `There is no database at ${path.join(root, 'empty', 'precis.db')}: check DATA_DIR (has Precis run with it?).`,
    );
  });

  it('prints the pg_dump command on PostgreSQL, without the password, and exits 2', async () => {
    const answer = await runBackup(['dump.pgc'], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://precis:s3cret@db.internal:5432/precis',
    });
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('pg_dump --format=custom --file=dump.pgc "$DATABASE_URL"');
    expect(answer.stderr).toContain('postgres://precis:***@db.internal:5432/precis');
    expect(answer.stderr).not.toContain('s3cret');
    expect(fs.existsSync(path.join(REPO_ROOT, 'dump.pgc'))).toBe(false);
  });
});
