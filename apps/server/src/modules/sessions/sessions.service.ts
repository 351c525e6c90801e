import type { SessionInfo } from '@precis/shared';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { deleteSessions, listSessions } from './sessions.repository';

export function createSessionsService(db: Db) {
  return {
    /** The user's live sessions, the current one first, then by last activity. */
    async list(userId: string, currentId: string, now = Date.now()): Promise<SessionInfo[]> {
      const rows = (await listSessions(db.kysely, userId)).filter((row) => row.expiresAt > now);
      return rows
        .map((row) => {
          const lastActiveAt = Math.max(row.lastActiveAt ?? 0, row.updatedAt, row.createdAt);
          return {
            id: row.id,
            userAgent: row.userAgent,
            ipAddress: row.ipAddress,
            createdAt: new Date(row.createdAt).toISOString(),
            lastActiveAt: new Date(lastActiveAt).toISOString(),
            expiresAt: new Date(row.expiresAt).toISOString(),
            current: row.id === currentId,
          };
        })
        .sort(
          (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
        );
    },

    async revoke(userId: string, id: string): Promise<void> {
      if ((await deleteSessions(db.kysely, userId, { id })) === 0)
        throw new NotFoundError('Session not found.');
    },

    async revokeOthers(userId: string, currentId: string): Promise<number> {
      return deleteSessions(db.kysely, userId, { allBut: currentId });
    },
  };
}
