import type { SourceKind } from '@precis/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { newId } from '../../lib/ids';
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

const REF_COLUMNS = ['id', 'title', 'author', 'url'] as const;

/**
 * The user's source with this external id, else with this URL, else with this title and author (compared
 * without case, accents or surrounding spaces: source-keys.ts); created when there is none. Runs in the
 * caller's transaction when given one. Two concurrent calls for the same new source create it once: the
 * (user, title and author) key is unique, and the loser of the race reads the winner's row.
 */
export async function findOrCreateSource(
  db: Kysely<Database>,
  userId: string,
  input: SourceInput,
): Promise<SourceRef> {
  const author = input.author?.trim() || null;
  const url = input.url?.trim() || null;
  const externalId = input.externalId?.trim() || null;
  const title = input.title.trim() || url || 'Untitled';
  const matchKey = sourceMatchKey(title, author);
  const urlKey = sourceUrlKey(url);

  const found = await findExisting(db, userId, { externalId, urlKey, matchKey });
  if (found) return { ...found, created: false };

  const now = Date.now();
  const id = newId(now);
  await db
    .insertInto('sources')
    .values({
      id,
      user_id: userId,
      title,
      author,
      url,
      kind: input.kind ?? 'other',
      external_id: externalId,
      match_key: matchKey,
      url_key: urlKey,
      recent_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'match_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('sources')
    .select(REF_COLUMNS)
    .where('user_id', '=', userId)
    .where('match_key', '=', matchKey)
    .executeTakeFirstOrThrow();
  return { ...row, created: row.id === id };
}

async function findExisting(
  db: Kysely<Database>,
  userId: string,
  keys: { externalId: string | null; urlKey: string | null; matchKey: string },
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
  return base.where('match_key', '=', keys.matchKey).executeTakeFirst();
}
