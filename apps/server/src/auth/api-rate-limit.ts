import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { windowCounterStore } from './rate-limit-store';
import type { WindowCounter } from './window-counter';

/**
 * API calls per signed-in user per minute (API_RATE_LIMIT_PER_MINUTE). It runs after sign-in is resolved,
 * so the budget follows the account, not the address; answers 429 with Retry-After.
 */
export async function limitApiCalls(
  app: FastifyInstance,
  config: Config,
  counter: WindowCounter,
): Promise<void> {
  await app.register(rateLimit, {
    store: windowCounterStore(counter, 'api'),
    global: true,
    hook: 'preValidation',
    max: config.limits.apiPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.user?.id ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      title: `Too many requests: at most ${context.max} per minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
}
