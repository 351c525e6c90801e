import type { SourceKind } from '@precis/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, SourcesTable } from '../../db/types';
import { newId } from '../../lib/ids';
import { sourcesByAlias } from './source-aliases.repository';
import { sourceMatchKey, sourceUrlKey } from './source-keys';

export interface SourceInput {
  title: string;
  author?: string | null;
  url?: string | null;
  kind?: SourceKind | null;
  /** An identifier the source has elsewhere (an ASIN, a Readwise book id): found again by it first. */
  externalId?: string | null;
}

/** What a highlight copies from its source. */
export interface SourceRef {
  id: string;
  title: string;
  author: string | null;
  url: string | null;
  /** True when this call created it. */
  created: boolean;
}

export const REF_COLUMNS = ['id', 'title', 'author', 'url'] as const;

/** What a source is stored with and found by, from what a caller gave. */
export interface SourceKeys {
  title: string;
  author: string | null;
  url: string | null;
  kind: SourceKind;
  externalId: string | null;
  matchKey: string;
  urlKey: string | null;
}

export function sourceKeysOf(input: SourceInput): SourceKeys {
  const author = input.author?.trim() || null;
  const url = input.url?.trim() || null;
  const title = input.title.trim() || url || 'Untitled';
  return {
    title,
    author,
    url,
    kind: input.kind ?? 'other',
    externalId: input.externalId?.trim() || null,
    matchKey: sourceMatchKey(title, author),
    urlKey: sourceUrlKey(url),
  };
}

export function newSourceRow(
  userId: string,
  keys: SourceKeys,
  id: string,
  now: number,
): Insertable<SourcesTable> {
  return {
    id,
    user_id: userId,
    title: keys.title,
    author: keys.author,
    url: keys.url,
    kind: keys.kind,
    external_id: keys.externalId,
    match_key: keys.matchKey,
    url_key: keys.urlKey,
    recent_at: now,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The user's source with this external id, else with this URL, else with this title and author (compared
 * without case, accents or surrounding spaces: source-keys.ts), else the one that had this title and author
 * before a rename or a merge (its alias); created when there is none, so never under another's alias. Runs in the
 * caller's transaction when given one. Two concurrent calls for the same new source create it once: the
 * (user, title and author) key is unique, and the loser of the race reads the winner's row.
 */
export async function findOrCreateSource(
  db: Kysely<Database>,
  userId: string,
  input: SourceInput,
): Promise<SourceRef> {
  const keys = sourceKeysOf(input);
  const found = await findExisting(db, userId, keys);
  if (found) return { ...found, created: false };

  const now = Date.now();
  const id = newId(now);
  await db
    .insertInto('sources')
    .values(newSourceRow(userId, keys, id, now))
    .onConflict((conflict) => conflict.columns(['user_id', 'match_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('sources')
    .select(REF_COLUMNS)
    .where('user_id', '=', userId)
    .where('match_key', '=', keys.matchKey)
    .executeTakeFirstOrThrow();
  return { ...row, created: row.id === id };
}

async function findExisting(
  db: Kysely<Database>,
  userId: string,
  keys: SourceKeys,
): Promise<Omit<SourceRef, 'created'> | undefined> {
  const base = db.selectFrom('sources').select(REF_COLUMNS).where('user_id', '=', userId);
  if (keys.externalId) {
    const byExternalId = await base
      .where('external_id', '=', keys.externalId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (byExternalId) return byExternalId;
  }
  if (keys.urlKey) {
    const byUrl = await base
      .where('url_key', '=', keys.urlKey)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (byUrl) return byUrl;
  }
  const byMatchKey = await base.where('match_key', '=', keys.matchKey).executeTakeFirst();
  if (byMatchKey) return byMatchKey;
  const byAlias = await sourcesByAlias(db, userId, [keys.matchKey]).executeTakeFirst();
  return byAlias && { id: byAlias.id, title: byAlias.title, author: byAlias.author, url: byAlias.url };
}
