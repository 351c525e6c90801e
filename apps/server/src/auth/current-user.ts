import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problem } from '../lib/problem';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser;
  }
}

/**
 * Resolves the signed-in user (bearer token or session cookie) on every route of the plugin it is added to.
 * It runs at onRequest, before the body or query is validated, so an anonymous caller learns nothing.
 */
export function requireUser(app: FastifyInstance, auth: Auth, sessions: SessionCache): void {
  app.decorateRequest('user', null as unknown as CurrentUser);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const credential = sessions.credentialOf(request.headers);
    const cached = credential ? sessions.get(credential) : undefined;
    if (cached) {
      request.user = cached;
      return;
    }
    const session = credential
      ? await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null)
      : null;
    if (!session || !credential) {
      return reply.status(401).send(problem(401, 'Please sign in to continue.'));
    }
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
    sessions.set(credential, request.user);
  });
}
