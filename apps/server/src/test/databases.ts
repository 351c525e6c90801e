import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** The databases every integration test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** A fresh, empty database: a temporary SQLite file, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { name: 'sqlite', dataDir, drop: async () => removeDir() };

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const databaseName = `precis_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    name: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      removeDir();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
    },
  };
}
