import type { IncomingHttpHeaders } from 'node:http';

export interface CachedUser {
  id: string;
  email: string;
  name: string;
}

const SESSION_COOKIE = /(?:^|;\s*)better-auth\.session_token=([^;]+)/;
const SECURE_SESSION_COOKIE = /(?:^|;\s*)__Secure-better-auth\.session_token=([^;]+)/;

/**
 * The credential a request carries: its bearer token, else its session cookie; undefined when neither.
 * Only the cookie name better-auth itself reads counts: on https that is the `__Secure-` one, which a
 * plain-http page cannot set, so an unprefixed cookie planted that way never reaches the cache.
 */
export function credentialOf(headers: IncomingHttpHeaders, secureCookies = false): string | undefined {
  const authorization = headers.authorization;
  if (authorization?.startsWith('Bearer ')) return sessionTokenOf(authorization.slice(7).trim());
  const cookie = headers.cookie?.match(secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE)?.[1];
  return cookie === undefined ? undefined : sessionTokenOf(cookie);
}

/**
 * The session token itself: the cookie holds `<token>.<signature>` (URL-encoded), a bearer header the bare
 * token or the signed form. Keyed by the token, every form of one session shares one cache entry, so
 * signing out with any of them ends them all.
 */
function sessionTokenOf(value: string): string | undefined {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // not URL-encoded: used as it is
  }
  return decoded.split('.')[0] || undefined;
}

/**
 * Resolving a session through better-auth costs several ms of CPU per request; an API call repeats it for
 * every request of a page. Resolved sessions are kept briefly, keyed by the credential. An entry only says
 * which session a credential resolved to: the caller still confirms that session exists in the database
 * (one indexed read), so a session revoked by any process stops working on the next request.
 */
export class SessionCache<T = CachedUser> {
  private readonly entries = new Map<string, { user: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 10_000,
    private readonly secureCookies = false,
  ) {}

  /** The credential of a request, reading the session cookie this deployment uses. */
  credentialOf(headers: IncomingHttpHeaders): string | undefined {
    return credentialOf(headers, this.secureCookies);
  }

  get(credential: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(credential);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(credential);
      return undefined;
    }
    return entry.user;
  }

  set(credential: string, user: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(credential, { user, expiresAt: now + this.ttlMs });
  }

  delete(credential: string): void {
    this.entries.delete(credential);
  }
}
