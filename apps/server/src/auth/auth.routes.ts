import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { nestsDeeperThan } from '../lib/json-depth';
import { problem } from '../lib/problem';
import { AccountThrottle, throttledAccount } from './account-throttle';
import type { Auth } from './auth';
import { foreignOrigin, foreignOriginMessage, ownOrigin } from './request-origin';
import type { SessionCache } from './session-cache';

const SIGNUPS_CLOSED = 'Sign-up is closed on this Precis server. Ask its operator for an account.';
/** better-auth's bodies are flat: anything nested deeper is refused before it is re-serialised. */
const MAX_BODY_DEPTH = 8;

/**
 * Mounts better-auth at /api/auth/*: a Fastify request becomes a web Request and the answer is copied back,
 * with better-auth's error bodies rewritten into the shared error shape.
 */
export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; config: Config; sessions: SessionCache<unknown> },
) {
  const { auth, config, sessions } = options;
  const throttle = new AccountThrottle();

  app.get('/api/auth-config', { schema: { hide: true } }, async () => ({
    signupsEnabled: !config.auth.disableSignups,
  }));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (config.auth.disableSignups && request.url.startsWith('/api/auth/sign-up')) {
        return reply.status(403).send(problem(403, SIGNUPS_CLOSED));
      }
      if (request.url.startsWith('/api/auth/sign-out') || request.url.startsWith('/api/auth/revoke')) {
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
      const account = throttledAccount(request.url, request.body);
      const wait = account ? throttle.retryAfterSeconds(account.key) : 0;
      if (account && wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send(problem(429, account.refusal(wait)));
      }
      const response = await auth.handler(toWebRequest(request, ownOrigin(request, config.publicUrl)));
      if (account) {
        if (response.status < 300) throttle.reset(account.key);
        // A 429 of the per-IP limit checked nothing, so it does not count against the account.
        else if (response.status < 500 && response.status !== 429) throttle.recordFailure(account.key);
      }
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
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
