import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { nestsDeeperThan } from '../lib/json-depth';
import { problem } from '../lib/problem';
import { refusedDisplayName } from './account-fields';
import { AccountThrottle, throttledAccount } from './account-throttle';
import type { Auth } from './auth';
import { canonicalAuthPath } from './auth-path';
import { limitAuthRequests } from './auth-rate-limit';
import { refusedNewPassword } from './password-policy';
import { foreignOrigin, foreignOriginMessage, ownOrigin } from './request-origin';
import type { SessionCache } from './session-cache';
import type { WindowCounter } from './window-counter';

const SIGNUPS_CLOSED = 'Sign-up is closed on this Precis server. Ask its operator for an account.';
/** better-auth's bodies are flat: anything nested deeper is refused before it is re-serialised. */
const MAX_BODY_DEPTH = 8;
/** Sign-in, sign-up and the rest carry a few short fields: 16 KB is ample, and cheap to parse. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Mounts better-auth at /api/auth/*: a Fastify request becomes a web Request and the answer is copied back,
 * with better-auth's error bodies rewritten into the shared error shape.
 */
export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; config: Config; sessions: SessionCache<unknown>; counter: WindowCounter },
) {
  const { auth, config, sessions, counter } = options;
  const throttle = new AccountThrottle(counter);

  app.get('/api/auth-config', { schema: { hide: true } }, async () => ({
    signupsEnabled: !config.auth.disableSignups,
  }));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
    onRequest: limitAuthRequests(config, counter),
    handler: async (request, reply) => {
      // The address it was sent to: better-auth checks a browser's Origin against it (PUBLIC_URL unset).
      const url = new URL(request.url, ownOrigin(request, config.publicUrl));
      const route = canonicalAuthPath(url);
      if (config.auth.disableSignups && route.startsWith('/api/auth/sign-up')) {
        return reply.status(403).send(problem(403, SIGNUPS_CLOSED));
      }
      if (route.startsWith('/api/auth/sign-out') || route.startsWith('/api/auth/revoke')) {
        const credential = sessions.credentialOf(request.headers);
        if (credential) sessions.delete(credential);
      }
      const foreign = request.method === 'GET' ? undefined : foreignOrigin(request, config);
      if (foreign) {
        const own = ownOrigin(request, config.publicUrl);
        return reply.status(403).send(problem(403, foreignOriginMessage(foreign, own)));
      }
      if (request.body !== undefined && nestsDeeperThan(request.body, MAX_BODY_DEPTH)) {
        return reply.status(400).send(problem(400, 'The request body is nested too deeply.'));
      }
      const refused =
        refusedDisplayName(route, request.body) ?? (await refusedNewPassword(route, request.body));
      if (refused) {
        return reply.status(400).send(problem(400, refused.message, { errors: [refused] }));
      }
      const account = throttledAccount(route, request.body, request.ip);
      const wait = account ? await throttle.retryAfterSeconds(account.key) : 0;
      if (account && wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send(problem(429, account.refusal(wait)));
      }
      const response = await auth.handler(toWebRequest(request, url));
      if (account) {
        if (response.status < 300) await throttle.reset(account.key);
        else if (response.status < 500) await throttle.recordFailure(account.key);
      }
      if (route === '/api/auth/sign-up/email' && response.status === 200) {
        await sendOperatorVerification(auth, config, request.body);
      }
      return sendWebResponse(reply, response);
    },
  });
}

/**
 * Operator rights need a verified address: a new account of an ADMIN_EMAILS address gets the confirmation
 * link at once (a verified or unknown address gets nothing: better-auth checks).
 */
async function sendOperatorVerification(auth: Auth, config: Config, body: unknown): Promise<void> {
  const email: unknown = body && typeof body === 'object' ? Reflect.get(body, 'email') : undefined;
  if (typeof email !== 'string' || !config.adminEmails.includes(email.trim().toLowerCase())) return;
  await auth.api
    .sendVerificationEmail({ body: { email: email.trim().toLowerCase(), callbackURL: '/' } })
    .catch(() => undefined);
}

function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = fromNodeHeaders(request.headers);
  // Node's fetch sends Sec-Fetch-Mode with no Origin; better-auth then takes it for a browser that hid its
  // origin. A request with neither Origin, Referer nor cookie is a script, and scripts are welcome.
  if (!headers.has('origin') && !headers.has('referer') && !headers.has('cookie')) {
    for (const name of ['sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']) headers.delete(name);
  }
  // better-auth rate-limits by client IP: hand it the address Fastify resolved (TRUST_PROXY decides how).
  headers.set('x-forwarded-for', request.ip);
  // The body was parsed by Fastify (JSON only); better-auth reads it again from the web Request.
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  // better-auth's rate limiter says when to come back in X-Retry-After only; clients read Retry-After.
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
    reply.header('retry-after', retryAfter);
  }
  // Several cookies must stay several headers: forEach would join them into one.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text || null);
  return reply.type('application/json').send(problem(response.status, readAuthErrorMessage(text)));
}

function readAuthErrorMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // not JSON: fall back to the status text
  }
  return undefined;
}
