import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Rate-limit and lock counters shared by every process on one database (several app instances on one
 * PostgreSQL must not each grant the full limit), and the digest address its owner confirmed by a signed
 * link: digests go only to that address or to the account's own verified e-mail.
 */
export const security: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_window_idx')
      .on('rate_limit_counters')
      .column('window_ends_at')
      .execute();
    await db.schema.alterTable('notification_settings').addColumn('confirmed_email', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notification_settings').dropColumn('confirmed_email').execute();
    await db.schema.dropTable('rate_limit_counters').execute();
  },
});
