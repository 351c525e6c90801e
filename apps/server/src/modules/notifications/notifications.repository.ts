import type { Kysely, Selectable } from 'kysely';
import type { Database, DigestDeliveriesTable, NotificationSettingsTable } from '../../db/types';

export type SettingsRow = Selectable<NotificationSettingsTable>;
export type DeliveryRow = Selectable<DigestDeliveriesTable>;
type Db = Kysely<Database>;

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export type SettingsWrite = Omit<SettingsRow, 'last_sent_at' | 'last_error' | 'confirmed_email'>;

/** Inserts or replaces the user's settings; the delivery history columns are kept. */
export async function saveSettings(db: Db, row: SettingsWrite): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('notification_settings')
    .values({ ...row, last_sent_at: null, last_error: null })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Inserts the user's settings when there are none yet; true when inserted. */
export async function insertSettingsIfAbsent(db: Db, row: SettingsWrite): Promise<boolean> {
  const result = await db
    .insertInto('notification_settings')
    .values({ ...row, last_sent_at: null, last_error: null })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Turns the digest off (unsubscribe); false when the user has no settings. */
export async function disableDigest(db: Db, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ enabled: 0, next_run_at: null, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Enabled settings whose next send is due, oldest first. */
export async function findDueSettings(db: Db, now: number, limit: number): Promise<SettingsRow[]> {
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('enabled', '=', 1)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
}

/**
 * Moves a due row to its next send time, only if nobody did so first: the compare-and-set on the old value
 * is what lets exactly one of several schedulers win a period.
 */
export async function advanceNextRun(
  db: Db,
  userId: string,
  expectedNextRunAt: number,
  nextRunAt: number,
): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ next_run_at: nextRunAt })
    .where('user_id', '=', userId)
    .where('enabled', '=', 1)
    .where('next_run_at', '=', expectedNextRunAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordDigestOutcome(
  db: Db,
  userId: string,
  outcome: { sentAt: number } | { error: string },
): Promise<void> {
  await db
    .updateTable('notification_settings')
    .set(
      'sentAt' in outcome
        ? { last_sent_at: outcome.sentAt, last_error: null }
        : { last_error: outcome.error },
    )
    .where('user_id', '=', userId)
    .execute();
}

/** Creates the delivery record unless the key already has one; returns the stored record either way. */
export async function ensureDelivery(db: Db, row: DeliveryRow): Promise<DeliveryRow> {
  await db
    .insertInto('digest_deliveries')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'delivery_key']).doNothing())
    .execute();
  const stored = await findDelivery(db, row.user_id, row.delivery_key);
  if (!stored) throw new Error(`The delivery ${row.delivery_key} vanished right after it was stored.`);
  return stored;
}

export async function findDelivery(
  db: Db,
  userId: string,
  deliveryKey: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('digest_deliveries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('delivery_key', '=', deliveryKey)
    .executeTakeFirst();
}

/** Takes the right to send a delivery until `lockedUntil`; false when it was sent or another worker holds it. */
export async function acquireDelivery(
  db: Db,
  id: string,
  now: number,
  lockedUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable('digest_deliveries')
    .set({ status: 'sending', locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function settleDelivery(
  db: Db,
  id: string,
  outcome: { sentAt: number } | { error: string },
): Promise<void> {
  await db
    .updateTable('digest_deliveries')
    .set(
      'sentAt' in outcome
        ? { status: 'sent', sent_at: outcome.sentAt, locked_until: null, error: null }
        : { status: 'failed', locked_until: null, error: outcome.error },
    )
    .where('id', '=', id)
    .execute();
}

/** Creation times of the user's deliveries of a kind since an instant, oldest first (rate limits). */
export async function deliveryTimesSince(
  db: Db,
  userId: string,
  kind: DeliveryRow['kind'],
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('digest_deliveries')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function deliveriesOf(db: Db, userId: string): Promise<DeliveryRow[]> {
  return db
    .selectFrom('digest_deliveries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The columns of better-auth's `user` table that decide whether the account's own address is proven. */
interface AuthUserTable {
  id: string;
  email: string;
  /** SQLite stores 0/1, PostgreSQL a boolean. */
  emailVerified: boolean | number;
}

export async function findAccountEmail(
  db: Db,
  userId: string,
): Promise<{ email: string; verified: boolean } | undefined> {
  const row = await db
    .withTables<{ user: AuthUserTable }>()
    .selectFrom('user')
    .select(['email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { email: row.email, verified: Boolean(row.emailVerified) } : undefined;
}

/** Records the address as confirmed, only if it is still the one the settings hold; false otherwise. */
export async function confirmDigestAddress(db: Db, userId: string, email: string): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ confirmed_email: email })
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
