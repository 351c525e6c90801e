import type { FastifyInstance } from 'fastify';

export interface SignedIn {
  id: string;
  /** The session's bearer token. */
  token: string;
  /** The session cookie, for a browser. */
  cookie: { name: string; value: string };
}

interface Answer {
  status: number;
  body: string;
  header(name: string): string | undefined;
}

const signUpPath = '/api/auth/sign-up/email';
const signInPath = '/api/auth/sign-in/email';

/**
 * Signs a new account up, then in: sign-up answers alike for new and taken addresses, so it does not sign in
 * by itself. Throws with the status and body of a refusal, so a broken bench says why.
 */
async function signUpAndIn(
  send: (path: string, payload: object) => Promise<Answer>,
  account: { name: string; email: string; password: string },
): Promise<SignedIn> {
  const signedUp = await send(signUpPath, account);
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.body}`);
  const signedIn = await send(signInPath, { email: account.email, password: account.password });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.body}`);
  const body = JSON.parse(signedIn.body) as { token: string; user: { id: string } };
  const [name = '', value = ''] = signedIn.header('set-cookie')?.split(';')[0]?.split('=') ?? [];
  return {
    id: body.user.id,
    token: signedIn.header('set-auth-token') ?? body.token,
    cookie: { name, value },
  };
}

/** Through an app in this process (the seeding one). */
export function signUpInProcess(
  app: FastifyInstance,
  account: { name: string; email: string; password: string },
): Promise<SignedIn> {
  return signUpAndIn(async (url, payload) => {
    const response = await app.inject({ method: 'POST', url, payload });
    return {
      status: response.statusCode,
      body: response.body,
      header: (name) => [response.headers[name]].flat()[0]?.toString(),
    };
  }, account);
}

/** Through a running server, as a browser on its own page would. */
export function signUpOver(
  baseUrl: string,
  account: { name: string; email: string; password: string },
): Promise<SignedIn> {
  return signUpAndIn(async (path, payload) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(payload),
    });
    const setCookie = response.headers.getSetCookie()[0];
    return {
      status: response.status,
      body: await response.text(),
      header: (name) => (name === 'set-cookie' ? setCookie : (response.headers.get(name) ?? undefined)),
    };
  }, account);
}
