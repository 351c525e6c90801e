import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { problem } from '../lib/problem';
import type { Auth } from './auth';
import { credentialOf, type SessionCache } from './session-cache';

const SIGNUPS_CLOSED = 'Sign-up is closed on this Precis server. Ask its operator for an account.';

/**
 * Mounts better-auth at /api/auth/*: a Fastify request becomes a web Request and the answer is copied back,
 * with better-auth's error bodies rewritten into the shared error shape.
 */
export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; config: Config; sessions: SessionCache },
) {
  const { auth, config, sessions } = options;

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
        const credential = credentialOf(request.headers);
        if (credential) sessions.delete(credential);
      }
      const response = await auth.handler(toWebRequest(request, config.publicUrl));
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = fromNodeHeaders(request.headers);
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
