import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export async function rememberTimeZone(
  db: Kysely<Database>,
  userId: string,
  timeZone: string,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, time_zone: timeZone, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ time_zone: timeZone, updated_at: now }),
    )
    .execute();
}

/** The last zone seen for the user, UTC when none is known (docs/product-rules.md, Highlights). */
export async function timeZoneOfUser(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('user_preferences')
    .select('time_zone')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}
