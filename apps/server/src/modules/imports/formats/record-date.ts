import type { ImportRecord } from './import-record';
import { checkedInstant, instantOf, readWrittenDate } from './written-date';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads a date cell of an export (ISO 8601 with or without an offset, else a date as people write it) into
 * the record's highlightedAt, or reports it unreadable. Without an offset the date is in `timeZone`.
 */
export function dateFields(
  value: string | undefined,
  timeZone: string,
  now: Date,
): Pick<ImportRecord, 'highlightedAt' | 'dateUnreadable'> {
  const text = value?.trim() ?? '';
  if (text === '') return { highlightedAt: null };
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = iso;
    const wall = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
      offsetMinutes: offset === undefined ? undefined : offsetMinutes(offset),
    };
    const probe = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
    if (probe.getUTCDate() !== wall.day || wall.hour > 23 || wall.minute > 59 || wall.second > 59) {
      return { highlightedAt: null, dateUnreadable: text };
    }
    const reading = instantOf(wall, timeZone, now);
    if (!reading.ok) return { highlightedAt: null, dateUnreadable: `${text} (${reading.reason})` };
    const milliseconds = Number(`0.${fraction || '0'}`) * 1000;
    return { highlightedAt: new Date(reading.date.getTime() + Math.floor(milliseconds)) };
  }
  const written = readWrittenDate(text);
  if (!written) return { highlightedAt: null, dateUnreadable: text };
  const reading = instantOf(written, timeZone, now);
  return reading.ok
    ? { highlightedAt: reading.date }
    : { highlightedAt: null, dateUnreadable: `${text} (${reading.reason})` };
}

/** For dates already held as instants (JSON exports): only the plausibility check. */
export function instantFields(
  value: string | undefined | null,
  now: Date,
): Pick<ImportRecord, 'highlightedAt' | 'dateUnreadable'> {
  if (!value) return { highlightedAt: null };
  const reading = checkedInstant(new Date(value), now);
  return reading.ok
    ? { highlightedAt: reading.date }
    : { highlightedAt: null, dateUnreadable: `${value} (${reading.reason})` };
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return offset.startsWith('-') ? -minutes : minutes;
}
