import { type Kysely, sql } from 'kysely';
import { hashSessionToken, isHashedSessionToken } from '../../auth/hashed-session-tokens';
import type { DialectMigration } from '../migrate';

/**
 * better-auth's session table stores SHA-256 of each session token from now on: existing rows are hashed in
 * place, so their cookies and bearer tokens keep working (the adapter hashes what a request presents).
 * Activity rows of sessions already gone are removed. On a new database better-auth creates its tables
 * after these migrations: there is nothing to convert. Going down cannot restore tokens: it does nothing.
 */
export const hashedSessionTokens: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    const tables = await db.introspection.getTables();
    if (!tables.some((table) => table.name === 'session')) return;
    const { rows } = await sql<{ id: string; token: string }>`SELECT id, token FROM session`.execute(db);
    for (const row of rows) {
      if (isHashedSessionToken(row.token)) continue;
      await sql`UPDATE session SET token = ${hashSessionToken(row.token)} WHERE id = ${row.id}`.execute(db);
    }
    await sql`DELETE FROM session_activity WHERE session_id NOT IN (SELECT id FROM session)`.execute(db);
  },
  async down() {},
});
