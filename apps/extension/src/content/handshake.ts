import { authCompletedMessageSchema } from '@precis/shared';
import { z } from 'zod';
import { browserTokenName } from './browser-name';

const sessionSchema = z.object({ user: z.object({ email: z.string() }) });
const createdTokenSchema = z.object({ id: z.string(), token: z.string() });

export type HandshakeResult = { ok: true; email: string } | { ok: false; message: string };

interface UserAgentData {
  brands: { brand: string }[];
  platform: string;
}

function tokenName(): string {
  const data: UserAgentData | undefined = Reflect.get(navigator, 'userAgentData');
  return browserTokenName(navigator.userAgent, data?.brands, data?.platform);
}

/**
 * With the session the person just signed in with (a same-origin request from the Precis page), asks for
 * a write token for this browser and hands it to the extension's service worker.
 */
async function obtainToken(address: string): Promise<HandshakeResult> {
  const session = sessionSchema.safeParse(
    await fetch(`${address}/api/auth/get-session`, { credentials: 'same-origin' }).then((response) =>
      response.json(),
    ),
  );
  if (!session.success) return { ok: false, message: 'Sign in to Precis first.' };
  const response = await fetch(`${address}/api/v1/api-tokens`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: tokenName(), scope: 'write' }),
  });
  const created = createdTokenSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !created.success) {
    return { ok: false, message: `Precis did not give the extension a token (${response.status}).` };
  }
  const answer: unknown = await chrome.runtime.sendMessage({
    type: 'signed-in',
    token: created.data.token,
    tokenId: created.data.id,
    email: session.data.user.email,
  });
  const stored = z.object({ ok: z.literal(true) }).safeParse(answer);
  return stored.success
    ? { ok: true, email: session.data.user.email }
    : { ok: false, message: 'The extension refused the token.' };
}

/** The auth-completed page posts its message 0.5 s after rendering; past this, it came before we listened. */
export const MISSED_MESSAGE_WAIT_MS = 2000;

/**
 * Listens, on the Precis page only, for the message the auth-completed page posts after sign-in. A message
 * from any other window or origin (a frame, another site) is ignored, so no page can plant its own token.
 * On the auth-completed page itself, a script that started after the message (a slow machine) goes ahead
 * on its own: that page is only reached after signing in, and the token is asked for with the session.
 */
export function listenForSignIn(
  address: string,
  onResult: (result: HandshakeResult) => void,
  options: { signal?: AbortSignal; onCompletedPage?: boolean } = {},
): void {
  let started = false;
  const begin = () => {
    started = true;
    obtainToken(address)
      .catch((): HandshakeResult => ({ ok: false, message: 'Precis could not be reached.' }))
      .then((result) => {
        if (!result.ok) started = false;
        onResult(result);
      });
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (started || event.source !== window || event.origin !== address) return;
    if (!authCompletedMessageSchema.safeParse(event.data).success) return;
    begin();
  };
  window.addEventListener('message', onMessage, { signal: options.signal });
  if (options.onCompletedPage) {
    const timer = window.setTimeout(() => {
      if (!started && !options.signal?.aborted) begin();
    }, MISSED_MESSAGE_WAIT_MS);
    options.signal?.addEventListener('abort', () => window.clearTimeout(timer));
  }
}
