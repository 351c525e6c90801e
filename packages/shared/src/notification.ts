import { z } from 'zod';
import { isoTimestampSchema } from './dates';
import { LIMITS } from './limits';

export const NOTIFICATION_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** The "standard e-mail pattern" of spec section 5, shared by the settings form and the server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, `The e-mail address must be at most ${LIMITS.emailMax} characters.`)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.');

export const notificationSettingsSchema = z
  .object({
    email: emailSchema,
    frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: 'Frequency must be DAILY, WEEKLY or MONTHLY.' }),
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    startDate: isoTimestampSchema,
  })
  .meta({ id: 'NotificationSettings' });

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
