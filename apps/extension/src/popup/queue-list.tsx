import { useState } from 'react';
import type { QueuedCapture } from '../lib/queue';
import { excerptOf } from '../lib/recent';
import { send } from '../ui/send';

/** Another account's captures are counted, never shown: on a shared browser their text is not ours to read. */
function waitingForOthers(count: number, signedIn: boolean): string {
  const highlights = count === 1 ? '1 highlight' : `${count} highlights`;
  const account = signedIn ? 'another account' : 'an account';
  return `${highlights} saved by ${account} ${count === 1 ? 'waits' : 'wait'} for it to sign in here.`;
}

export function QueueList(props: {
  queue: QueuedCapture[];
  waitingForOtherAccounts: number;
  signedIn: boolean;
  onChange(): void;
}) {
  const [retrying, setRetrying] = useState(false);
  const others = props.waitingForOtherAccounts > 0 && (
    <p className="muted">{waitingForOthers(props.waitingForOtherAccounts, props.signedIn)}</p>
  );
  if (props.queue.length === 0) return others || null;

  const retry = async () => {
    setRetrying(true);
    await send({ type: 'retry-queue' });
    setRetrying(false);
    props.onChange();
  };
  const discard = async (id: string) => {
    await send({ type: 'discard-queued', id });
    props.onChange();
  };

  return (
    <section aria-labelledby="queue-heading">
      <div className="row spread">
        <h2 id="queue-heading">Waiting to be sent ({props.queue.length})</h2>
        {props.signedIn && (
          <button type="button" onClick={retry} disabled={retrying}>
            {retrying ? 'Sending...' : 'Retry now'}
          </button>
        )}
      </div>
      <ul>
        {props.queue.map((item) => (
          <li key={item.id}>
            <p>{excerptOf(item.capture.content)}</p>
            <p className={item.held ? 'error' : 'source warn'}>{item.lastError}</p>
            {item.held && (
              <button type="button" onClick={() => discard(item.id)}>
                Discard
              </button>
            )}
          </li>
        ))}
      </ul>
      {others}
    </section>
  );
}
