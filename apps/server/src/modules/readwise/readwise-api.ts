import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../auth/index';
import { windowCounterStore } from '../../auth/rate-limit-store';
import { problem } from '../../lib/problem';
import { readwiseRoutes } from './readwise.routes';

export interface ReadwiseApiOptions {
  context: AppContext;
}

/** The rate budget's key: the token when the request carries one, else the account. */
function budgetKey(request: FastifyRequest): string {
  const { credential } = request;
  return credential?.kind === 'token'
    ? `token:${credential.tokenId}`
    : `user:${request.user?.id ?? request.ip}`;
}

/** Error bodies as Readwise clients read them: `detail` is what they show, so every error carries one. */
function withDetail(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || !('title' in payload)) return payload;
  const { title, detail } = payload as { title: unknown; detail?: unknown };
  if (detail !== undefined || typeof title !== 'string') return payload;
  return { ...payload, detail: title };
}

/**
 * The Readwise-compatible API, mounted under /api/v2 in a scope of its own: personal API tokens (the
 * `Token` header Readwise clients send, or `Bearer`), its own per-token rate budget (Readwise's 240 a minute by
 * default; the export pages on a budget of their own) counted in the shared window counter, so processes on
 * one PostgreSQL database share it, bodies that tolerate a JSON content type with no body (several clients
 * send one on every GET and DELETE), and error bodies with a `detail`.
 */
export const readwiseApi: FastifyPluginAsyncZod<ReadwiseApiOptions> = async (api, { context }) => {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  api.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 ? withDetail(payload) : payload,
  );

  requireUser(api, context.authenticator);
  // Readwise clients send no X-Timezone, and their calls must not change the zone the browser left
  // (`timeZoneOfUser`): the caller's zone is UTC here, and what counts local days reads the remembered one.
  api.decorateRequest('timeZone', 'UTC');
  await api.register(rateLimit, {
    store: windowCounterStore(context.counter, 'readwise'),
    global: true,
    hook: 'preHandler',
    max: context.config.limits.readwisePerMinute,
    timeWindow: 60_000,
    keyGenerator: budgetKey,
    errorResponseBuilder: (_request, limit) => {
      const seconds = Math.ceil(limit.ttl / 1000);
      return {
        statusCode: 429,
        title: `Too many requests: at most ${limit.max} per minute. Try again in ${seconds} s.`,
      };
    },
  });
  await api.register(readwiseRoutes, {
    context,
    exportPerMinute: context.config.limits.readwiseExportPerMinute,
  });
  api.all('/*', { schema: { hide: true } }, async (request, reply) =>
    reply
      .status(404)
      .send(problem(404, `No API route matches ${request.method} ${request.url.split('?')[0]}.`)),
  );
};
