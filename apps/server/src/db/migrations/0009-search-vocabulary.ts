import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * SQLite: a read-only view of the FTS5 trigram index's vocabulary (how many highlights hold each trigram),
 * so a search can match on its rarest trigrams (sqlite-fts-match.ts). PostgreSQL needs nothing.
 */
export const searchVocabulary: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await sql`CREATE VIRTUAL TABLE highlights_fts_vocab USING fts5vocab('highlights_fts', 'row')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await sql`DROP TABLE highlights_fts_vocab`.execute(db);
  },
});
