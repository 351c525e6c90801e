import type { SendOutcome, WebCapture } from './capture';

/** A capture not yet on the server. Held items (refused by the server) wait for the person to decide. */
export interface QueuedCapture {
  id: string;
  capture: WebCapture;
  queuedAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string;
  held: boolean;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;

/** Waits 30 s, 1 min, 2 min, ... up to 30 min between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export function enqueue(
  queue: readonly QueuedCapture[],
  entry: { id: string; capture: WebCapture; reason: string; retryAfterMs?: number },
  now: number,
): QueuedCapture[] {
  const wait = Math.max(entry.retryAfterMs ?? 0, backoffMs(1));
  return [
    ...queue,
    {
      id: entry.id,
      capture: entry.capture,
      queuedAt: now,
      attempts: 1,
      nextAttemptAt: now + wait,
      lastError: entry.reason,
      held: false,
    },
  ];
}

/** The items whose next attempt is due, oldest first. */
export function dueItems(queue: readonly QueuedCapture[], now: number): QueuedCapture[] {
  return queue
    .filter((item) => !item.held && item.nextAttemptAt <= now)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** The queue after one attempt to send `id`: gone once saved, otherwise rescheduled or held. */
export function afterAttempt(
  queue: readonly QueuedCapture[],
  id: string,
  outcome: SendOutcome,
  now: number,
): QueuedCapture[] {
  if (outcome.kind === 'saved') return removeItem(queue, id);
  return queue.map((item) => {
    if (item.id !== id) return item;
    const attempts = item.attempts + 1;
    if (outcome.kind === 'rejected') return { ...item, attempts, lastError: outcome.reason, held: true };
    const wait =
      outcome.kind === 'retry'
        ? Math.max(outcome.retryAfterMs ?? 0, backoffMs(attempts))
        : backoffMs(attempts);
    return { ...item, attempts, lastError: outcome.reason, nextAttemptAt: now + wait };
  });
}

export function removeItem(queue: readonly QueuedCapture[], id: string): QueuedCapture[] {
  return queue.filter((item) => item.id !== id);
}

/** Makes every waiting item due now (the person pressed "Retry now", or just signed in). */
export function retryAllNow(queue: readonly QueuedCapture[], now: number): QueuedCapture[] {
  return queue.map((item) => (item.held ? item : { ...item, nextAttemptAt: now }));
}
