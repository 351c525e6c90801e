import type { SendOutcome, WebCapture } from '../lib/capture';
import type { CaptureResult, NoteResult, UndoResult } from '../lib/messages';
import { afterAttempt, dueItems, enqueue, type QueuedCapture, removeItem, retryAllNow } from '../lib/queue';
import { addRecent, excerptOf, type RecentHighlight, removeRecent } from '../lib/recent';
import { exclusive, forgetAccount, read, readAuth, write } from '../lib/storage';
import { deleteHighlight, sendCapture } from './api';

const SIGNED_OUT = 'Signed out: sign in to Precis to send it.';

async function updateQueue(change: (queue: QueuedCapture[]) => QueuedCapture[]): Promise<QueuedCapture[]> {
  return exclusive(async () => {
    const queue = change((await read('queue')) ?? []);
    await write({ queue });
    await showQueueSize(queue.length);
    return queue;
  });
}

function updateRecent(change: (recent: RecentHighlight[]) => RecentHighlight[]): Promise<void> {
  return exclusive(async () => write({ recent: change((await read('recent')) ?? []) }));
}

async function showQueueSize(size: number): Promise<void> {
  await chrome.action.setBadgeText({ text: size ? String(size) : '' });
  if (size) await chrome.action.setBadgeBackgroundColor({ color: '#b45309' });
}

function remember(id: string, capture: WebCapture): Promise<void> {
  const entry = {
    id,
    excerpt: excerptOf(capture.content),
    source: capture.source,
    savedAt: Date.now(),
    capture,
  };
  return updateRecent((recent) => addRecent(recent, entry));
}

/** Sends a capture now; whatever keeps it from the server for a while puts it in the retry queue. */
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
    enqueue(queue, { id, capture, reason: outcome.reason, retryAfterMs }, Date.now()),
  );
  return { status: 'queued', id, reason: outcome.reason };
}

let flushing = false;

/** Sends the queued captures that are due, oldest first; stops at the first sign that it is no use. */
export async function flushQueue(options: { now?: boolean } = {}): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    if (options.now) await updateQueue((queue) => retryAllNow(queue, Date.now()));
    const auth = await readAuth();
    if (!auth) return;
    for (const item of dueItems((await read('queue')) ?? [], Date.now())) {
      const outcome = await sendCapture(auth, item.capture);
      await updateQueue((queue) => afterAttempt(queue, item.id, outcome, Date.now()));
      if (outcome.kind === 'saved') await remember(outcome.id, item.capture);
      if (outcome.kind === 'signed-out') await forgetAccount();
      if (outcome.kind === 'signed-out' || outcome.kind === 'retry') return;
    }
  } finally {
    flushing = false;
  }
}

export async function discardQueued(id: string): Promise<void> {
  await updateQueue((queue) => removeItem(queue, id));
}

/** Takes a capture back: out of the queue if it is still there, otherwise off the server. */
export async function undoCapture(id: string): Promise<UndoResult> {
  const queue = (await read('queue')) ?? [];
  if (queue.some((item) => item.id === id)) {
    await discardQueued(id);
    return { ok: true };
  }
  const auth = await readAuth();
  if (!auth) return { ok: false, message: SIGNED_OUT };
  const result = await deleteHighlight(auth, id);
  if (result.ok) await updateRecent((recent) => removeRecent(recent, id));
  return result;
}

/**
 * Adds a note to a capture. The API has no way to change a saved highlight, so a saved one is saved
 * again with the note and the first copy deleted; a queued one simply carries the note when it is sent.
 */
export async function addNote(id: string, note: string): Promise<NoteResult> {
  const queue = (await read('queue')) ?? [];
  if (queue.some((item) => item.id === id)) {
    await updateQueue((items) =>
      items.map((item) => (item.id === id ? { ...item, capture: { ...item.capture, comment: note } } : item)),
    );
    return { ok: true, id };
  }
  const saved = ((await read('recent')) ?? []).find((entry) => entry.id === id);
  if (!saved) return { ok: false, message: 'This highlight is no longer in the recent list.' };
  const auth = await readAuth();
  if (!auth) return { ok: false, message: SIGNED_OUT };
  const outcome = await sendCapture(auth, { ...saved.capture, comment: note });
  if (outcome.kind !== 'saved') return { ok: false, message: `The note was not saved. ${outcome.reason}` };
  await remember(outcome.id, { ...saved.capture, comment: note });
  await undoCapture(id);
  return { ok: true, id: outcome.id };
}
