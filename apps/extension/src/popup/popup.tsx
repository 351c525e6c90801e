import { useState } from 'react';
import { signInUrl } from '../lib/address';
import type { CaptureResult } from '../lib/messages';
import { send } from '../ui/send';
import { QueueList } from './queue-list';
import { RecentList } from './recent-list';
import { useExtensionState } from './use-extension-state';

function captureMessage(result: CaptureResult): { text: string; tone: string } {
  if (result.status === 'saved') return { text: 'Saved to Precis.', tone: 'muted' };
  if (result.status === 'queued') return { text: `Kept in the browser: ${result.reason}`, tone: 'warn' };
  return { text: result.message, tone: 'error' };
}

export function Popup() {
  const { state, reload } = useExtensionState();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: string }>();

  if (!state) return <main className="popup muted">Loading...</main>;

  const openTab = (url: string) => {
    void chrome.tabs.create({ url });
    window.close();
  };
  const saveSelection = async () => {
    setBusy(true);
    const result = await send<CaptureResult>({ type: 'capture-active-tab' });
    setNotice(captureMessage(result));
    setBusy(false);
    reload();
  };
  const signOut = async () => {
    setBusy(true);
    const result = await send<{ ok: true } | { ok: false; message: string }>({ type: 'sign-out' });
    setNotice(result.ok ? undefined : { text: result.message, tone: 'warn' });
    setBusy(false);
    reload();
  };

  return (
    <main className="popup">
      <div className="row spread">
        <h1>Precis</h1>
        <a href={state.address} target="_blank" rel="noreferrer">
          Open Precis
        </a>
      </div>

      {!state.hostGranted ? (
        <p className="warn">
          The extension may not reach {state.address} yet.{' '}
          <button type="button" onClick={() => chrome.runtime.openOptionsPage()}>
            Open options
          </button>
        </p>
      ) : state.email ? (
        <>
          <div className="row spread">
            <p>Signed in as {state.email}</p>
            <button type="button" onClick={signOut} disabled={busy}>
              Sign out
            </button>
          </div>
          <button type="button" className="primary" onClick={saveSelection} disabled={busy}>
            Save selection
          </button>
          {notice && (
            <p className={notice.tone} role="status">
              {notice.text}
            </p>
          )}
        </>
      ) : (
        <>
          <p>Signed out</p>
          <p className="muted">Sign in to save highlights from any page.</p>
          {notice && (
            <p className={notice.tone} role="status">
              {notice.text}
            </p>
          )}
          <button type="button" className="primary" onClick={() => openTab(signInUrl(state.address))}>
            Sign in
          </button>
        </>
      )}

      <QueueList
        queue={state.queue}
        waitingForOtherAccounts={state.waitingForOtherAccounts}
        signedIn={Boolean(state.email)}
        onChange={reload}
      />
      <RecentList address={state.address} recent={state.recent} />

      <button type="button" className="link" onClick={() => chrome.runtime.openOptionsPage()}>
        Options
      </button>
    </main>
  );
}
