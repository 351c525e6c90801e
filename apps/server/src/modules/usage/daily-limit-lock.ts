import { type Kysely, sql } from 'kysely';
import type { DailyCreationKind, Database } from '../../db/types';

/** The PostgreSQL advisory-lock namespace of each daily limit: constants no other lock uses. */
const DAILY_LIMIT_LOCKS: Record<DailyCreationKind, number> = { highlight: 20_002, summary: 20_004 };

/** Per transaction, the limits (kind and user) whose lock it holds: a batch of writes often has one user's. */
const heldLocks = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * Takes the user's lock of one daily limit until the transaction ends (PostgreSQL; SQLite has a single
 * writer), so concurrent creations cannot both pass the count. A statement of its own: the count that follows
 * must see what the lock's previous holder committed, and a statement sees the data as it was when it began.
 */
export async function lockDailyLimit(
  trx: Kysely<Database>,
  userId: string,
  kind: DailyCreationKind,
): Promise<void> {
  const held = heldLocks.get(trx) ?? new Set<string>();
  const key = `${kind}\n${userId}`;
  if (held.has(key)) return;
  await sql`SELECT pg_advisory_xact_lock(${DAILY_LIMIT_LOCKS[kind]}, hashtext(${userId}))`.execute(trx);
  held.add(key);
  heldLocks.set(trx, held);
}
