import {
  type NotificationSettings,
  type NotificationSettingsState,
  type NotificationTest,
  TEST_DIGESTS_PER_HOUR,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { enqueueOrUndo } from '../../lib/enqueue-or-undo';
import { ConflictError, LimitExceededError, NotFoundError, UnavailableError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { enqueueDigest } from './digest.jobs';
import { isDeliverable, sendAddressConfirmation } from './digest-address';
import {
  deliveryTimesSince,
  disableDigest,
  ensureDelivery,
  findSettings,
  insertSettingsIfAbsent,
  type SettingsRow,
  saveSettings,
  settleDelivery,
} from './notifications.repository';
import { nextSendAfter, periodEndingAt, type SendSchedule } from './send-schedule';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const HOUR_MS = 3_600_000;
const TEST_NOT_QUEUED = 'The test e-mail could not be queued.';

export const scheduleOf = (row: SettingsRow): SendSchedule => ({
  frequency: row.frequency,
  startAt: row.start_at,
  timeZone: row.time_zone,
});

async function toApi(context: AppContext, row: SettingsRow): Promise<NotificationSettingsState> {
  return {
    email: row.email,
    frequency: row.frequency,
    enabled: row.enabled === 1,
    startDate: new Date(row.start_at).toISOString(),
    emailConfirmed: await isDeliverable(context, row),
    linksTo: context.config.publicUrl,
  };
}

export async function getSettings(context: AppContext, caller: Caller): Promise<NotificationSettingsState> {
  const row = await findSettings(context.db.kysely, caller.userId);
  if (!row) throw new NotFoundError('No notification settings are stored yet.');
  return toApi(context, row);
}

/**
 * Stores the settings and the next send time. The caller's time zone is the one the time was picked in
 * (X-Timezone): the digest keeps that local time. An unchanged schedule keeps its pending send, so saving the
 * e-mail address a moment before a digest is due does not skip it.
 */
export async function updateSettings(
  context: AppContext,
  caller: Caller,
  input: NotificationSettings,
  now = Date.now(),
): Promise<NotificationSettingsState> {
  const db = context.db.kysely;
  const { userId, timeZone } = caller;
  const existing = await findSettings(db, userId);
  const schedule: SendSchedule = {
    frequency: input.frequency,
    startAt: Date.parse(input.startDate),
    timeZone,
  };
  const unchanged =
    existing?.enabled === 1 &&
    existing.next_run_at !== null &&
    existing.frequency === schedule.frequency &&
    existing.start_at === schedule.startAt &&
    existing.time_zone === timeZone;
  const nextRunAt = !input.enabled ? null : unchanged ? existing.next_run_at : nextSendAfter(schedule, now);
  await saveSettings(db, {
    user_id: userId,
    email: input.email,
    frequency: input.frequency,
    enabled: input.enabled ? 1 : 0,
    start_at: schedule.startAt,
    time_zone: timeZone,
    next_run_at: nextRunAt,
    updated_at: now,
  });
  const saved = await findSettings(db, userId);
  if (!saved) throw new NotFoundError('No notification settings are stored yet.');
  const answer = await toApi(context, saved);
  if (!answer.emailConfirmed) {
    await sendAddressConfirmation(context, userId, saved.email, context.logger, now);
  }
  return answer;
}

/** Disables the digest of the token's user; false when the token is not valid. */
export async function unsubscribe(context: AppContext, token: string, now = Date.now()): Promise<boolean> {
  const userId = verifyUnsubscribeToken(context.secrets.unsubscribe, token);
  if (!userId) return false;
  await disableDigest(context.db.kysely, userId, now);
  return true;
}

/**
 * Sends the digest of the current period so far to the configured address, whether or not digests are on,
 * so a person can check their set-up. Limited per hour; counted from the delivery records, so the limit
 * holds across restarts and processes.
 */
export async function requestTestDigest(
  context: AppContext,
  caller: Caller,
  now = Date.now(),
): Promise<NotificationTest> {
  const db = context.db.kysely;
  const { userId } = caller;
  const settings = await findSettings(db, userId);
  if (!settings) {
    throw new NotFoundError(
      'Save your notification settings first: there is no address to send a test e-mail to.',
    );
  }
  if (!(await isDeliverable(context, settings))) {
    throw new ConflictError(
      `Confirm ${settings.email} first: open the link Precis sent to it. Nothing is sent to an unconfirmed address.`,
    );
  }
  const recent = await deliveryTimesSince(db, userId, 'test', now - HOUR_MS);
  const oldest = recent[0];
  if (oldest !== undefined && recent.length >= TEST_DIGESTS_PER_HOUR) {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
    throw new LimitExceededError(
      `You can send at most ${TEST_DIGESTS_PER_HOUR} test e-mails per hour. Try again in ${Math.ceil(retryAfterSeconds / 60)} min.`,
      retryAfterSeconds,
    );
  }
  const period = periodEndingAt(scheduleOf(settings), now);
  const id = newId(now);
  const delivery = await ensureDelivery(db, {
    id,
    user_id: userId,
    kind: 'test',
    delivery_key: `test:${id}`,
    period_start: period.start,
    period_end: period.end,
    status: 'queued',
    locked_until: null,
    error: null,
    created_at: now,
    sent_at: null,
  });
  // Without its job the delivery would stay queued forever: it is marked failed, and the request fails.
  await enqueueOrUndo(
    () =>
      enqueueDigest(context, {
        userId,
        kind: 'test',
        deliveryKey: delivery.delivery_key,
        periodStart: period.start,
        periodEnd: period.end,
      }),
    () => settleDelivery(db, delivery.id, { error: TEST_NOT_QUEUED }),
  ).catch((error: unknown) => {
    context.logger.error({ err: error }, 'the test digest could not be queued');
    throw new UnavailableError(`${TEST_NOT_QUEUED} Please try again in a few minutes.`);
  });
  return {
    email: settings.email,
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
  };
}

/**
 * Brings back digest settings from an export, only into an account that has none (an import never changes
 * settings a person made here). The address is not trusted because it was in a file: it gets the same
 * confirmation link as one typed in Settings. True when the settings were stored.
 */
export async function restoreSettings(
  context: AppContext,
  userId: string,
  input: NotificationSettings & { timeZone: string },
  logger: { error(details: Record<string, unknown>, message: string): void },
  now = Date.now(),
): Promise<boolean> {
  const db = context.db.kysely;
  if (await findSettings(db, userId)) return false;
  const schedule: SendSchedule = {
    frequency: input.frequency,
    startAt: Date.parse(input.startDate),
    timeZone: input.timeZone,
  };
  const inserted = await insertSettingsIfAbsent(db, {
    user_id: userId,
    email: input.email,
    frequency: input.frequency,
    enabled: input.enabled ? 1 : 0,
    start_at: schedule.startAt,
    time_zone: schedule.timeZone,
    next_run_at: input.enabled ? nextSendAfter(schedule, now) : null,
    updated_at: now,
  });
  if (!inserted) return false;
  const saved = await findSettings(db, userId);
  if (saved && !(await isDeliverable(context, saved))) {
    await sendAddressConfirmation(context, userId, saved.email, logger, now);
  }
  return true;
}
