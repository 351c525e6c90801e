import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

const createIndex = (detail: 'none' | 'full') =>
  sql`CREATE VIRTUAL TABLE highlights_fts USING fts5(
    search_text, content='highlights', content_rowid='seq', tokenize='trigram', detail=${sql.lit(detail)})`;

/**
 * SQLite: the trigram index without positions (detail=none), and a view of its vocabulary.
 * A search matches on trigrams ANDed and re-checks each row with instr() (sqlite-fts-match.ts), so it never
 * needs positions; without them each new highlight costs about a third less to index and the index is a
 * quarter smaller. The vocabulary says how many highlights hold each trigram, to match on the rarest.
 * Rebuilding reads every highlight once (about 5 s per 100,000). PostgreSQL needs nothing.
 */
export const leanSearchIndex: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await sql`DROP TABLE highlights_fts`.execute(db);
    await createIndex('none').execute(db);
    await sql`INSERT INTO highlights_fts (highlights_fts) VALUES ('rebuild')`.execute(db);
    await sql`CREATE VIRTUAL TABLE highlights_fts_vocab USING fts5vocab('highlights_fts', 'row')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await sql`DROP TABLE highlights_fts_vocab`.execute(db);
    await sql`DROP TABLE highlights_fts`.execute(db);
    await createIndex('full').execute(db);
    await sql`INSERT INTO highlights_fts (highlights_fts) VALUES ('rebuild')`.execute(db);
  },
});
