import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { problem } from '../lib/problem';
import { canonicalAuthPath, isCredentialRoute } from './auth-path';
import type { WindowCounter } from './window-counter';

const WINDOW_MS = 60_000;
/** Reading the session, signing out: a page load makes a few; far above what a person causes. */
const OTHER_ROUTES_PER_MINUTE = 300;

/**
 * Requests to /api/auth per client address and route, counted at onRequest: before the body is read or
 * parsed, so a flood of large bodies costs a counter lookup each. Sign-in, sign-up and the other
 * password and mail routes get AUTH_RATE_LIMIT_PER_MINUTE; the rest a looser limit.
 */
export function limitAuthRequests(config: Config, counter: WindowCounter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!config.auth.rateLimitEnabled) return;
    const route = canonicalAuthPath(new URL(request.url, config.publicUrl));
    const max = isCredentialRoute(route) ? config.auth.rateLimitPerMinute : OTHER_ROUTES_PER_MINUTE;
    const { hits, resetAt } = await counter.hit(`ip:${request.ip}:${route}`, WINDOW_MS);
    if (hits <= max) return;
    const wait = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    return reply
      .status(429)
      .header('retry-after', String(wait))
      .send(problem(429, `Too many requests: at most ${max} per minute. Try again in ${wait} s.`));
  };
}
