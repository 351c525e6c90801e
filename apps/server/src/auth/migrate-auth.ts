import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './auth';

/** better-auth's own tables, created or updated at start-up (its CLI needs Node 22). */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
