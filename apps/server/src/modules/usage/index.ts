/** What the app and other modules may use of usage: the routes and the per-day creation counts. */
export {
  bucketAt,
  countCreatedBetween,
  createdCountSql,
  creationBuckets,
  recordCreation,
} from './daily-creations.repository';
export { lockDailyLimit } from './daily-limit-lock';
export { usageRoutes } from './usage.routes';
