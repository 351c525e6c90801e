import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * The names a source was known by: a renamed source keeps its old match key here, and a source merged into
 * another leaves its own (and its aliases) to the one it joined, so a file imported again under the old title
 * finds the source it went to instead of creating the old one again. A match key is an alias of at most one
 * source of a user; the rows go with their source (the cascade, with SQLite's foreign_keys on).
 */
export const sourceAliases: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('source_aliases')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('match_key', 'text', (col) => col.notNull())
      .addColumn('source_id', 'text', (col) => col.notNull().references('sources.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('source_aliases_pk', ['user_id', 'match_key'])
      .execute();
    await db.schema
      .createIndex('source_aliases_source_idx')
      .on('source_aliases')
      .column('source_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('source_aliases').execute();
  },
});
