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

export const notificationSettingsSchema = z
  .object({
    email: emailSchema,
    frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: 'Frequency must be DAILY, WEEKLY or MONTHLY.' }),
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    /** The first send; its time of day (shown in local time) is when every digest goes out. */
    startDate: isoTimestampSchema,
  })
  .meta({ id: 'NotificationSettings' });

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The stored settings as answered: whether digests may go to the address yet (its owner confirmed it). */
export const notificationSettingsStateSchema = notificationSettingsSchema
  .extend({ emailConfirmed: z.boolean() })
  .meta({ id: 'NotificationSettingsState' });

export type NotificationSettingsState = z.infer<typeof notificationSettingsStateSchema>;

/** The answer to POST /notifications/test: the digest is on its way to this address. */
export const notificationTestSchema = z
  .object({ email: z.string(), periodStart: isoTimestampSchema, periodEnd: isoTimestampSchema })
  .meta({ id: 'NotificationTest' });

export type NotificationTest = z.infer<typeof notificationTestSchema>;
