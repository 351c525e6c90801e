import { z } from 'zod';

/** A calendar day as the API's queries carry it: yyyy-MM-dd, and a real date (no 2026-02-30). */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd, e.g. 2026-11-22.')
  .refine(isRealDate, 'This is not a real calendar date.');

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

export const isoTimestampSchema = z.iso.datetime({ offset: true, message: 'Use an ISO 8601 timestamp.' });
