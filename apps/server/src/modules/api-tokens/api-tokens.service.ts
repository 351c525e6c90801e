import {
  API_TOKENS_MAX,
  type ApiToken,
  type CreatedApiToken,
  type createApiTokenSchema,
} from '@precis/shared';
import type { z } from 'zod';
import { generateApiToken, hashApiToken } from '../../auth/api-token-secret';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  type ApiTokenRow,
  countLiveApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
} from './api-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
  };
}

export function createApiTokensService(db: Db) {
  return {
    async create(userId: string, input: z.output<typeof createApiTokenSchema>, now = Date.now()) {
      if ((await countLiveApiTokens(db.kysely, userId, now)) >= API_TOKENS_MAX) {
        throw new ConflictError(
          `You already have ${API_TOKENS_MAX} API tokens, the most one account may have. Revoke one before creating another.`,
        );
      }
      const token = generateApiToken();
      const row = {
        id: newId(now),
        user_id: userId,
        name: input.name,
        scope: input.scope,
        token_hash: hashApiToken(token),
        created_at: now,
        expires_at: input.expiresInDays === undefined ? null : now + input.expiresInDays * DAY_MS,
        last_used_at: null,
      };
      await insertApiToken(db.kysely, row);
      const created: CreatedApiToken = { ...toApiToken(row), token };
      return created;
    },

    async list(userId: string): Promise<ApiToken[]> {
      return (await listApiTokens(db.kysely, userId)).map(toApiToken);
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await deleteApiToken(db.kysely, userId, id))) throw new NotFoundError('API token not found.');
    },
  };
}
