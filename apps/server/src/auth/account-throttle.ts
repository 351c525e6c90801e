import type { WindowCounter } from './window-counter';

/**
 * Failed sign-ins per (account, client): ten wrong passwords from one address lock that address out of that
 * account for 15 minutes. Keyed by the account alone, anyone could lock anyone out (ten wrong passwords
 * refused the right one from everywhere); keyed by the address alone, one address could guess every
 * account. The owner, from any other address, always gets in.
 */
export class AccountThrottle {
  constructor(
    private readonly counter: WindowCounter,
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60_000,
  ) {}

  /** Seconds until this key may try again; 0 when it may try now. */
  async retryAfterSeconds(key: string, now = Date.now()): Promise<number> {
    const { hits, resetAt } = await this.counter.peek(key, now);
    if (hits < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((resetAt - now) / 1000));
  }

  async recordFailure(key: string, now = Date.now()): Promise<void> {
    await this.counter.hit(key, this.windowMs, now);
  }

  async reset(key: string): Promise<void> {
    await this.counter.clear(key);
  }
}

const THROTTLED_PATHS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
};

/**
 * The throttle key of a sign-in or sign-up request (action, lower-cased e-mail of its JSON body and the
 * client's address), and the message that refuses it; undefined for every other auth request.
 * `route` is the canonical path the request is routed by (see canonicalAuthPath).
 */
export function throttledAccount(route: string, body: unknown, client: string) {
  const action = THROTTLED_PATHS[route];
  if (!action || !body || typeof body !== 'object' || !('email' in body) || typeof body.email !== 'string') {
    return undefined;
  }
  const email = body.email.trim().toLowerCase();
  if (!email || email.length > 320) return undefined;
  return {
    key: `account:${action}:${email}:${client}`,
    refusal(waitSeconds: number): string {
      const minutes = Math.ceil(waitSeconds / 60);
      return `Too many failed ${action} attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    },
  };
}
