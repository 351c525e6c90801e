import { z } from 'zod';
import { isoTimestampSchema } from './dates';
import { LIMITS } from './limits';

export const NOTIFICATION_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** Spec section 9: with no stored configuration the form starts disabled, DAILY, at 21:00 local time. */
export const NOTIFICATION_DEFAULTS = { enabled: false, frequency: 'DAILY', time: '21:00' } as const;

/** Test digests a user may ask for per hour. */
export const TEST_DIGESTS_PER_HOUR = 5;

/** The "standard e-mail pattern" of spec section 5, shared by the settings form and the server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .max(LIMITS.emailMax, `The e-mail address must be at most ${LIMITS.emailMax} characters.`)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.');

const settingsFields = {
  email: emailSchema,
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: 'Frequency must be DAILY, WEEKLY or MONTHLY.' }),
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  /** The first send; its time of day (shown in local time) is when every digest goes out. */
  startDate: isoTimestampSchema,
};

/** The earliest first send accepted: before it, zones had local mean times ("9:09 PM" in Paris in the year 1). */
const EARLIEST_FIRST_SEND = Date.UTC(2000, 0, 1);
/** How far ahead a first send may be: a schedule starting in the year 9999 would never send. */
const LATEST_FIRST_SEND_AHEAD_MS = 10 * 366 * 24 * 60 * 60 * 1000;

const firstSendSchema = isoTimestampSchema.refine(
  (value) => {
    const time = Date.parse(value);
    return time >= EARLIEST_FIRST_SEND && time <= Date.now() + LATEST_FIRST_SEND_AHEAD_MS;
  },
  { message: 'startDate must be from the year 2000 to ten years from now.' },
);

/** The settings as saved: a first send the schedule can reach. */
export const notificationSettingsSchema = z
  .object({ ...settingsFields, startDate: firstSendSchema })
  .meta({ id: 'NotificationSettings' });

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * The stored settings as answered: whether digests may go to the address yet (its owner confirmed it). A first
 * send saved before the bound existed is still answered as stored.
 */
export const notificationSettingsStateSchema = z
  .object({
    ...settingsFields,
    emailConfirmed: z.boolean(),
    /** The address links in e-mails open: PUBLIC_URL, else this server on localhost. */
    linksTo: z.string(),
  })
  .meta({ id: 'NotificationSettingsState' });

export type NotificationSettingsState = z.infer<typeof notificationSettingsStateSchema>;

/** The answer to POST /notifications/test: the digest is on its way to this address. */
export const notificationTestSchema = z
  .object({ email: z.string(), periodStart: isoTimestampSchema, periodEnd: isoTimestampSchema })
  .meta({ id: 'NotificationTest' });

export type NotificationTest = z.infer<typeof notificationTestSchema>;
