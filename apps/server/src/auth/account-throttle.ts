/**
 * Failed attempts per account (its lower-cased e-mail) in a sliding window. The per-IP limit alone lets a
 * botnet guess one account's password from many addresses; this caps the guesses an account takes.
 * In memory, per process: a restart forgets, which only ever loosens the limit.
 */
export class AccountThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60_000,
    private readonly maxAccounts = 50_000,
  ) {}

  /** Seconds until this account may try again; 0 when it may try now. */
  retryAfterSeconds(account: string, now = Date.now()): number {
    const recent = this.recent(account, now);
    if (recent.length < this.maxFailures) return 0;
    const oldestCounted = recent[recent.length - this.maxFailures] ?? now;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - now) / 1000));
  }

  recordFailure(account: string, now = Date.now()): void {
    const recent = this.recent(account, now);
    recent.push(now);
    // Only the last maxFailures matter, so an account's memory stays bounded however often it is tried.
    this.failures.delete(account);
    this.failures.set(account, recent.slice(-this.maxFailures));
    if (this.failures.size > this.maxAccounts) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(account: string): void {
    this.failures.delete(account);
  }

  private recent(account: string, now: number): number[] {
    return (this.failures.get(account) ?? []).filter((at) => at > now - this.windowMs);
  }
}

const THROTTLED_PATHS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
};

/**
 * The throttle key of a sign-in or sign-up request (action and lower-cased e-mail of its JSON body), and
 * the message that refuses it; undefined for every other auth request.
 */
export function throttledAccount(url: string, body: unknown) {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '').toLowerCase();
  const action = THROTTLED_PATHS[path];
  if (!action || !body || typeof body !== 'object' || !('email' in body) || typeof body.email !== 'string') {
    return undefined;
  }
  const email = body.email.trim().toLowerCase();
  if (!email || email.length > 320) return undefined;
  return {
    key: `${action}:${email}`,
    refusal(waitSeconds: number): string {
      const minutes = Math.ceil(waitSeconds / 60);
      return `Too many failed ${action} attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    },
  };
}
