import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/** The current time in epoch ms, in each dialect's SQL (inside a trigger). */
const NOW_MS = {
  sqlite: `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`,
  postgres: `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
} as const;

/**
 * The Readwise-compatible API's integer ids, and what Readwise clients keep that Precis has no field for.
 * - readwise_highlights: one row per highlight, made by trigger whoever saves it (so every highlight has an
 *   id at once); `updated_at` moves when text, note or tags change (a trigger) or when the API changes
 *   colour, location or URL; a deleted highlight keeps its row with `deleted_at` (the export's
 *   includeDeleted), its last book in `book_id`.
 * - readwise_books: one per source (`source_id` '' holds the highlights without one), made when first read.
 * - readwise_tags: one id per tag name of a user (case-insensitive); readwise_book_tags: a book's tags.
 * `highlight_url` is matched byte for byte; it is indexed through its hash, as a URL may be 4,095
 * characters, over PostgreSQL's btree entry limit. The insert trigger runs on every highlight saved, so
 * the table carries only the indexes that rows without Readwise data skip.
 */
export const readwiseIds: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // No AUTOINCREMENT on SQLite (it writes sqlite_sequence on every insert): rows are never deleted here
    // (deleted highlights stay as tombstones), so max(id) + 1 never hands out an id twice.
    const withId = (name: string) => {
      const table = db.schema.createTable(name);
      return dialect === 'sqlite'
        ? table.addColumn('id', 'integer', (col) => col.primaryKey())
        : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
    };

    await withId('readwise_books')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('source_id', 'text', (col) => col.notNull())
      .addColumn('category', 'text')
      .addColumn('source_type', 'text')
      .addColumn('cover_image_url', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('readwise_books_source_unique', ['user_id', 'source_id'])
      .execute();

    await withId('readwise_highlights')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('highlight_id', 'text', (col) => col.notNull().unique())
      .addColumn('book_id', 'bigint')
      .addColumn('highlight_url', 'text')
      .addColumn('highlight_url_key', 'text')
      .addColumn('color', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('location', 'bigint')
      .addColumn('location_type', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    // Partial: a highlight saved in the web app has neither, so its insert writes no entry to these.
    await db.schema
      .createIndex('readwise_highlights_user_url_idx')
      .on('readwise_highlights')
      .columns(['user_id', 'highlight_url_key'])
      .where(sql.ref('highlight_url_key'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('readwise_highlights_deleted_idx')
      .on('readwise_highlights')
      .columns(['user_id', 'book_id', 'updated_at'])
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();

    await withId('readwise_tags')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_lower', 'text', (col) => col.notNull())
      .addUniqueConstraint('readwise_tags_name_unique', ['user_id', 'name_lower'])
      .execute();

    await db.schema
      .createTable('readwise_book_tags')
      .addColumn('book_id', 'bigint', (col) =>
        col.notNull().references('readwise_books.id').onDelete('cascade'),
      )
      .addColumn('tag_id', 'bigint', (col) =>
        col.notNull().references('readwise_tags.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('readwise_book_tags_pk', ['book_id', 'tag_id'])
      .execute();

    if (dialect === 'postgres') await sql`LOCK TABLE highlights IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql`INSERT INTO readwise_highlights (user_id, highlight_id, created_at, updated_at)
      SELECT user_id, id, created_at, created_at FROM highlights ORDER BY created_at, seq`.execute(db);

    if (dialect === 'postgres') await createPostgresTriggers(db);
    else await createSqliteTriggers(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`DROP TRIGGER IF EXISTS highlights_readwise ON highlights`.execute(db);
      await sql`DROP FUNCTION IF EXISTS highlights_readwise_change()`.execute(db);
    } else {
      for (const trigger of [
        'highlights_readwise_insert',
        'highlights_readwise_update',
        'highlights_readwise_delete',
      ]) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
      }
    }
    for (const table of ['readwise_book_tags', 'readwise_tags', 'readwise_highlights', 'readwise_books']) {
      await db.schema.dropTable(table).execute();
    }
  },
});

/** The book a deleted highlight was in, kept for the export's deleted highlights. */
const bookOf = (row: 'old' | 'OLD') =>
  `(SELECT id FROM readwise_books WHERE user_id = ${row}.user_id AND source_id = coalesce(${row}.source_id, ''))`;

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const now = NOW_MS.sqlite;
  await sql
    .raw(`CREATE TRIGGER highlights_readwise_insert AFTER INSERT ON highlights BEGIN
      INSERT INTO readwise_highlights (user_id, highlight_id, created_at, updated_at)
        VALUES (new.user_id, new.id, ${now}, ${now});
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_readwise_update AFTER UPDATE OF content, comment, tags, source_id ON highlights
      WHEN new.content IS NOT old.content OR new.comment IS NOT old.comment OR new.tags IS NOT old.tags
        OR new.source_id IS NOT old.source_id BEGIN
      UPDATE readwise_highlights SET updated_at = ${now} WHERE highlight_id = new.id;
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_readwise_delete AFTER DELETE ON highlights BEGIN
      UPDATE readwise_highlights SET deleted_at = ${now}, updated_at = ${now},
        book_id = coalesce(${bookOf('old')}, book_id)
       WHERE highlight_id = old.id;
    END`)
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const now = NOW_MS.postgres;
  await sql
    .raw(`CREATE FUNCTION highlights_readwise_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO readwise_highlights (user_id, highlight_id, created_at, updated_at)
            VALUES (NEW.user_id, NEW.id, ${now}, ${now});
        ELSIF TG_OP = 'UPDATE' THEN
          IF NEW.content IS DISTINCT FROM OLD.content OR NEW.comment IS DISTINCT FROM OLD.comment
             OR NEW.tags IS DISTINCT FROM OLD.tags OR NEW.source_id IS DISTINCT FROM OLD.source_id THEN
            UPDATE readwise_highlights SET updated_at = ${now} WHERE highlight_id = NEW.id;
          END IF;
        ELSE
          UPDATE readwise_highlights SET deleted_at = ${now}, updated_at = ${now},
            book_id = coalesce(${bookOf('OLD')}, book_id)
           WHERE highlight_id = OLD.id;
        END IF;
        RETURN NULL;
      END $$`)
    .execute(db);
  await sql`CREATE TRIGGER highlights_readwise
    AFTER INSERT OR DELETE OR UPDATE OF content, comment, tags, source_id ON highlights
    FOR EACH ROW EXECUTE FUNCTION highlights_readwise_change()`.execute(db);
}
