/** What the app and other modules may use of notifications: routes, key derivation and the digest jobs. */

export { registerDigestJobs } from './digest.jobs';
export { deriveAddressKey } from './digest-address-token';
export { notificationsRoutes } from './notifications.routes';
export { restoreSettings } from './notifications.service';
export { unsubscribeRoutes } from './unsubscribe.routes';
export { deriveUnsubscribeKey } from './unsubscribe-token';
