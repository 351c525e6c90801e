// The auth feature's public surface: what other features (settings) may use.

export { useSignOut } from './api/auth-actions';
export { type SessionUser, useSession } from './api/session';
