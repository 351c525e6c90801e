import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';
import { SEQ_SLOTS_PER_MS } from '../schema-constants';

/**
 * Highlights, their categories and tags as rows (indexed filtering and counting), and a substring-search
 * index over `search_text`: an FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL.
 *
 * SQLite: `seq` is the INTEGER PRIMARY KEY (a stable rowid: VACUUM may renumber implicit rowids, which would
 * break the external-content FTS table) and encodes creation time as created_at * 2^20 + n, n counting the
 * rows of the same millisecond. The search then reads the FTS index in descending rowid order and stops
 * after the first page instead of collecting and sorting every match. Triggers assign seq on insert and
 * re-key it when created_at changes, whoever writes the row, and keep the FTS index in step with the table.
 */
export const highlights: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

    let table = db.schema.createTable('highlights');
    table =
      dialect === 'sqlite'
        ? table
            .addColumn('seq', 'integer', (col) => col.primaryKey())
            .addColumn('id', 'text', (col) => col.notNull().unique())
        : table
            .addColumn('seq', 'bigint', (col) => col.notNull().generatedByDefaultAsIdentity())
            .addColumn('id', 'text', (col) => col.primaryKey());
    await table
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('source', 'text')
      .addColumn('comment', 'text')
      .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('synced', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('dashboard_groups', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // Ascending, walked backwards for "newest first"; SQLite appends the rowid (seq) to every index itself.
    await db.schema
      .createIndex('highlights_user_created_idx')
      .on('highlights')
      .columns(dialect === 'sqlite' ? ['user_id', 'created_at'] : ['user_id', 'created_at', 'seq'])
      .execute();
    // The dashboard totals: one ordered pass over the user's entries, counting per mask.
    await db.schema
      .createIndex('highlights_user_groups_idx')
      .on('highlights')
      .columns(['user_id', 'dashboard_groups'])
      .execute();

    let labels = db.schema
      .createTable('highlight_labels')
      .addColumn('highlight_id', 'text', (col) =>
        col.notNull().references('highlights.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('category', 'tag')`))
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('value_lower', 'text', (col) => col.notNull())
      // Also serves as the (highlight_id) index: deletes, and the per-highlight category filter.
      .addPrimaryKeyConstraint('highlight_labels_pk', ['highlight_id', 'kind', 'value_lower']);
    if (dialect === 'sqlite') labels = labels.modifyEnd(sql`WITHOUT ROWID`);
    await labels.execute();
    // A user's highlights by category or tag value (case-insensitive).
    await db.schema
      .createIndex('highlight_labels_user_value_idx')
      .on('highlight_labels')
      .columns(['user_id', 'kind', 'value_lower'])
      .execute();

    if (dialect === 'postgres') {
      await sql`CREATE INDEX highlights_search_trgm_idx ON highlights USING gin (search_text gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    await createSqliteSearchIndex(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') {
      for (const trigger of ['highlights_fts_insert', 'highlights_fts_update', 'highlights_fts_delete']) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
      }
      await sql`DROP TABLE IF EXISTS highlights_fts`.execute(db);
    }
    await db.schema.dropTable('highlight_labels').execute();
    await db.schema.dropTable('highlights').execute();
  },
});

const SLOTS = SEQ_SLOTS_PER_MS;

/** The seq of a row created at `createdAt`: the next free slot of that millisecond. */
const nextSeqFor = (createdAt: string) => `(
  SELECT coalesce(max(seq) + 1, ${createdAt} * ${SLOTS}) FROM highlights
   WHERE seq >= ${createdAt} * ${SLOTS} AND seq < (${createdAt} + 1) * ${SLOTS})`;

async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE highlights_fts USING fts5(
    search_text, content='highlights', content_rowid='seq', tokenize='trigram')`.execute(db);
  // An inserted row gets the next rowid, almost never its creation slot: it is re-keyed before indexing.
  await sql
    .raw(`CREATE TRIGGER highlights_fts_insert AFTER INSERT ON highlights BEGIN
      UPDATE highlights SET seq = ${nextSeqFor('new.created_at')}
       WHERE seq = new.seq AND (new.seq < new.created_at * ${SLOTS} OR new.seq >= (new.created_at + 1) * ${SLOTS});
      INSERT INTO highlights_fts (rowid, search_text) SELECT seq, search_text FROM highlights WHERE id = new.id;
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_fts_update AFTER UPDATE OF search_text, created_at ON highlights BEGIN
      INSERT INTO highlights_fts (highlights_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
      UPDATE highlights SET seq = ${nextSeqFor('new.created_at')}
       WHERE seq = new.seq AND new.created_at <> old.created_at;
      INSERT INTO highlights_fts (rowid, search_text) SELECT seq, search_text FROM highlights WHERE id = new.id;
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_fts_delete AFTER DELETE ON highlights BEGIN
      INSERT INTO highlights_fts (highlights_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
    END`)
    .execute(db);
}
