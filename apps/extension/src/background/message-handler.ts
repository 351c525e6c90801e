import { originPattern } from '../lib/address';
import { type ExtensionState, runtimeMessageSchema } from '../lib/messages';
import { visibleTo, waitingForOthers } from '../lib/queue';
import { forget, forgetAccount, read, readAddress, readAuth, write } from '../lib/storage';
import { tokenStillValid } from './api';
import {
  addNote,
  claimUnownedCaptures,
  discardQueued,
  flushQueue,
  saveCapture,
  undoCapture,
} from './capture-service';
import { captureInTab } from './capture-tab';
import { revokeThroughPrecis } from './revoke';

async function state(verify: boolean): Promise<ExtensionState> {
  const address = await readAddress();
  let auth = await readAuth();
  if (verify && auth && !(await tokenStillValid(auth))) {
    await forgetAccount();
    auth = undefined;
  }
  const queue = (await read('queue')) ?? [];
  return {
    address,
    email: auth?.email ?? null,
    hostGranted: await chrome.permissions.contains({ origins: [originPattern(address)] }),
    recent: (await read('recent')) ?? [],
    queue: visibleTo(queue, auth),
    waitingForOtherAccounts: waitingForOthers(queue, auth),
  };
}

/** Only a content script of this extension, in a page of the configured address itself, may sign it in. */
async function fromPrecisPage(sender: chrome.runtime.MessageSender): Promise<boolean> {
  const address = await readAddress();
  return sender.id === chrome.runtime.id && sender.tab !== undefined && sender.origin === address;
}

// What a content script, living in pages the extension does not control, may ask for.
const FROM_PAGES = new Set(['capture', 'signed-in', 'undo', 'add-note']);

function fromExtensionPage(sender: chrome.runtime.MessageSender): boolean {
  return sender.id === chrome.runtime.id && (sender.url?.startsWith(chrome.runtime.getURL('')) ?? false);
}

export async function handleMessage(raw: unknown, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const parsed = runtimeMessageSchema.safeParse(raw);
  if (!parsed.success || sender.id !== chrome.runtime.id) return { error: 'Unknown message.' };
  const message = parsed.data;
  if (!FROM_PAGES.has(message.type) && !fromExtensionPage(sender)) return { error: 'Not allowed here.' };
  switch (message.type) {
    case 'capture':
      return saveCapture(message.capture);
    case 'signed-in': {
      if (!(await fromPrecisPage(sender))) return { error: 'Not from the Precis address.' };
      const previous = await read('auth');
      const address = await readAddress();
      // Someone else signed in over an account that never signed out here: its saves are not theirs.
      if (previous?.email !== message.email) await forget('recent');
      const auth = { address, token: message.token, tokenId: message.tokenId, email: message.email };
      await write({ auth });
      await claimUnownedCaptures(auth);
      if (previous && previous.tokenId !== message.tokenId) void revokeThroughPrecis(previous);
      void flushQueue({ now: true });
      return { ok: true };
    }
    case 'get-state':
      return state(message.verify);
    case 'capture-active-tab': {
      const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      if (!tab) return { status: 'failed', message: 'No page is open.' };
      return captureInTab(tab);
    }
    case 'sign-out': {
      const auth = await read('auth');
      await forgetAccount();
      if (!auth) return { ok: true };
      const revoked = await revokeThroughPrecis(auth);
      return revoked.ok
        ? revoked
        : {
            ok: false,
            message: `Signed out here, but the token could not be revoked (${revoked.message}) Revoke it in Precis under Settings.`,
          };
    }
    case 'address-changed': {
      // The token belongs to the previous server.
      const auth = await read('auth');
      if (auth && auth.address !== (await readAddress())) {
        await forgetAccount();
        void revokeThroughPrecis(auth);
      }
      return { ok: true };
    }
    case 'undo':
      return undoCapture(message.id);
    case 'add-note':
      return addNote(message.id, message.note);
    case 'retry-queue':
      await flushQueue({ now: true });
      return { ok: true };
    case 'discard-queued':
      await discardQueued(message.id);
      return { ok: true };
  }
}
