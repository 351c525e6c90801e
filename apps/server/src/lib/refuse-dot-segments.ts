import type { FastifyInstance } from 'fastify';
import { problem } from './problem';

const ENCODED_DOT = /%2e/gi;
const ENCODED_BACKSLASH = /%5c/gi;

/**
 * True when a URL's path holds a `.` or `..` segment, written plainly or percent-encoded (`%2e`), or a
 * backslash. The router matches the raw path, but a WHATWG URL (what better-auth and browsers build) folds
 * these away and reads `\` as `/`: `/api/auth/./sign-in/email` reached the sign-in handler while every
 * check keyed on the raw path missed it.
 */
export function hasAmbiguousPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').replace(ENCODED_DOT, '.').replace(ENCODED_BACKSLASH, '\\');
  if (pathname.includes('\\')) return true;
  return pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Refuses such a path for the whole app, before any route, limit or check sees it: no honest client sends
 * one (browsers and HTTP libraries resolve dot segments before sending).
 */
export function refuseDotSegments(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasAmbiguousPath(request.url)) return;
    return reply
      .status(400)
      .send(problem(400, 'The request URL is not valid (it holds a "." or ".." segment or a backslash).'));
  });
}
