/** What the app and sign-in may use of sessions. */
export {
  deleteSessions,
  findLiveSession,
  pruneSessionActivity,
  recordSessionActivity,
} from './sessions.repository';
export { sessionsRoutes } from './sessions.routes';
