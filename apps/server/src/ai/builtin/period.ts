import { isValidTimeZone } from '@precis/shared';
import { wallClockAt } from '../../lib/local-day';
/** Calendar dates in a time zone, and human labels for summary periods ("Nov 3–9, 2026"). */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The time zone if the runtime knows it, else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

const QUARTER_HOUR = 15 * 60 * 1000;
const dateCache = new Map<string, CalendarDate>();

/**
 * Local date and time of an instant. Every zone offset is a multiple of 15 minutes, so the slow Intl call is
 * made once per UTC quarter-hour and the rest is added arithmetically.
 */
export function calendarDate(instant: Date, timeZone: string): CalendarDate {
  const time = instant.getTime();
  const bucket = Math.floor(time / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${bucket}`;
  let start = dateCache.get(key);
  if (!start) {
    if (dateCache.size > 10_000) dateCache.clear();
    start = intlCalendarDate(new Date(bucket), timeZone);
    dateCache.set(key, start);
  }
  const offsetSeconds = Math.floor((time - bucket) / 1000);
  return {
    ...start,
    minute: start.minute + Math.floor(offsetSeconds / 60),
    second: start.second + (offsetSeconds % 60),
  };
}

function intlCalendarDate(instant: Date, timeZone: string): CalendarDate {
  const wall = wallClockAt(instant.getTime(), timeZone);
  return { ...wall, weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() };
}

export function shortDate(date: CalendarDate, withYear = true): string {
  const label = `${MONTHS_SHORT[date.month - 1] ?? ''} ${date.day}`;
  return withYear ? `${label}, ${date.year}` : label;
}

/** "December 2023". */
export function monthYear(date: CalendarDate): string {
  return `${MONTHS_LONG[date.month - 1] ?? ''} ${date.year}`;
}

export function weekdayDate(date: CalendarDate): string {
  return `${WEEKDAYS[date.weekday] ?? ''}, ${shortDate(date)}`;
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

export interface PeriodLabel {
  label: string;
  singleDay: boolean;
}

/**
 * Labels a period: "Nov 22, 2026", "Nov 3–9, 2026", "Oct 28 – Nov 3, 2026", "Dec 29, 2025 – Jan 4, 2026", or
 * "November 2026" for a whole calendar month. An end exactly at local midnight is read as exclusive.
 */
export function formatPeriod(start: string, end: string, timeZone: string): PeriodLabel | undefined {
  const startDate = new Date(start);
  let endDate = new Date(end);
  if (Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) return undefined;
  if (endDate < startDate) endDate = startDate;
  const from = calendarDate(startDate, timeZone);
  const endLocal = calendarDate(endDate, timeZone);
  const exclusive =
    endDate > startDate && endLocal.hour === 0 && endLocal.minute === 0 && endLocal.second === 0;
  const to = exclusive ? calendarDate(new Date(endDate.getTime() - 1), timeZone) : endLocal;

  if (sameDay(from, to)) return { label: shortDate(from), singleDay: true };
  if (from.year === to.year && from.month === to.month) {
    const lastDay = new Date(Date.UTC(to.year, to.month, 0)).getUTCDate();
    if (from.day === 1 && to.day === lastDay) {
      return { label: `${MONTHS_LONG[from.month - 1] ?? ''} ${from.year}`, singleDay: false };
    }
    return { label: `${shortDate(from, false)}–${to.day}, ${to.year}`, singleDay: false };
  }
  if (from.year === to.year) {
    return { label: `${shortDate(from, false)} – ${shortDate(to)}`, singleDay: false };
  }
  return { label: `${shortDate(from)} – ${shortDate(to)}`, singleDay: false };
}
