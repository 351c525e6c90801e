import { createHash } from 'node:crypto';
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

type Options = BetterAuthOptions;
type AdapterFactory = (options: Options) => DBAdapter<Options>;

/** What the session table stores instead of a session token: its SHA-256, hex (64 characters). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored value that is already a hash, not a token better-auth made (those are 32 letters and digits). */
export const isHashedSessionToken = (value: string) => /^[0-9a-f]{64}$/.test(value);

/**
 * Wraps better-auth's database adapter so the session table holds only SHA-256 of each session token:
 * a copy of the database then signs no one in. Every lookup by `token` is rewritten to the hash, and a row
 * read back carries the token it was looked up with (better-auth signs it into the cookie and refreshes the
 * session by it). Rows read by anything else (a user's sessions) carry the hash, which is no credential.
 * `onSessionsDeleted` runs after better-auth deletes sessions (their activity rows go with them).
 */
export function withHashedSessionTokens(
  factory: AdapterFactory,
  onSessionsDeleted: () => Promise<void>,
): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const transaction = adapter.transaction;
    return {
      ...wrap(adapter, onSessionsDeleted),
      transaction: (callback) => transaction((trx) => callback(wrap(trx, onSessionsDeleted))),
    };
  };
}

function wrap<A extends DBTransactionAdapter<Options>>(
  adapter: A,
  onSessionsDeleted: () => Promise<void>,
): A {
  const isSession = (model: string) => model === 'session';
  return {
    ...adapter,
    async create(data) {
      if (!isSession(data.model)) return adapter.create(data);
      const raw: unknown = Reflect.get(data.data, 'token');
      if (typeof raw !== 'string') return adapter.create(data);
      const created = await adapter.create({ ...data, data: { ...data.data, token: hashSessionToken(raw) } });
      return withToken(created, raw);
    },
    async findOne(data) {
      if (!isSession(data.model)) return adapter.findOne(data);
      const seen = new Map<string, string>();
      return restore(await adapter.findOne({ ...data, where: hashWhere(data.where, seen) }), seen);
    },
    async findMany(data) {
      if (!isSession(data.model)) return adapter.findMany(data);
      const seen = new Map<string, string>();
      const rows = await adapter.findMany({ ...data, where: data.where && hashWhere(data.where, seen) });
      return rows.map((row) => restore(row, seen));
    },
    count: (data) =>
      isSession(data.model)
        ? adapter.count({ ...data, where: data.where && hashWhere(data.where) })
        : adapter.count(data),
    async update(data) {
      if (!isSession(data.model)) return adapter.update(data);
      const seen = new Map<string, string>();
      const updated = await adapter.update({
        ...data,
        where: hashWhere(data.where, seen),
        update: hashUpdate(data.update, seen),
      });
      return restore(updated, seen);
    },
    updateMany: (data) =>
      isSession(data.model)
        ? adapter.updateMany({ ...data, where: hashWhere(data.where), update: hashUpdate(data.update) })
        : adapter.updateMany(data),
    async delete(data) {
      if (!isSession(data.model)) return adapter.delete(data);
      await adapter.delete({ ...data, where: hashWhere(data.where) });
      await onSessionsDeleted();
    },
    async deleteMany(data) {
      if (!isSession(data.model)) return adapter.deleteMany(data);
      const deleted = await adapter.deleteMany({ ...data, where: hashWhere(data.where) });
      if (deleted > 0) await onSessionsDeleted();
      return deleted;
    },
    async consumeOne(data) {
      if (!isSession(data.model)) return adapter.consumeOne(data);
      const seen = new Map<string, string>();
      const consumed = restore(
        await adapter.consumeOne({ ...data, where: hashWhere(data.where, seen) }),
        seen,
      );
      if (consumed) await onSessionsDeleted();
      return consumed;
    },
    async incrementOne(data) {
      if (!isSession(data.model)) return adapter.incrementOne(data);
      const seen = new Map<string, string>();
      return restore(await adapter.incrementOne({ ...data, where: hashWhere(data.where, seen) }), seen);
    },
  };
}

/** The clauses with every `token` value hashed; `seen` remembers hash -> token to give rows theirs back. */
function hashWhere(where: Where[], seen = new Map<string, string>()): Where[] {
  const hash = (token: string) => {
    const hashed = hashSessionToken(token);
    seen.set(hashed, token);
    return hashed;
  };
  return where.map((clause) => {
    if (clause.field !== 'token') return clause;
    if (typeof clause.value === 'string') return { ...clause, value: hash(clause.value) };
    if (Array.isArray(clause.value) && clause.value.every((item) => typeof item === 'string')) {
      return { ...clause, value: clause.value.map((item) => hash(String(item))) };
    }
    return clause;
  });
}

function hashUpdate(
  update: Record<string, unknown>,
  seen = new Map<string, string>(),
): Record<string, unknown> {
  const token = update.token;
  if (typeof token !== 'string') return update;
  const hashed = hashSessionToken(token);
  seen.set(hashed, token);
  return { ...update, token: hashed };
}

function withToken<T>(row: T, token: string): T {
  return row && typeof row === 'object' ? { ...row, token } : row;
}

function restore<T>(row: T, seen: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const stored: unknown = Reflect.get(row, 'token');
  const raw = typeof stored === 'string' ? seen.get(stored) : undefined;
  return raw === undefined ? row : withToken(row, raw);
}
