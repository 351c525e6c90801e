import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Leases: a named piece of work (one user's Readwise sync) held by one process at a time across every process
 * on the database. A lease ends when its holder lets go or, if the holder died, when `expires_at` passes.
 */
export const leases: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leases')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('holder', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('leases').execute();
  },
});
