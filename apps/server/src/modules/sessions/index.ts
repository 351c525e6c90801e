/** What the app and sign-in may use of sessions. */
export { deleteSessions, findLiveSession, recordSessionActivity } from './sessions.repository';
export { sessionsRoutes } from './sessions.routes';
