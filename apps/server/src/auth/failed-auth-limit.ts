/**
 * Failed authentications (unknown, revoked or malformed credentials) per client address in a fixed window:
 * past the limit the address is refused until the window ends, so tokens cannot be guessed at speed.
 * Async so that a store shared by several processes can stand in for this in-memory one.
 */
export interface FailedAuthLimit {
  retryAfterSeconds(client: string, now?: number): Promise<number>;
  record(client: string, now?: number): Promise<void>;
}

export class MemoryFailedAuthLimit implements FailedAuthLimit {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    readonly maxFailures = 30,
    readonly windowMs = 5 * 60_000,
    private readonly maxClients = 50_000,
  ) {}

  async retryAfterSeconds(client: string, now = Date.now()): Promise<number> {
    const window = this.windows.get(client);
    if (!window || window.resetAt <= now || window.failures < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  async record(client: string, now = Date.now()): Promise<void> {
    const window = this.windows.get(client);
    const next =
      window && window.resetAt > now
        ? { failures: window.failures + 1, resetAt: window.resetAt }
        : { failures: 1, resetAt: now + this.windowMs };
    this.windows.delete(client);
    this.windows.set(client, next);
    if (this.windows.size > this.maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

/** Never refuses: for test suites that try many bad credentials from one address on purpose. */
export const noFailedAuthLimit: FailedAuthLimit = {
  retryAfterSeconds: async () => 0,
  record: async () => {},
};
