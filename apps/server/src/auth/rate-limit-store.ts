import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter';

/**
 * A store for @fastify/rate-limit over a WindowCounter, so its limits are shared between the processes on
 * one PostgreSQL database like the auth limits are.
 */
export function windowCounterStore(counter: WindowCounter, namespace: string): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: unknown; url?: string }): FastifyRateLimitStore {
      return new CounterStore(
        undefined,
        `${this.prefix}:${String(routeOptions.method)}:${routeOptions.url ?? ''}`,
      );
    }
  }
  return CounterStore;
}
