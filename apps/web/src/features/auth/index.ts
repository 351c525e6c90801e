// The auth feature's public surface: what other features (settings) may use.

export { useSignOut } from './api/auth-actions';
export { type SessionUser, sessionQueryOptions, useSession } from './api/session';
