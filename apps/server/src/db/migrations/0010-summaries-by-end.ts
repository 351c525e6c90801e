import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * The summaries list asks for those overlapping a range (end_at >= from): with only (user_id, created_at)
 * it read every summary the user ever had, a daily automatic one makes 3,650 over ten years, to keep a month.
 */
export const summariesByEnd: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX summaries_user_end_idx ON summaries (user_id, end_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX summaries_user_end_idx`.execute(db);
  },
});
