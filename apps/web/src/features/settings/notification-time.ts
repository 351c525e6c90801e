import { NOTIFICATION_DEFAULTS, type NotificationFrequency, type NotificationSettings } from '@precis/shared';
import { format, set } from 'date-fns';

/**
 * The digest time is picked as local HH:mm and stored as a UTC timestamp: the date part
 * anchors WEEKLY (its weekday) and MONTHLY (its day of month) schedules.
 */

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** The local HH:mm of a stored start date. */
export function localTimeOf(startDate: string): string {
  return format(new Date(startDate), 'HH:mm');
}

/** The anchor's local day at the local time `HH:mm`, as a UTC ISO timestamp. */
export function startDateAt(time: string, anchor: Date = new Date()): string {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1] ?? 21);
  const minutes = Number(match?.[2] ?? 0);
  return set(anchor, { hours, minutes, seconds: 0, milliseconds: 0 }).toISOString();
}

/** With nothing stored, disabled, the primary e-mail, DAILY at 21:00 local time. */
export function defaultNotificationSettings(
  primaryEmail: string,
  now: Date = new Date(),
): NotificationSettings {
  return {
    enabled: NOTIFICATION_DEFAULTS.enabled,
    email: primaryEmail,
    frequency: NOTIFICATION_DEFAULTS.frequency,
    startDate: startDateAt(NOTIFICATION_DEFAULTS.time, now),
  };
}

/** A new time keeps the schedule's day; a new frequency starts from today (shown in the hint). */
export function withTime(settings: NotificationSettings, time: string): NotificationSettings {
  return { ...settings, startDate: startDateAt(time, new Date(settings.startDate)) };
}

export function withFrequency(
  settings: NotificationSettings,
  frequency: NotificationFrequency,
  today: Date = new Date(),
): NotificationSettings {
  return { ...settings, frequency, startDate: startDateAt(localTimeOf(settings.startDate), today) };
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** When the digest goes out, in words: 'Sent every Friday at 9:00 PM.' (the time as the browser's locale writes it, like the time field). */
export function scheduleDescription(
  settings: Pick<NotificationSettings, 'frequency' | 'startDate'>,
  locale?: string,
): string {
  const start = new Date(settings.startDate);
  const time = start.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (settings.frequency === 'DAILY') return `Sent every day at ${time}.`;
  if (settings.frequency === 'WEEKLY') return `Sent every ${format(start, 'EEEE')} at ${time}.`;
  const day = start.getDate();
  const clamp = day > 28 ? ' (the last day in shorter months)' : '';
  return `Sent on the ${ordinal(day)} of each month${clamp} at ${time}.`;
}
