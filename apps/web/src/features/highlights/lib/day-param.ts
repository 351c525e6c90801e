import { isAfter, isValid, parse, startOfDay } from 'date-fns';

/**
 * The day of the list, read from ?date=yyyy-MM-dd. Missing, malformed, impossible (2026-02-30) or future
 * days fall back to today, so a shared or stale link still shows something sensible.
 */
export function dayFromParam(value: string | null, today: Date): Date {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return startOfDay(today);
  const day = parse(value, 'yyyy-MM-dd', today);
  if (!isValid(day) || isAfter(day, today)) return startOfDay(today);
  return day;
}
