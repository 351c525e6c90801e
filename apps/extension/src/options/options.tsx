import { precisAddressSchema } from '@precis/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { originPattern } from '../lib/address';
import { readAddress, write } from '../lib/storage';
import { send } from '../ui/send';

type Status = { text: string; tone: 'muted' | 'error' } | undefined;

export function Options() {
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<Status>();

  useEffect(() => {
    void readAddress().then(setAddress);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = precisAddressSchema.safeParse(address);
    if (!parsed.success) {
      setStatus({ text: parsed.error.issues[0]?.message ?? 'Check the address.', tone: 'error' });
      return;
    }
    const origins = [originPattern(parsed.data)];
    // Asked for only when missing: the request must come straight from the click, before anything else.
    const granted =
      (await chrome.permissions.contains({ origins })) || (await chrome.permissions.request({ origins }));
    if (!granted) {
      setStatus({ text: `Without access to ${parsed.data} the extension cannot save there.`, tone: 'error' });
      return;
    }
    await write({ address: parsed.data });
    await send({ type: 'address-changed' });
    setAddress(parsed.data);
    setStatus({ text: `Saved. Highlights go to ${parsed.data}.`, tone: 'muted' });
  };

  return (
    <main className="options">
      <h1>Precis options</h1>
      <form onSubmit={onSubmit} noValidate>
        <div>
          <label htmlFor="address">Precis address</label>
          <input
            id="address"
            name="address"
            type="url"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            autoComplete="url"
            aria-describedby="address-help"
          />
          <p id="address-help" className="muted">
            Where your Precis server runs, for example http://localhost:3000 or https://precis.example.org.
          </p>
        </div>
        <div className="row">
          <button type="submit" className="primary">
            Save
          </button>
          {status && (
            <p className={status.tone} role="status">
              {status.text}
            </p>
          )}
        </div>
      </form>
    </main>
  );
}
