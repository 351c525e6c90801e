import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Summaries and the highlights each one used. The link rows keep a snapshot of the content, so deleting a
 * highlight leaves its summaries intact (there is deliberately no foreign key to highlights).
 * `period_key` is set only on automatic summaries: the unique index makes "one per user and period" hold
 * even for concurrent callers (NULLs never collide, so user-requested summaries are unaffected).
 */
export const summaries: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('summaries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('summarization_type', 'text', (col) => col.notNull())
      .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('start_at', 'bigint', (col) => col.notNull())
      .addColumn('end_at', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('period_key', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
    await db.schema
      .createIndex('summaries_user_created_idx')
      .on('summaries')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('summaries_user_period_key_idx')
      .on('summaries')
      .columns(['user_id', 'period_key'])
      .unique()
      .execute();

    await db.schema
      .createTable('summary_highlights')
      .addColumn('summary_id', 'text', (col) => col.notNull().references('summaries.id').onDelete('cascade'))
      .addColumn('highlight_id', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('content_snapshot', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('summary_highlights_pk', ['summary_id', 'highlight_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('summary_highlights').execute();
    await db.schema.dropTable('summaries').execute();
  },
});
