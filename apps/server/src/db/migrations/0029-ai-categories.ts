import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * The category codes the AI added to each highlight, as a JSON array, apart from the ones the person typed
 * (both are merged into `categories`), so an edit of the text can take the AI's codes out and categorise
 * again. Null means unknown: rows saved before this column cannot be told apart, and are left as they are.
 */
export const aiCategories: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('highlights').addColumn('ai_categories', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('highlights').dropColumn('ai_categories').execute();
  },
});
