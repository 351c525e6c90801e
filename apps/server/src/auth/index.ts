/**
 * What other modules use of authentication: `requireUser(app, context.authenticator)` on a plugin makes
 * every route in it answer 401/403/429 for a bad caller and sets `request.user` and `request.credential`.
 */
export type { Authenticated, Authenticator, Refusal } from './authenticate';
export type { Credential } from './credential';
export { type CurrentUser, requireUser } from './current-user';
export { requireSession } from './require-session';
