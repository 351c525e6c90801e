import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../lib/errors';

/**
 * The caller's session id; refuses a personal API token, so a leaked token cannot mint, list or revoke
 * tokens or sessions: those are managed from a signed-in session.
 */
export function requireSession(request: FastifyRequest, what: string): string {
  if (request.credential.kind !== 'session') {
    throw new ForbiddenError(`API tokens cannot ${what}: sign in to Precis and use Settings.`);
  }
  return request.credential.sessionId;
}
