import type { SupportMessageKind } from '@precis/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The columns of better-auth's `user` table that the operator's lists and checks read. */
interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  /** SQLite stores 0/1, PostgreSQL a boolean. */
  emailVerified: boolean | number;
}

/** Whether the user proved they own their address (the link of the verification e-mail). */
export async function hasVerifiedEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .withTables<{ user: AuthUserTable }>()
    .selectFrom('user')
    .select('emailVerified')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.emailVerified);
}

export interface NewSupportMessage {
  id: string;
  userId: string;
  kind: SupportMessageKind;
  payload: string;
  createdAt: number;
}

export interface SupportMessageRow extends NewSupportMessage {
  userEmail: string | null;
  userName: string | null;
}

export async function insertSupportMessage(db: Kysely<Database>, message: NewSupportMessage): Promise<void> {
  await db
    .insertInto('support_messages')
    .values({
      id: message.id,
      user_id: message.userId,
      kind: message.kind,
      payload: message.payload,
      created_at: message.createdAt,
    })
    .execute();
}

/**
 * One page of every user's messages of a kind, newest first: this is the operator's view, the only query
 * here that is deliberately not scoped to one user (the service checks the caller is an operator).
 * A left join, so messages outlive their author's account.
 */
export async function listSupportMessages(
  db: Kysely<Database>,
  kind: SupportMessageKind,
  page: { limit: number; offset: number },
): Promise<SupportMessageRow[]> {
  const rows = await db
    .withTables<{ user: AuthUserTable }>()
    .selectFrom('support_messages as m')
    .leftJoin('user as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'm.kind',
      'm.payload',
      'm.created_at',
      'u.email as user_email',
      'u.name as user_name',
    ])
    .where('m.kind', '=', kind)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    payload: row.payload,
    createdAt: Number(row.created_at),
    userEmail: row.user_email,
    userName: row.user_name,
  }));
}

export async function countSupportMessages(db: Kysely<Database>, kind: SupportMessageKind): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When the user's messages of the last window were sent, oldest first (the daily cap counts them). */
export async function supportMessageTimesSince(
  db: Kysely<Database>,
  userId: string,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('support_messages')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => Number(row.created_at));
}
