/** What other modules may use of notifications. */
export { restoreSettings } from './notifications.service';
