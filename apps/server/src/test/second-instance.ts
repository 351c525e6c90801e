import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { TestApp } from './test-app';

/** Another app process on the test app's own database, as when several servers share one PostgreSQL. */
export async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const { app } = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.database.dataDir,
      DATABASE_URL: t.database.databaseUrl,
      WEB_DIST_DIR: `${t.database.dataDir}/no-web-build`,
      WORKERS: 'off',
    }),
  );
  await app.ready();
  return app;
}
