import type { SendOutcome, WebCapture } from './capture';

/** The account a queued capture belongs to: the Precis address and the person signed in to it. */
export interface QueueOwner {
  address: string;
  email: string;
}

/**
 * A capture not yet on the server. Held items (refused by the server) wait for the person to decide.
 * Without an owner it was captured while nobody was signed in (or queued by a version that kept no owner),
 * and the next account to sign in takes it.
 */
export interface QueuedCapture {
  id: string;
  capture: WebCapture;
  owner?: QueueOwner;
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
  entry: { id: string; capture: WebCapture; owner?: QueueOwner; reason: string; retryAfterMs?: number },
  now: number,
): QueuedCapture[] {
  const wait = Math.max(entry.retryAfterMs ?? 0, backoffMs(1));
  return [
    ...queue,
    {
      id: entry.id,
      capture: entry.capture,
      // Field by field: the signed-in account's StoredAuth may be passed, and its token stays out of the queue.
      ...(entry.owner && { owner: { address: entry.owner.address, email: entry.owner.email } }),
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

/** The queue after `account` takes `id` back; an item of another account is not theirs to take. */
export function withdraw(
  queue: readonly QueuedCapture[],
  id: string,
  account: QueueOwner | undefined,
): QueuedCapture[] {
  return queue.filter((item) => item.id !== id || !isVisibleTo(item, account));
}

/** The queue with `note` on the capture `id`, sent along with it, when the item is `account`'s to change. */
export function withQueuedNote(
  queue: readonly QueuedCapture[],
  id: string,
  account: QueueOwner | undefined,
  note: string,
): QueuedCapture[] {
  return queue.map((item) =>
    item.id === id && isVisibleTo(item, account)
      ? { ...item, capture: { ...item.capture, comment: note } }
      : item,
  );
}

/** Makes every waiting item of `account` due now (the person pressed "Retry now", or just signed in). */
export function retryAllNow(
  queue: readonly QueuedCapture[],
  account: QueueOwner | undefined,
  now: number,
): QueuedCapture[] {
  return queue.map((item) =>
    item.held || !isVisibleTo(item, account) ? item : { ...item, nextAttemptAt: now },
  );
}

/**
 * Whether `account` (undefined: nobody signed in) may see, send and change the item: its own and unowned
 * ones. On a shared browser one person's unsent captures must neither reach another's account nor be read.
 */
export function isVisibleTo(item: QueuedCapture, account: QueueOwner | undefined): boolean {
  if (!item.owner) return true;
  return (
    account !== undefined && item.owner.address === account.address && item.owner.email === account.email
  );
}

export function visibleTo(queue: readonly QueuedCapture[], account: QueueOwner | undefined): QueuedCapture[] {
  return queue.filter((item) => isVisibleTo(item, account));
}

/** How many items wait for an account other than `account`. */
export function waitingForOthers(queue: readonly QueuedCapture[], account: QueueOwner | undefined): number {
  return queue.length - visibleTo(queue, account).length;
}

/** The account that signs in takes the unowned items: whoever captured while signed out is signing in. */
export function claimUnowned(queue: readonly QueuedCapture[], account: QueueOwner): QueuedCapture[] {
  const owner = { address: account.address, email: account.email };
  return queue.map((item) => (item.owner ? item : { ...item, owner }));
}
