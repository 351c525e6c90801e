import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

const BATCH = 500;
/** Anything but printable ASCII and line breaks: only such a text can hold an accent. */
const NON_ASCII_RE = /[^\x20-\x7e\n]/;
/** The accents of Latin and Greek letters once decomposed (the rule of the time: shared `foldForSearch`). */
const MARKS_ON_LATIN_OR_GREEK_RE = /([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu;

/** Kept here rather than imported so that a later change of the rule cannot change what this migration did. */
const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(MARKS_ON_LATIN_OR_GREEK_RE, '$1').normalize('NFC');

/**
 * Search reads "sisifo" as "Sísifo" and "cafe" as "café": the stored search text of every highlight is rewritten
 * without the accents of Latin and Greek letters (the search term is read the same way). One pass, by id, writing
 * only the rows that change; SQLite's full-text index follows through its update trigger. Going down leaves them
 * (an accent-free search text still finds a term typed without accents, which is what people type).
 */
export const accentsFoldedSearchable: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    let after = '';
    for (;;) {
      const { rows } = await sql<{ id: string; search_text: string }>`
        SELECT id, search_text FROM highlights WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
      for (const row of rows) {
        if (!NON_ASCII_RE.test(row.search_text)) continue;
        const folded = withoutAccents(row.search_text);
        if (folded !== row.search_text)
          await sql`UPDATE highlights SET search_text = ${folded} WHERE id = ${row.id}`.execute(db);
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = last.id;
    }
  },
  async down() {},
});
