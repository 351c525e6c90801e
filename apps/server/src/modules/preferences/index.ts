/** What the app and other modules may use of preferences: a user's time zone. */
export { timeZoneOfUser } from './preferences.repository';
export { resolveTimeZone } from './time-zone.hook';
