/**
 * The path an /api/auth request is routed by, in one spelling: what a WHATWG URL makes of it (dot segments
 * resolved, as better-auth sees it), repeated and trailing slashes folded, lower case. Every limit and lock
 * keys on this, so no spelling of a route escapes the count kept for it.
 */
export function canonicalAuthPath(url: URL): string {
  return url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** Routes that check a password or send mail: the strict per-address limit (AUTH_RATE_LIMIT_PER_MINUTE). */
const CREDENTIAL_ROUTES = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/send-verification-email',
  '/api/auth/delete-user',
]);

export function isCredentialRoute(route: string): boolean {
  return CREDENTIAL_ROUTES.has(route);
}
