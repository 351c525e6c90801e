import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/** The last time zone seen per user, for background work that needs the user's "today". */
export const preferences: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'text', (col) => col.primaryKey())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_preferences').execute();
  },
});
