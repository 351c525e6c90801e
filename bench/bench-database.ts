import { createTestDatabase, type TestDatabase } from '../apps/server/src/test/databases';

/**
 * A fresh database for a bench run (PostgreSQL at `postgresUrl`, else a temporary SQLite file), and the
 * server environment over it: limits lifted, so the load measures speed and not the daily quotas.
 */
export async function benchDatabase(
  postgresUrl: string | undefined,
): Promise<{ database: TestDatabase; env: Record<string, string> }> {
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await createTestDatabase(postgresUrl ? 'postgres' : 'sqlite');
  const env = {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    DAILY_HIGHLIGHTS_MAX: '100000000',
    DAILY_SUMMARIES_MAX: '100000000',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  return { database, env };
}
