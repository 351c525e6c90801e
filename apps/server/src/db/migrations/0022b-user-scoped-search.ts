import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';
import { SEQ_SLOTS_PER_MS } from '../schema-constants';
import { scopedSearchTextSql } from '../search-scope';

const SLOTS = SEQ_SLOTS_PER_MS;
const nextSeqFor = (createdAt: string) => `(
  SELECT coalesce(max(seq) + 1, ${createdAt} * ${SLOTS}) FROM highlights
   WHERE seq >= ${createdAt} * ${SLOTS} AND seq < (${createdAt} + 1) * ${SLOTS})`;
const indexed = (row: string) => scopedSearchTextSql(`${row}.user_id`, `${row}.search_text`);

/** The index as migration 0009 left it, over its own source (a view, or the highlights table). */
const createIndex = (content: string) =>
  sql`CREATE VIRTUAL TABLE highlights_fts USING fts5(
    search_text, content=${sql.lit(content)}, content_rowid='seq', tokenize='trigram', detail='none')`;

async function dropIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['highlights_fts_insert', 'highlights_fts_update', 'highlights_fts_delete']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS highlights_fts_vocab`.execute(db);
  await sql`DROP TABLE IF EXISTS highlights_fts`.execute(db);
}

async function finishIndex(db: Kysely<unknown>, text: (row: string) => string): Promise<void> {
  await sql`INSERT INTO highlights_fts (highlights_fts) VALUES ('rebuild')`.execute(db);
  await sql`INSERT INTO highlights_fts (highlights_fts, rank) VALUES ('automerge', 8)`.execute(db);
  await sql`CREATE VIRTUAL TABLE highlights_fts_vocab USING fts5vocab('highlights_fts', 'row')`.execute(db);
  // As in migration 0002: an inserted row is re-keyed to its creation slot before it is indexed.
  await sql
    .raw(`CREATE TRIGGER highlights_fts_insert AFTER INSERT ON highlights BEGIN
      UPDATE highlights SET seq = ${nextSeqFor('new.created_at')}
       WHERE seq = new.seq AND (new.seq < new.created_at * ${SLOTS} OR new.seq >= (new.created_at + 1) * ${SLOTS});
      INSERT INTO highlights_fts (rowid, search_text) SELECT seq, ${text('highlights')} FROM highlights WHERE id = new.id;
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_fts_update AFTER UPDATE OF search_text, created_at ON highlights BEGIN
      INSERT INTO highlights_fts (highlights_fts, rowid, search_text) VALUES ('delete', old.seq, ${text('old')});
      UPDATE highlights SET seq = ${nextSeqFor('new.created_at')}
       WHERE seq = new.seq AND new.created_at <> old.created_at;
      INSERT INTO highlights_fts (rowid, search_text) SELECT seq, ${text('highlights')} FROM highlights WHERE id = new.id;
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_fts_delete AFTER DELETE ON highlights BEGIN
      INSERT INTO highlights_fts (highlights_fts, rowid, search_text) VALUES ('delete', old.seq, ${text('old')});
    END`)
    .execute(db);
}

/**
 * SQLite: the search index is scoped per user (modules/highlights/search-scope.ts): every indexed text starts
 * with its user's token, and the index reads its text from a view that adds it. Rebuilding reads every
 * highlight once (about 5 s per 100,000). PostgreSQL needs nothing: its trigram index is keyed by user
 * (migration 0013).
 */
export const userScopedSearch: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await dropIndex(db);
    await sql
      .raw(
        `CREATE VIEW highlights_fts_source AS SELECT seq, ${indexed('highlights')} AS search_text FROM highlights`,
      )
      .execute(db);
    await createIndex('highlights_fts_source').execute(db);
    await finishIndex(db, indexed);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await dropIndex(db);
    await sql`DROP VIEW highlights_fts_source`.execute(db);
    await createIndex('highlights').execute(db);
    await finishIndex(db, (row) => `${row}.search_text`);
  },
});
