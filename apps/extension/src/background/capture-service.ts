import type { SendOutcome, WebCapture } from '../lib/capture';
import type { CaptureResult, NoteResult, UndoResult } from '../lib/messages';
import {
  afterAttempt,
  claimUnowned,
  dueItems,
  enqueue,
  isVisibleTo,
  type QueuedCapture,
  type QueueOwner,
  retryAllNow,
  visibleTo,
  withdraw,
  withQueuedNote,
} from '../lib/queue';
import { addRecent, excerptOf, type RecentHighlight, removeRecent, savedIdOf, withNote } from '../lib/recent';
import { exclusive, forgetAccount, read, readAuth, type StoredAuth, write } from '../lib/storage';
import { deleteHighlight, sendCapture, updateComment } from './api';

const SIGNED_OUT = 'Signed out: sign in to Precis to send it.';
const NOTE_SIGNED_OUT = 'The note was not saved. Signed out: sign in to Precis and add it again.';
const OTHER_ACCOUNT = 'This capture waits for the account that saved it: only that account can change it.';

async function updateQueue(change: (queue: QueuedCapture[]) => QueuedCapture[]): Promise<QueuedCapture[]> {
  return exclusive(async () => {
    const queue = change((await read('queue')) ?? []);
    await write({ queue });
    return queue;
  });
}

function updateRecent(change: (recent: RecentHighlight[]) => RecentHighlight[]): Promise<void> {
  return exclusive(async () => write({ recent: change((await read('recent')) ?? []) }));
}

/** The toolbar badge counts what the signed-in account waits for; another account's captures are not its. */
export async function showQueueSize(): Promise<void> {
  const size = visibleTo((await read('queue')) ?? [], await readAuth()).length;
  await chrome.action.setBadgeText({ text: size ? String(size) : '' });
  if (size) await chrome.action.setBadgeBackgroundColor({ color: '#b45309' });
}

function remember(id: string, capture: WebCapture, queuedAs?: string): Promise<void> {
  const entry = {
    id,
    excerpt: excerptOf(capture.content),
    source: capture.source,
    savedAt: Date.now(),
    capture,
    ...(queuedAs !== undefined && { queuedAs }),
  };
  return updateRecent((recent) => addRecent(recent, entry));
}

/** Whether the queue holds `id`, and whose it is as seen by `account`. */
async function queuedFor(
  id: string,
  account: StoredAuth | undefined,
): Promise<'mine' | 'theirs' | undefined> {
  const item = ((await read('queue')) ?? []).find((entry) => entry.id === id);
  if (!item) return undefined;
  return isVisibleTo(item, account) ? 'mine' : 'theirs';
}

/**
 * Sends a capture now; whatever keeps it from the server for a while puts it in the retry queue, as a
 * capture of the account signed in now (even when the server has just said its token is no longer valid).
 */
export async function saveCapture(capture: WebCapture): Promise<CaptureResult> {
  const auth = await readAuth();
  const outcome: SendOutcome = auth
    ? await sendCapture(auth, capture)
    : { kind: 'signed-out', reason: SIGNED_OUT };
  if (outcome.kind === 'saved') {
    await remember(outcome.id, capture);
    return { status: 'saved', id: outcome.id };
  }
  if (outcome.kind === 'rejected') return { status: 'failed', message: outcome.reason };
  if (outcome.kind === 'signed-out') await forgetAccount();
  const id = crypto.randomUUID();
  const retryAfterMs = outcome.kind === 'retry' ? outcome.retryAfterMs : undefined;
  await updateQueue((queue) =>
    enqueue(queue, { id, capture, owner: auth, reason: outcome.reason, retryAfterMs }, Date.now()),
  );
  return { status: 'queued', id, reason: outcome.reason };
}

/** The account that has just signed in takes the captures made while nobody was signed in. */
export async function claimUnownedCaptures(account: QueueOwner): Promise<void> {
  await updateQueue((queue) => claimUnowned(queue, account));
}

let flushing = false;

/**
 * Sends the signed-in account's queued captures that are due, oldest first; stops at the first sign that it
 * is no use. Another account's captures wait until it signs in here again.
 */
export async function flushQueue(options: { now?: boolean } = {}): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    const auth = await readAuth();
    if (options.now) await updateQueue((queue) => retryAllNow(queue, auth, Date.now()));
    if (!auth) return;
    for (const item of dueItems(visibleTo((await read('queue')) ?? [], auth), Date.now())) {
      const outcome = await sendCapture(auth, item.capture);
      await updateQueue((queue) => afterAttempt(queue, item.id, outcome, Date.now()));
      if (outcome.kind === 'saved') await remember(outcome.id, item.capture, item.id);
      if (outcome.kind === 'signed-out') await forgetAccount();
      if (outcome.kind === 'signed-out' || outcome.kind === 'retry') return;
    }
  } finally {
    flushing = false;
  }
}

export async function discardQueued(id: string): Promise<void> {
  const auth = await readAuth();
  await updateQueue((queue) => withdraw(queue, id, auth));
}

/** Takes a capture back: out of the queue if it is still there, otherwise off the server. */
export async function undoCapture(id: string): Promise<UndoResult> {
  const auth = await readAuth();
  const queued = await queuedFor(id, auth);
  if (queued === 'theirs') return { ok: false, message: OTHER_ACCOUNT };
  if (queued === 'mine') {
    await updateQueue((queue) => withdraw(queue, id, auth));
    return { ok: true };
  }
  if (!auth) return { ok: false, message: SIGNED_OUT };
  // A page's notice keeps the queue's id of a capture the queue has since sent.
  const savedId = savedIdOf((await read('recent')) ?? [], id);
  const result = await deleteHighlight(auth, savedId);
  if (result.ok) await updateRecent((recent) => removeRecent(recent, savedId));
  return result;
}

/** Adds a note to a capture: a queued one carries it when it is sent, a saved one gets it as its comment. */
export async function addNote(id: string, note: string): Promise<NoteResult> {
  const auth = await readAuth();
  const queued = await queuedFor(id, auth);
  if (queued === 'theirs') return { ok: false, message: OTHER_ACCOUNT };
  if (queued === 'mine') {
    await updateQueue((queue) => withQueuedNote(queue, id, auth, note));
    return { ok: true, id };
  }
  if (!auth) return { ok: false, message: NOTE_SIGNED_OUT };
  const savedId = savedIdOf((await read('recent')) ?? [], id);
  const outcome = await updateComment(auth, savedId, note);
  if (outcome.kind === 'signed-out') {
    await forgetAccount();
    return { ok: false, message: NOTE_SIGNED_OUT };
  }
  if (outcome.kind !== 'saved') return { ok: false, message: `The note was not saved. ${outcome.reason}` };
  // A later note on the same highlight starts from this one.
  await updateRecent((recent) => withNote(recent, savedId, note));
  return { ok: true, id: savedId };
}
