import { getMigrations } from 'better-auth/db/migration';
import type { Db } from '../db/database';
import type { Auth } from './auth';

/**
 * better-auth's own tables, created or updated at start-up (its CLI needs Node 22). Its migrator reads the
 * Kysely instance itself: the adapter the app runs with is a wrapper (hashed session tokens) it cannot read.
 */
export async function migrateAuthTables(auth: Auth, db: Db): Promise<void> {
  const { runMigrations } = await getMigrations({
    ...auth.options,
    database: { db: db.kysely, type: db.dialect },
  });
  await runMigrations();
}
