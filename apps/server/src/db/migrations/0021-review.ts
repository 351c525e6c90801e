import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Daily review: each highlight's spaced-repetition card (created when it first enters a session), one frozen
 * session per user and local day (so progress and idempotent ratings hold within the day), the user's
 * session size, and the one-time nonces of the digest's rating links.
 */
export const review: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_cards')
      .addColumn('highlight_id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('card', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('due_at', 'bigint', (col) => col.notNull())
      .addColumn('reps', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('discarded', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('introduced_day', 'text', (col) => col.notNull())
      .addColumn('last_rated_day', 'text')
      .addColumn('last_rating', 'text')
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('review_cards_user_due_idx')
      .on('review_cards')
      .columns(['user_id', 'discarded', 'due_at'])
      .execute();
    await db.schema
      .createIndex('review_cards_user_introduced_idx')
      .on('review_cards')
      .columns(['user_id', 'introduced_day'])
      .execute();

    await db.schema
      .createTable('review_sessions')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('highlight_ids', 'text', (col) => col.notNull())
      .addColumn('new_count', 'integer', (col) => col.notNull())
      .addColumn('completed_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('review_sessions_pk', ['user_id', 'day'])
      .execute();

    await db.schema
      .createTable('review_settings')
      .addColumn('user_id', 'text', (col) => col.primaryKey())
      .addColumn('session_size', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('review_link_uses')
      .addColumn('nonce', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('used_at', 'bigint', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['review_link_uses', 'review_settings', 'review_sessions', 'review_cards']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
