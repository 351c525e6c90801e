/**
 * The Content-Security-Policy of the API reference pages under /api/docs. Swagger UI is three script files
 * and two style sheets served from the same place, with no inline script, so nothing but our own origin is
 * allowed. "Try it out" calls the API on the same origin (connect-src 'self') with the token typed into the
 * Authorize dialog, so it keeps working. Not framed, no forms elsewhere, no remote fonts, images or styles;
 * no upgrade-insecure-requests, which would break the pages on a plain-http home server.
 */
const SWAGGER_LOGO_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

export const API_DOCS_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // The one inline style element Swagger UI draws: the logo's fill colours, allowed by its hash alone.
  `style-src 'self' '${SWAGGER_LOGO_STYLE_HASH}'`,
].join('; ');
