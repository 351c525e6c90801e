import type { WindowCounter } from './window-counter';

/**
 * Failed authentications (unknown, revoked, expired or malformed credentials) per client address in a fixed
 * window: past the limit the address is refused until the window ends, so tokens cannot be guessed at speed.
 */
export interface FailedAuthLimit {
  retryAfterSeconds(client: string, now?: number): Promise<number>;
  record(client: string, now?: number): Promise<void>;
}

const WINDOW_MS = 5 * 60_000;

/** Counted in the shared WindowCounter: in memory on SQLite, in the database (all processes) on PostgreSQL. */
export function countedFailedAuthLimit(
  counter: WindowCounter,
  maxFailures: number,
  windowMs = WINDOW_MS,
): FailedAuthLimit {
  const key = (client: string) => `auth-failure:${client}`;
  return {
    async retryAfterSeconds(client, now = Date.now()) {
      const { hits, resetAt } = await counter.peek(key(client), now);
      if (hits < maxFailures || resetAt <= now) return 0;
      return Math.max(1, Math.ceil((resetAt - now) / 1000));
    },
    async record(client, now = Date.now()) {
      await counter.hit(key(client), windowMs, now);
    },
  };
}

/** Never refuses: for test suites that try many bad credentials from one address on purpose. */
export const noFailedAuthLimit: FailedAuthLimit = {
  retryAfterSeconds: async () => 0,
  record: async () => {},
};
