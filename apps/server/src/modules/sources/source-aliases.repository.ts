import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The names sources were known by (migration 0028): a match key that was a source's before a rename, or a
 * merged-away source's. A key is an alias of at most one source of a user and never any source's current key,
 * so finding a source by it (after the current keys) answers one source.
 */

/**
 * The sources that have one of these match keys as an alias, with the alias (`alias_key`) and the columns
 * finding a source compares; the single and the bulk find both read aliases through this query.
 */
export function sourcesByAlias(db: Kysely<Database>, userId: string, matchKeys: readonly string[]) {
  return db
    .selectFrom('source_aliases as a')
    .innerJoin('sources as s', 's.id', 'a.source_id')
    .select([
      's.id',
      's.title',
      's.author',
      's.url',
      's.external_id',
      's.url_key',
      's.match_key',
      'a.match_key as alias_key',
      's.created_at',
    ])
    .where('a.user_id', '=', userId)
    .where('a.match_key', 'in', matchKeys);
}

/** Makes the key an alias of the source, taking it from any other source of the user that had it. */
export async function addAlias(
  db: Kysely<Database>,
  userId: string,
  matchKey: string,
  sourceId: string,
): Promise<void> {
  await db
    .insertInto('source_aliases')
    .values({ user_id: userId, match_key: matchKey, source_id: sourceId })
    .onConflict((conflict) => conflict.columns(['user_id', 'match_key']).doUpdateSet({ source_id: sourceId }))
    .execute();
}

/** The key is no alias any more (it has become a source's current key). */
export async function dropAlias(db: Kysely<Database>, userId: string, matchKey: string): Promise<void> {
  await db
    .deleteFrom('source_aliases')
    .where('user_id', '=', userId)
    .where('match_key', '=', matchKey)
    .execute();
}

/** Gives every alias of one source to another (a merge). */
export async function moveAliases(
  db: Kysely<Database>,
  userId: string,
  fromId: string,
  intoId: string,
): Promise<void> {
  await db
    .updateTable('source_aliases')
    .set({ source_id: intoId })
    .where('user_id', '=', userId)
    .where('source_id', '=', fromId)
    .execute();
}
