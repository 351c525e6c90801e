import { useState } from 'react';
import type { QueuedCapture } from '../lib/queue';
import { excerptOf } from '../lib/recent';
import { send } from '../ui/send';

export function QueueList(props: { queue: QueuedCapture[]; signedIn: boolean; onChange(): void }) {
  const [retrying, setRetrying] = useState(false);
  if (props.queue.length === 0) return null;

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
    </section>
  );
}
