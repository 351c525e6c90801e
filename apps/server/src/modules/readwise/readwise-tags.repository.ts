import type { ReadwiseTag } from '@precis/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const lower = (name: string) => name.toLowerCase();

/**
 * The ids of tag names (one id per name of a user, case-insensitive; made when first seen). Answers each
 * name with its id, keeping the spelling asked for.
 */
export async function tagIdsOf(
  db: Kysely<Database>,
  userId: string,
  names: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Map(names.map((name) => [lower(name), name])).entries()];
  if (unique.length === 0) return new Map();
  await db
    .insertInto('readwise_tags')
    .values(unique.map(([key, name]) => ({ user_id: userId, name, name_lower: key })))
    .onConflict((conflict) => conflict.columns(['user_id', 'name_lower']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('readwise_tags')
    .select(['id', 'name_lower'])
    .where('user_id', '=', userId)
    .where(
      'name_lower',
      'in',
      unique.map(([key]) => key),
    )
    .execute();
  return new Map(rows.map((row) => [row.name_lower, Number(row.id)]));
}

/** Readwise's `{id, name}` for each name, in order. */
export async function tagsOf(
  db: Kysely<Database>,
  userId: string,
  names: readonly string[],
): Promise<ReadwiseTag[]> {
  const ids = await tagIdsOf(db, userId, names);
  return names.flatMap((name) => {
    const id = ids.get(lower(name));
    return id === undefined ? [] : [{ id, name }];
  });
}

export async function findTag(
  db: Kysely<Database>,
  userId: string,
  id: number,
): Promise<ReadwiseTag | undefined> {
  const row = await db
    .selectFrom('readwise_tags')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: Number(row.id), name: row.name };
}

/** The tags of books, by book id. */
export async function bookTags(
  db: Kysely<Database>,
  userId: string,
  bookIds: readonly number[],
): Promise<Map<number, ReadwiseTag[]>> {
  const result = new Map<number, ReadwiseTag[]>();
  if (bookIds.length === 0) return result;
  const rows = await db
    .selectFrom('readwise_book_tags as bt')
    .innerJoin('readwise_tags as t', 't.id', 'bt.tag_id')
    .select(['bt.book_id', 't.id', 't.name'])
    .where('t.user_id', '=', userId)
    .where('bt.book_id', 'in', [...bookIds])
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    const list = result.get(Number(row.book_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name });
    result.set(Number(row.book_id), list);
  }
  return result;
}

export async function addBookTag(db: Kysely<Database>, bookId: number, tagId: number): Promise<void> {
  await db
    .insertInto('readwise_book_tags')
    .values({ book_id: bookId, tag_id: tagId })
    .onConflict((conflict) => conflict.columns(['book_id', 'tag_id']).doNothing())
    .execute();
}

export async function removeBookTag(db: Kysely<Database>, bookId: number, tagId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('readwise_book_tags')
    .where('book_id', '=', bookId)
    .where('tag_id', '=', tagId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
