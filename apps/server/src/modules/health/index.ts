/** What the app uses of health: the unauthenticated liveness route. */
export { healthRoutes } from './health.routes';
