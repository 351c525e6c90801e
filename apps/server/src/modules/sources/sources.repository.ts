import type { SourceKind } from '@precis/shared';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { dialectOf } from '../../db/prepared-query';
import type { Database, SourcesTable } from '../../db/types';
import { SOURCE_COLUMNS, type StoredSource } from './source-fields';

/** A source as read here: typed with every column, holding those of COLUMNS. */
export type SourceRow = StoredSource;

/** Its fields' columns (SOURCE_FIELDS) and the match key, which an update compares. */
const COLUMNS = [...SOURCE_COLUMNS, 'match_key'] as const;

export interface SourceFilter {
  /** looseText of the search term: matched anywhere in the title or the author. */
  key?: string;
  kind?: SourceKind;
  /** After this position (recent_at, id) of the newest-first order. */
  after?: readonly [number, string];
  limit: number;
}

/**
 * The user's sources, most recently highlighted first, from the (user_id, recent_at, id) index. The search
 * reads the stored match key (title and author without case or accents), so it finds "Misérables" by
 * "miserables".
 */
export function findSources(
  db: Kysely<Database>,
  userId: string,
  filter: SourceFilter,
): Promise<SourceRow[]> {
  let query = db.selectFrom('sources').select(COLUMNS).where('user_id', '=', userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.key) {
    const key = filter.key;
    query = query.where(
      dialectOf(db) === 'sqlite'
        ? sql<SqlBool>`instr(match_key, ${key}) > 0`
        : sql<SqlBool>`strpos(match_key, ${key}) > 0`,
    );
  }
  if (filter.after) {
    const [recentAt, id] = filter.after;
    query = query.where((eb) =>
      eb.or([eb('recent_at', '<', recentAt), eb.and([eb('recent_at', '=', recentAt), eb('id', '<', id)])]),
    );
  }
  return query.orderBy('recent_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export function findSourceById(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SourceRow | undefined> {
  return db
    .selectFrom('sources')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSourceByMatchKey(
  db: Kysely<Database>,
  userId: string,
  matchKey: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('sources')
    .select('id')
    .where('user_id', '=', userId)
    .where('match_key', '=', matchKey)
    .executeTakeFirst();
}

export async function updateSourceRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
  fields: Pick<SourcesTable, 'title' | 'author' | 'url' | 'kind' | 'match_key' | 'url_key' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('sources').set(fields).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Gives the source this external id unless it has one. */
export async function setExternalIdIfNone(
  db: Kysely<Database>,
  userId: string,
  id: string,
  externalId: string,
): Promise<void> {
  await db
    .updateTable('sources')
    .set({ external_id: externalId })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('external_id', 'is', null)
    .execute();
}

/** Deletes the source if it has no highlights; false when it has some (or there is no such source). */
export async function deleteEmptySource(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sources')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('highlights_count', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
