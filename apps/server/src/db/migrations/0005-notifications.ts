import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Digest settings per user, and one row per digest e-mail. `next_run_at` is what the scheduler claims
 * (null while disabled); the unique (user_id, delivery_key) index is what keeps a period from being mailed
 * twice, whichever process or retry gets there.
 */
export const notifications: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('frequency', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('start_at', 'bigint', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
      .addColumn('next_run_at', 'bigint')
      .addColumn('last_sent_at', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
    await db.schema
      .createIndex('notification_settings_due_idx')
      .on('notification_settings')
      .columns(['enabled', 'next_run_at'])
      .execute();

    await db.schema
      .createTable('digest_deliveries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('delivery_key', 'text', (col) => col.notNull())
      .addColumn('period_start', 'bigint', (col) => col.notNull())
      .addColumn('period_end', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('error', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('digest_deliveries_user_key_idx')
      .on('digest_deliveries')
      .columns(['user_id', 'delivery_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('digest_deliveries_user_kind_created_idx')
      .on('digest_deliveries')
      .columns(['user_id', 'kind', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('digest_deliveries').execute();
    await db.schema.dropTable('notification_settings').execute();
  },
});
