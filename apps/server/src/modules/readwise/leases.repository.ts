import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Takes the lease on `key` for `holder` when it is free or lapsed; true when `holder` now holds it. One
 * statement, so two processes asking at once cannot both get it.
 */
export async function takeLease(
  db: Kysely<Database>,
  key: string,
  holder: string,
  leaseMs: number,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .insertInto('leases')
    .values({ key, holder, expires_at: now + leaseMs })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ holder, expires_at: now + leaseMs })
        .where('leases.expires_at', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Pushes a held lease's end further; false when `holder` no longer holds it. */
export async function renewLease(
  db: Kysely<Database>,
  key: string,
  holder: string,
  leaseMs: number,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('leases')
    .set({ expires_at: now + leaseMs })
    .where('key', '=', key)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseLease(db: Kysely<Database>, key: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('key', '=', key).where('holder', '=', holder).execute();
}
