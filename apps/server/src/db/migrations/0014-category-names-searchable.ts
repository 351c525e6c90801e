import { searchableTexts } from '@precis/shared';
import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate';

interface SearchRow {
  id: string;
  content: string;
  source: string | null;
  comment: string | null;
  categories: string;
  tags: string;
}

const BATCH = 500;

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Rewrites `search_text` of every categorised highlight with the current rule (one pass, by id). */
async function rewriteSearchText(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<SearchRow>`
      SELECT id, content, source, comment, categories, tags FROM highlights
       WHERE categories <> '[]' AND id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
    for (const row of rows) {
      // The search-text rule of the time (the highlights module's buildSearchText), kept here so that a later
      // change of the rule cannot change what this migration did.
      const fields = { ...row, categories: parseList(row.categories), tags: parseList(row.tags) };
      const text = searchableTexts(fields).join('\n').toLowerCase();
      await sql`UPDATE highlights SET search_text = ${text} WHERE id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/**
 * Search also matches a category's display name ("Tasks & Actions"), as the browser's filter does: the
 * stored search text of categorised highlights gains those names. Going down leaves them (harmless).
 */
export const categoryNamesSearchable: DialectMigration = () => ({
  up: rewriteSearchText,
  async down() {},
});
