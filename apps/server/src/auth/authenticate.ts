import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { problem } from '../lib/problem';
import { findTokenOwner, touchApiToken } from '../modules/api-tokens';
import { findLiveSession, recordSessionActivity } from '../modules/sessions';
import { hashApiToken, isWellFormedApiToken } from './api-token-secret';
import type { Auth } from './auth';
import { type Credential, presentedCredential } from './credential';
import type { FailedAuthLimit } from './failed-auth-limit';
import { foreignOrigin, foreignOriginMessage, ownOrigin } from './request-origin';
import type { CachedUser, SessionCache } from './session-cache';

export interface CachedSession {
  user: CachedUser;
  sessionId: string;
}

export type Authenticated = { user: CachedUser; credential: Credential };

/** A refusal: the status and title the request is answered with, and Retry-After when it is a 429. */
export interface Refusal {
  status: 401 | 403 | 429;
  title: string;
  retryAfterSeconds?: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** last_used_at and the session's last activity are written at most this often per credential. */
const ACTIVITY_WRITE_MS = 60_000;

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const MALFORMED = "The Authorization header must read 'Bearer <token>' or 'Token <token>'.";
const BAD_TOKEN = 'This API token is not valid: it may have been revoked or have expired.';
const READ_ONLY =
  'This API token may only read. Create a token with the write scope in Settings to change anything.';

export interface AuthenticatorOptions {
  auth: Auth;
  db: Db;
  config: Config;
  sessions: SessionCache<CachedSession>;
  failures: FailedAuthLimit;
}

/**
 * Who is calling, from a session cookie, a session bearer token or a personal API token, with the rules
 * every authenticated route shares: read-only tokens cannot write; a cookie-authenticated write from a
 * foreign page is refused; failed authentications are limited per client address.
 */
export function createAuthenticator(options: AuthenticatorOptions) {
  const { auth, db, config, sessions, failures } = options;
  const lastWrite = new Map<string, number>();

  const dueForWrite = (key: string, previous: number | null, now: number) => {
    const last = Math.max(previous ?? 0, lastWrite.get(key) ?? 0);
    if (now - last < ACTIVITY_WRITE_MS) return false;
    if (lastWrite.size > 50_000) lastWrite.clear();
    lastWrite.set(key, now);
    return true;
  };

  async function viaToken(token: string, now: number): Promise<Authenticated | undefined> {
    if (!isWellFormedApiToken(token)) return undefined;
    const owner = await findTokenOwner(db.kysely, hashApiToken(token));
    if (!owner || (owner.expiresAt !== null && owner.expiresAt <= now)) return undefined;
    if (dueForWrite(`t:${owner.tokenId}`, owner.lastUsedAt, now))
      await touchApiToken(db.kysely, owner.tokenId, now);
    return { user: owner.user, credential: { kind: 'token', scope: owner.scope, tokenId: owner.tokenId } };
  }

  async function viaSession(
    request: FastifyRequest,
    credential: string,
    via: 'cookie' | 'bearer',
    now: number,
  ): Promise<Authenticated | undefined> {
    let resolved = sessions.get(credential, now);
    if (resolved) {
      // The cache only remembers which session a credential is; whether it still exists is asked every time.
      const live = await findLiveSession(db.kysely, resolved.sessionId, now);
      if (!live || live.userId !== resolved.user.id) {
        sessions.delete(credential);
        return undefined;
      }
    } else {
      const session = await auth.api
        .getSession({ headers: fromNodeHeaders(request.headers) })
        .catch(() => null);
      if (!session) return undefined;
      resolved = {
        user: { id: session.user.id, email: session.user.email, name: session.user.name },
        sessionId: session.session.id,
      };
      sessions.set(credential, resolved, now);
    }
    if (dueForWrite(`s:${resolved.sessionId}`, null, now)) {
      await recordSessionActivity(db.kysely, resolved.sessionId, now);
    }
    return {
      user: resolved.user,
      credential: { kind: 'session', scope: 'write', sessionId: resolved.sessionId, via },
    };
  }

  return {
    /** The caller of the request, or the refusal to answer it with. */
    async authenticate(request: FastifyRequest, now = Date.now()): Promise<Authenticated | Refusal> {
      const presented = presentedCredential(
        request.headers,
        sessions.credentialOf({ cookie: request.headers.cookie }),
      );
      if (presented.kind === 'none') return { status: 401, title: SIGN_IN_REQUIRED };
      const client = request.ip;
      const wait = await failures.retryAfterSeconds(client, now);
      if (wait > 0) {
        return {
          status: 429,
          title: `Too many failed authentications from this address. Try again in ${wait} s.`,
          retryAfterSeconds: wait,
        };
      }
      const found =
        presented.kind === 'malformed'
          ? undefined
          : presented.kind === 'api-token'
            ? await viaToken(presented.token, now)
            : await viaSession(request, presented.credential, presented.via, now);
      if (!found) {
        await failures.record(client, now);
        const title =
          presented.kind === 'malformed'
            ? MALFORMED
            : presented.kind === 'api-token'
              ? BAD_TOKEN
              : SIGN_IN_REQUIRED;
        return { status: 401, title };
      }
      if (!SAFE_METHODS.has(request.method)) {
        if (found.credential.kind === 'token' && found.credential.scope === 'read') {
          return { status: 403, title: READ_ONLY };
        }
        const foreign =
          found.credential.kind === 'session' && found.credential.via === 'cookie'
            ? foreignOrigin(request, config)
            : undefined;
        if (foreign)
          return { status: 403, title: foreignOriginMessage(foreign, ownOrigin(request, config.publicUrl)) };
      }
      return found;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

export function isRefusal(value: Authenticated | Refusal): value is Refusal {
  return 'status' in value;
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.status(refusal.status).send(problem(refusal.status, refusal.title));
}
