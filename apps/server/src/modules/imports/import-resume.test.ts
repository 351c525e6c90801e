import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppContext } from '../../app-context';
import { loadConfig } from '../../config';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kindleFile, multipart } from './imports-test-helpers';

const RECORDS = 1600;

/**
 * A real worker death: instance A starts the import and its database connection goes away once the first
 * chunks are saved (as when the process is killed); instance B, on the same database, takes the job over when
 * A's claim lapses and finishes it from A's cursor.
 */
describe.each(testDialects)('an import whose worker dies mid-way, on %s', (dialect) => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.database.drop();
  });

  it('resumes in another instance with every highlight saved once', { timeout: 180_000 }, async () => {
    t = await createTestApp(dialect, { IMPORT_MAX_ROWS: '5000' });
    const owner = await t.signUp();
    const started = await owner.request({
      method: 'POST',
      url: '/api/v1/imports',
      ...multipart([{ name: 'file', value: kindleFile(RECORDS), fileName: 'long.txt' }]),
    });
    expect(started.statusCode).toBe(202);
    const id: string = started.json().id;

    const { app: second, context: b } = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.database.dataDir,
        DATABASE_URL: t.database.databaseUrl,
        WEB_DIST_DIR: `${t.database.dataDir}/no-web-build`,
        WORKERS: 'off',
        IMPORT_MAX_ROWS: '5000',
      }),
    );
    try {
      await second.ready();
      const progress = () =>
        b.db.kysely.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const running = t.context.jobs.drain().then(
        () => 'finished',
        () => 'died',
      );
      while ((await progress()).cursor < 500) await new Promise((resolve) => setTimeout(resolve, 5));
      await t.app.close();
      expect(await running).toBe('died');
      const atDeath = await progress();
      expect(atDeath.status).toBe('RUNNING');
      expect(atDeath.cursor).toBeLessThan(RECORDS);

      await lapseClaims(b);
      await b.jobs.drain();
      const done = await progress();
      expect(done).toMatchObject({ status: 'DONE', total: RECORDS, processed: RECORDS, failed: 0 });
      expect(done.created + done.duplicates).toBe(RECORDS);
      const contents = await b.db.kysely
        .selectFrom('highlights')
        .select('content')
        .where('user_id', '=', owner.id)
        .execute();
      expect(contents).toHaveLength(RECORDS);
      expect(new Set(contents.map((row) => row.content)).size).toBe(RECORDS);
    } finally {
      await second.close();
    }
  });
});

/**
 * The dead instance's claim on the job lapses now rather than after its lease (SQLite, seconds) or the job's
 * time limit (pg-boss, half an hour), as if that much time had passed.
 */
async function lapseClaims(context: AppContext): Promise<void> {
  if (context.db.dialect === 'postgres') {
    await sql`UPDATE pgboss.job SET started_on = now() - interval '1 day' WHERE name = 'run-import' AND state = 'active'`.execute(
      context.db.kysely,
    );
  } else {
    await context.db.kysely
      .updateTable('jobs')
      .set({ locked_until: 0 })
      .where('status', '=', 'running')
      .execute();
  }
}
