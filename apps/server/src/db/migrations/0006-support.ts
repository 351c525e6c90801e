import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Bug reports, feedback and feature requests. The three kinds share one table: each row keeps its validated
 * payload as JSON, since the operator only ever lists them by kind, newest first (the index serves that).
 */
export const support: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('support_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('support_messages_kind_created_idx')
      .on('support_messages')
      .columns(['kind', 'created_at'])
      .execute();
    await db.schema
      .createIndex('support_messages_user_idx')
      .on('support_messages')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('support_messages').execute();
  },
});
