import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const SECRET_NAME = 'auth-secret';

/** The secret kept in the data folder, if one is. */
function secretInDataDir(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, SECRET_NAME), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * AUTH_SECRET signs sessions. A self-hoster should not have to invent one, so when it is unset a random
 * secret is made once and kept in the data folder: sessions then survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const kept = secretInDataDir(dataDir);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(path.join(dataDir, SECRET_NAME), secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * The same for processes sharing one PostgreSQL database, each with its own data folder: the secret is kept in
 * the database, so every process signs and reads sessions and mailed links alike. The first process to start
 * stores its own (an existing data folder's, so its sessions survive the upgrade, else a new one); the others
 * take that one.
 */
export async function resolveSharedAuthSecret(
  configured: string | undefined,
  dataDir: string,
  db: Kysely<Database>,
): Promise<string> {
  if (configured) return configured;
  const stored = await storedSecret(db);
  if (stored) return stored;
  const candidate = secretInDataDir(dataDir) ?? randomBytes(32).toString('base64url');
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await storedSecret(db)) ?? candidate;
}

async function storedSecret(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  return row?.value;
}
