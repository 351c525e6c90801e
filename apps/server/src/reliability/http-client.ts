import { z } from 'zod';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

const PASSWORD = 'correct horse battery';

export interface HttpUser {
  id: string;
  email: string;
  token: string;
  /** An API call with the user's bearer token; the base URL can change (the server restarts on a new port). */
  call(baseUrl: string, method: string, path: string, payload?: unknown): Promise<HttpAnswer>;
}

async function send(
  baseUrl: string,
  method: string,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const authAnswerSchema = z.object({ token: z.string().min(1), user: z.object({ id: z.string() }) });

let counter = 0;

/** Signs a new user up through the real HTTP API (better-auth's bearer token comes back in the body). */
export async function signUpOverHttp(baseUrl: string): Promise<HttpUser> {
  counter += 1;
  const email = `reliability-${process.pid}-${counter}-${Date.now()}@example.com`;
  const answer = await send(
    baseUrl,
    'POST',
    '/api/auth/sign-up/email',
    { name: `Reliability ${counter}`, email, password: PASSWORD },
    { origin: baseUrl },
  );
  if (answer.status !== 200)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  // A sign-up does not sign in (it answers alike for a taken address): sign in as the web app does.
  return signInOverHttp(baseUrl, email);
}

/** Signs an existing user in (e.g. on a server restored from a backup). */
export function signInOverHttp(baseUrl: string, email: string): Promise<HttpUser> {
  return authenticate(baseUrl, '/api/auth/sign-in/email', { email });
}

async function authenticate(
  baseUrl: string,
  url: string,
  fields: { email: string; name?: string },
): Promise<HttpUser> {
  const answer = await send(
    baseUrl,
    'POST',
    url,
    { ...fields, password: PASSWORD },
    // Node's fetch sends Sec-Fetch-Mode like a browser, so better-auth's CSRF check wants an Origin too.
    { origin: baseUrl },
  );
  const parsed = authAnswerSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) {
    throw new Error(`${url} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const { token } = parsed.data;
  return {
    id: parsed.data.user.id,
    email: fields.email,
    token,
    call: (base, method, path, payload) =>
      send(base, method, path, payload, { authorization: `Bearer ${token}`, 'x-timezone': 'UTC' }),
  };
}
