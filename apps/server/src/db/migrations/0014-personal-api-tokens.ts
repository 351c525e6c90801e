import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Personal API tokens: only a SHA-256 of each secret is kept (the secret is 256 random bits, so a plain
 * digest cannot be reversed or guessed), looked up by that digest on every request so a revocation holds at
 * once on every process. And the last activity of each signed-in session.
 */
export const personalApiTokens: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .execute();
    // better-auth refreshes a session's updatedAt once a day: the Sessions list wants the last activity.
    await db.schema
      .createTable('session_activity')
      .addColumn('session_id', 'text', (col) => col.primaryKey())
      .addColumn('last_active_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('api_tokens_user_idx')
      .on('api_tokens')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('session_activity').execute();
    await db.schema.dropTable('api_tokens').execute();
  },
});
