import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Secrets every process on one database must share: several processes on one PostgreSQL each made its own
 * AUTH_SECRET in its data folder, so a session of one was refused by the other, and so were mailed links.
 */
export const serverSecrets: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').execute();
  },
});
