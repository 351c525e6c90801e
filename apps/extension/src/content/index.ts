import {
  CAPTURE_SELECTION,
  type CaptureResult,
  type NoteResult,
  REVOKE_TOKEN,
  type UndoResult,
} from '../lib/messages';
import { readAddress } from '../lib/storage';
import { collectSelection } from './collect-selection';
import { Confirmation } from './confirmation';
import { listenForSignIn } from './handshake';
import { revokeWithSession } from './revoke-token';

const confirmation = new Confirmation({
  undo: (id) => chrome.runtime.sendMessage<unknown, UndoResult>({ type: 'undo', id }),
  addNote: (id, note) => chrome.runtime.sendMessage<unknown, NoteResult>({ type: 'add-note', id, note }),
});

let capturing = false;

/** Saves what is selected in this page and says how it went, in the page. */
async function captureSelection(): Promise<CaptureResult> {
  const collected = collectSelection();
  if (!collected.ok) {
    confirmation.message(collected.message, 'error');
    return { status: 'failed', message: collected.message };
  }
  // One key press, one highlight: a held-down or repeated shortcut does not save the passage twice.
  if (capturing) return { status: 'failed', message: 'Already saving this selection.' };
  capturing = true;
  try {
    const result = await chrome.runtime
      .sendMessage<unknown, CaptureResult>({ type: 'capture', capture: collected.capture })
      .catch(
        (): CaptureResult => ({
          status: 'failed',
          message: 'The Precis extension was updated: reload the page.',
        }),
      );
    confirmation.capture(result);
    return result;
  } finally {
    capturing = false;
  }
}

function isCaptureShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH';
}

/** Listens for the shortcut, the service worker's requests and the sign-in handshake, once per page. */
function start(): void {
  // Capture phase, so a page that stops its own key events still lets the shortcut through.
  window.addEventListener(
    'keydown',
    (event) => {
      if (!isCaptureShortcut(event) || event.repeat) return;
      event.preventDefault();
      event.stopPropagation();
      void captureSelection();
    },
    true,
  );

  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (sender.id !== chrome.runtime.id || typeof message !== 'object' || message === null) return false;
    const type = Reflect.get(message, 'type');
    if (type === CAPTURE_SELECTION) {
      void captureSelection().then(sendResponse);
      return true;
    }
    const tokenId = Reflect.get(message, 'tokenId');
    if (type === REVOKE_TOKEN && typeof tokenId === 'string') {
      void readAddress().then((address) =>
        window.location.origin === address
          ? revokeWithSession(address, tokenId).then(sendResponse)
          : sendResponse({ ok: false, message: 'Not a Precis page.' }),
      );
      return true;
    }
    return false;
  });

  void readAddress().then((address) => {
    if (window.location.origin !== address) return;
    listenForSignIn(
      address,
      (result) =>
        result.ok
          ? confirmation.message(`The Precis extension is signed in as ${result.email}.`)
          : confirmation.message(result.message, 'error'),
      { onCompletedPage: window.location.pathname === '/auth-completed' },
    );
  });
}

// Injected again into a tab that had it (the service worker's fallback), the script must not listen twice.
if (!Reflect.get(window, 'precisCaptureStarted')) {
  Reflect.set(window, 'precisCaptureStarted', true);
  start();
}
