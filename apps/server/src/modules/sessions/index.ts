/** What the app and sign-in may use of sessions. */
export { findLiveSession, recordSessionActivity } from './sessions.repository';
export { sessionsRoutes } from './sessions.routes';
