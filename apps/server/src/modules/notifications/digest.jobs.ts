import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { renderDigest } from '../../mail/digest-template';
import { isDeliverable } from './digest-address';
import { collectDigest } from './digest-content';
import {
  acquireDelivery,
  advanceNextRun,
  ensureDelivery,
  findDelivery,
  findDueSettings,
  findSettings,
  recordDigestOutcome,
  settleDelivery,
} from './notifications.repository';
import { lastSendAtOrBefore, nextSendAfter, periodEndingAt, type SendSchedule } from './send-schedule';

export const SEND_DIGEST_JOB = 'send-digest';
export const DIGEST_TICK_INTERVAL_MS = 30_000;
/** Attempts of one digest: a failed send is retried with the queue's backoff, then recorded. */
const DIGEST_MAX_ATTEMPTS = 4;
/** How long a worker may hold a delivery while it builds and sends it (AI summary + SMTP). */
const DELIVERY_LEASE_MS = 10 * 60_000;
const DUE_BATCH = 200;

export interface SendDigestPayload {
  userId: string;
  kind: 'scheduled' | 'test';
  /** Unique per user: the delivery record that makes the send happen at most once. */
  deliveryKey: string;
  periodStart: number;
  periodEnd: number;
}

export class DeliveryBusyError extends Error {
  constructor() {
    super('Another worker is sending this digest right now.');
    this.name = 'DeliveryBusyError';
  }
}

export function enqueueDigest(context: AppContext, payload: SendDigestPayload): Promise<void> {
  return context.jobs.enqueue(SEND_DIGEST_JOB, payload, {
    uniqueKey: `digest:${payload.userId}:${payload.deliveryKey}`,
    maxAttempts: DIGEST_MAX_ATTEMPTS,
  });
}

/**
 * One scheduler pass: every enabled user whose send time has come gets one `send-digest` job for the
 * period, then their next send time. The job is enqueued before the row moves on, so a crash in between
 * repeats the enqueue (harmless: the unique key and the delivery record dedupe) instead of losing the period;
 * the compare-and-set on next_run_at means only one of several processes advances the row.
 * After downtime the digest covers every missed period at once.
 */
export async function runDigestTick(context: AppContext, now: number): Promise<number> {
  const db = context.db.kysely;
  let enqueued = 0;
  for (;;) {
    const due = await findDueSettings(db, now, DUE_BATCH);
    for (const row of due) {
      const dueAt = row.next_run_at;
      if (dueAt === null) continue;
      const schedule: SendSchedule = {
        frequency: row.frequency,
        startAt: row.start_at,
        timeZone: row.time_zone,
      };
      const periodEnd = Math.max(dueAt, lastSendAtOrBefore(schedule, now) ?? dueAt);
      const periodStart = periodEndingAt(schedule, dueAt).start;
      await enqueueDigest(context, {
        userId: row.user_id,
        kind: 'scheduled',
        deliveryKey: `scheduled:${periodEnd}`,
        periodStart,
        periodEnd,
      });
      if (await advanceNextRun(db, row.user_id, dueAt, nextSendAfter(schedule, now))) enqueued += 1;
    }
    if (due.length < DUE_BATCH) return enqueued;
  }
}

/** Builds and sends one digest, at most once per delivery key whatever the retries and workers. */
export async function sendDigest(context: AppContext, payload: SendDigestPayload): Promise<void> {
  const db = context.db.kysely;
  const settings = await findSettings(db, payload.userId);
  // Unsubscribed or turned off since the period was claimed: nothing to send.
  if (!settings || (payload.kind === 'scheduled' && settings.enabled !== 1)) return;
  if (!(await isDeliverable(context, settings))) {
    await recordDigestOutcome(db, payload.userId, {
      error: `Not sent: ${settings.email} is not confirmed yet. Open the link Precis sent to it.`,
    });
    return;
  }
  const now = Date.now();
  const delivery = await ensureDelivery(db, {
    id: newId(now),
    user_id: payload.userId,
    kind: payload.kind,
    delivery_key: payload.deliveryKey,
    period_start: payload.periodStart,
    period_end: payload.periodEnd,
    status: 'queued',
    locked_until: null,
    error: null,
    created_at: now,
    sent_at: null,
  });
  if (delivery.status === 'sent') return;
  if (!(await acquireDelivery(db, delivery.id, now, now + DELIVERY_LEASE_MS))) {
    const current = await findDelivery(db, payload.userId, payload.deliveryKey);
    if (!current || current.status === 'sent') return;
    throw new DeliveryBusyError();
  }
  try {
    const content = await collectDigest(context, {
      settings,
      periodStart: payload.periodStart,
      periodEnd: payload.periodEnd,
      isTest: payload.kind === 'test',
    });
    const digest = renderDigest(content);
    await context.mail.send({
      to: settings.email,
      messageId: `<digest-${delivery.id}@${new URL(context.config.publicUrl).hostname}>`,
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
      headers: {
        'List-Unsubscribe': `<${content.links.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    await settleDelivery(db, delivery.id, { error: readable(error) });
    throw error;
  }
  const sentAt = Date.now();
  await settleDelivery(db, delivery.id, { sentAt });
  await recordDigestOutcome(db, payload.userId, { sentAt });
}

const readable = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Job module (listed in modules/index.ts): the send handler and the 30 s scheduler tick. */
export function registerDigestJobs(context: AppContext): void {
  context.scheduler.schedule('e-mail digests', DIGEST_TICK_INTERVAL_MS, async (now) => {
    await runDigestTick(context, now.getTime());
  });
  context.jobs.register<SendDigestPayload>(SEND_DIGEST_JOB, (payload) => sendDigest(context, payload), {
    timeoutMs: context.config.ai.timeoutMs + 60_000,
    onFinalFailure: async (payload, error) => {
      const message = `The ${payload.kind} digest for ${new Date(payload.periodEnd).toISOString()} could not be sent: ${readable(error)}`;
      await recordDigestOutcome(context.db.kysely, payload.userId, { error: message });
    },
  });
}
