import type { IncomingHttpHeaders } from 'node:http';
import { API_TOKEN_PREFIX } from './api-token-secret';

/** How the caller of a request proved who they are. */
export type Credential =
  | { kind: 'session'; scope: 'write'; sessionId: string; via: 'cookie' | 'bearer' }
  | { kind: 'token'; scope: 'read' | 'write'; tokenId: string };

/** What the Authorization header (or, without one, the session cookie) offers, before it is checked. */
export type Presented =
  | { kind: 'none' }
  | { kind: 'malformed' }
  | { kind: 'api-token'; token: string }
  | { kind: 'session'; credential: string; via: 'cookie' | 'bearer' };

const SCHEME = /^(Bearer|Token)[ ]+([\x21-\x7e]+)[ ]*$/i;

/**
 * Reads `Authorization: Bearer <token>` and `Authorization: Token <token>` (the Readwise convention). A
 * Bearer value that starts with the API-token prefix is an API token, any other a session token; Token
 * takes API tokens only.
 */
export function presentedCredential(
  headers: IncomingHttpHeaders,
  sessionCookie: string | undefined,
): Presented {
  const authorization = headers.authorization;
  if (authorization === undefined || authorization === '') {
    return sessionCookie ? { kind: 'session', credential: sessionCookie, via: 'cookie' } : { kind: 'none' };
  }
  const match = SCHEME.exec(authorization);
  const scheme = match?.[1]?.toLowerCase();
  const value = match?.[2];
  if (!scheme || !value) return { kind: 'malformed' };
  if (value.startsWith(API_TOKEN_PREFIX)) return { kind: 'api-token', token: value };
  if (scheme === 'token') return { kind: 'malformed' };
  return { kind: 'session', credential: value, via: 'bearer' };
}
