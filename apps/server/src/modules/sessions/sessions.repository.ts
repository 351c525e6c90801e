import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** better-auth's session table (dates: ISO text on SQLite, timestamps on PostgreSQL). */
interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
}

type WithAuth = Kysely<Database & { session: AuthSessionTable }>;
const withAuth = (db: Kysely<Database>): WithAuth => db.withTables<{ session: AuthSessionTable }>();
const ms = (value: string | Date) => new Date(value).getTime();

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
  lastActiveAt: number | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The session's user and expiry when it exists and has not expired: every request of a session asks. */
export async function findLiveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: number,
): Promise<{ userId: string } | undefined> {
  const row = await withAuth(db)
    .selectFrom('session')
    .select(['userId', 'expiresAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && ms(row.expiresAt) > now ? { userId: row.userId } : undefined;
}

export async function listSessions(db: Kysely<Database>, userId: string): Promise<SessionRow[]> {
  const rows = await withAuth(db)
    .selectFrom('session as s')
    .leftJoin('session_activity as a', 'a.session_id', 's.id')
    .select([
      's.id',
      's.userId',
      's.expiresAt',
      's.createdAt',
      's.updatedAt',
      's.ipAddress',
      's.userAgent',
      'a.last_active_at',
    ])
    .where('s.userId', '=', userId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    expiresAt: ms(row.expiresAt),
    createdAt: ms(row.createdAt),
    updatedAt: ms(row.updatedAt),
    lastActiveAt: row.last_active_at,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

/** Deletes one of the user's sessions, or all but one; answers how many went. */
export async function deleteSessions(
  db: Kysely<Database>,
  userId: string,
  target: { id: string } | { allBut: string },
): Promise<number> {
  const query = withAuth(db).deleteFrom('session').where('userId', '=', userId);
  const result = await ('id' in target
    ? query.where('id', '=', target.id)
    : query.where('id', '<>', target.allBut)
  ).executeTakeFirst();
  await pruneSessionActivity(db);
  return Number(result.numDeletedRows);
}

/** Forgets the last activity of sessions that no longer exist (signed out, revoked, expired and removed). */
export async function pruneSessionActivity(db: Kysely<Database>): Promise<void> {
  await withAuth(db)
    .deleteFrom('session_activity')
    .where('session_id', 'not in', (eb) => eb.selectFrom('session').select('id'))
    .execute();
}

export async function recordSessionActivity(
  db: Kysely<Database>,
  sessionId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('session_activity')
    .values({ session_id: sessionId, last_active_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_active_at: now }))
    .execute();
}
