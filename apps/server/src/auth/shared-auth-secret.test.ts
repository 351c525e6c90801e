import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import { loadConfig } from '../config';
import { createUnsubscribeToken } from '../modules/notifications/unsubscribe-token';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { describeOnPostgres } from '../test/postgres-only';

/** A process of its own on the shared database: its own data folder, as on another machine. */
async function processOn(database: TestDatabase): Promise<{ built: BuiltApp; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-process-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    WEB_DIST_DIR: `${dataDir}/no-web-build`,
    WORKERS: 'off',
  });
  const built = await buildApp(config);
  await built.app.ready();
  return { built, dataDir };
}

describeOnPostgres('processes sharing one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: { built: BuiltApp; dataDir: string };
  let second: { built: BuiltApp; dataDir: string };
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    first = await processOn(database);
    second = await processOn(database);
  });
  afterAll(async () => {
    await first?.built.app.close();
    await second?.built.app.close();
    for (const dataDir of [first?.dataDir, second?.dataDir])
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('sign sessions and mailed links alike, whichever process made them', async () => {
    const email = `shared-${Date.now()}@example.com`;
    const signUp = await first.built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Shared', email, password: 'correct horse battery' },
    });
    expect(signUp.statusCode).toBe(200);
    // A sign-up does not sign in (it answers alike for a taken address): sign in as the web app does.
    const signIn = await first.built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const { built } of [first, second]) {
      const answer = await built.app.inject({
        method: 'GET',
        url: '/api/v1/usage-limits/daily',
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(200);
    }
    const userId = signIn.json<{ user: { id: string } }>().user.id;
    const token = createUnsubscribeToken(first.built.context.secrets.unsubscribe, userId);
    const opened = await second.built.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(200);
  });
});
