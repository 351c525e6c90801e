import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

/**
 * Search reads a typographic apostrophe as a typed one: Kindle writes "don’t", a person types "don't", and 1 of 34
 * highlights was found. The stored search text of every highlight holding one is rewritten with the plain mark
 * (the search term is read the same way); SQLite's full-text index follows through its update trigger. Going
 * down leaves them (harmless: the typed apostrophe is what people search for).
 */
export const plainApostrophesSearchable: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await sql`UPDATE highlights
                 SET search_text = replace(replace(replace(search_text, '’', ''''), '‘', ''''), 'ʼ', '''')
               WHERE search_text LIKE '%’%' OR search_text LIKE '%‘%' OR search_text LIKE '%ʼ%'`.execute(db);
  },
  async down() {},
});
