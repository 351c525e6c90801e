import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { buildSearchText } from './search-text';

/** What a highlight copies from its source (migration 0017). */
export interface SourceCopy {
  id: string;
  title: string;
  author: string | null;
  url: string | null;
}

/**
 * Points the user's highlights of source `fromId` at `to` and rewrites their copies of its title, author and
 * URL, and their search text (which holds the title and author). A rename passes the same source as both.
 * Resolves to the number of highlights rewritten. Run it in the transaction that changes the source.
 */
export async function moveToSource(
  trx: Kysely<Database>,
  userId: string,
  fromId: string,
  to: SourceCopy,
): Promise<number> {
  const rows = await trx
    .selectFrom('highlights')
    .select(['id', 'content', 'comment', 'categories', 'tags'])
    .where('user_id', '=', userId)
    .where('source_id', '=', fromId)
    .execute();
  for (const row of rows) {
    const searchText = buildSearchText({
      content: row.content,
      source: to.title,
      author: to.author,
      comment: row.comment,
      categories: parseList(row.categories),
      tags: parseList(row.tags),
    });
    await trx
      .updateTable('highlights')
      .set({
        source_id: to.id,
        source: to.title,
        author: to.author,
        source_url: to.url,
        search_text: searchText,
      })
      .where('user_id', '=', userId)
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
