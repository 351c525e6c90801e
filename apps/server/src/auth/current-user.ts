import type { FastifyInstance } from 'fastify';
import { type Authenticator, isRefusal, sendRefusal } from './authenticate';
import type { Credential } from './credential';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser;
    /** How the caller authenticated: a session (cookie or bearer), or a personal API token and its scope. */
    credential: Credential;
  }
}

/**
 * Resolves the caller (session cookie, session bearer token or personal API token) on every route of the
 * plugin it is added to, under any prefix. It runs at onRequest, before the body or query is validated, so
 * an anonymous caller learns nothing.
 */
export function requireUser(app: FastifyInstance, authenticator: Authenticator): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest<null>('user', null);
  if (!app.hasRequestDecorator('credential')) app.decorateRequest<null>('credential', null);
  app.addHook('onRequest', async (request, reply) => {
    const outcome = await authenticator.authenticate(request);
    if (isRefusal(outcome)) return sendRefusal(reply, outcome);
    request.user = outcome.user;
    request.credential = outcome.credential;
  });
}
