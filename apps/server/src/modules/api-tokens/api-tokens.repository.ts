import type { ApiTokenScope } from '@precis/shared';
import type { Kysely } from 'kysely';
import type { ApiTokensTable, Database } from '../../db/types';

/** better-auth's user table, as far as a token lookup reads it. */
interface AuthUserTable {
  id: string;
  email: string;
  name: string;
}

export type ApiTokenRow = Omit<ApiTokensTable, 'token_hash' | 'user_id'>;

const LISTED = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

export async function insertApiToken(db: Kysely<Database>, row: ApiTokensTable): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** Tokens that still work (unexpired): the ones the per-user cap counts. */
export async function countLiveApiTokens(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listApiTokens(db: Kysely<Database>, userId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findApiToken(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<ApiTokenRow | undefined> {
  return db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes one of the user's tokens; false when the user has no token with that id. */
export async function deleteApiToken(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface TokenOwner {
  tokenId: string;
  scope: ApiTokenScope;
  expiresAt: number | null;
  lastUsedAt: number | null;
  user: AuthUserTable;
}

/** The token with this digest and its owner, read on every request (no cache: revocation holds at once). */
export async function findTokenOwner(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<TokenOwner | undefined> {
  const row = await db
    .withTables<{ user: AuthUserTable }>()
    .selectFrom('api_tokens as t')
    .innerJoin('user as u', 'u.id', 't.user_id')
    .select(['t.id', 't.scope', 't.expires_at', 't.last_used_at', 'u.id as user_id', 'u.email', 'u.name'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenId: row.id,
    scope: row.scope,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    user: { id: row.user_id, email: row.email, name: row.name },
  };
}

export async function touchApiToken(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
