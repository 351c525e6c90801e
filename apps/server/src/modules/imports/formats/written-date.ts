import { de, enUS, es, fr, it, nl, pt } from 'date-fns/locale';
import { zonedTimeToEpoch } from '../../../lib/local-day';

/**
 * Dates as devices write them for people ("Friday, 8 December 2023 08:51:38", "jueves, 18 de julio de 2024
 * 10:34:35 p. m.", "2013年12月18日星期三 下午04:55:44"), read without knowing the language in advance: a month
 * name from any known language or the CJK 年月日 pattern, the other numbers around it, a time and its AM/PM
 * marker. Month names come from date-fns' locales.
 */

const MONTH_LOCALES = [enUS, de, fr, es, it, pt, nl];
const MONTH_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

const monthByName: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>();
  for (const locale of MONTH_LOCALES) {
    for (const month of MONTH_INDEXES) {
      for (const context of ['formatting', 'standalone'] as const) {
        const name = locale.localize.month(month, { width: 'wide', context });
        names.set(name.toLowerCase(), month + 1);
      }
    }
  }
  names.set('setiembre', 9);
  return names;
})();

export interface WallClockDate {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC when the text named its offset ("GMT+01:00"). */
  offsetMinutes?: number;
}

const CJK_DATE = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/u;
const NUMERIC_DATE = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;
const TIME = /(\d{1,2}):(\d{2})(?::(\d{2}))?/;
const OFFSET = /\b(?:GMT|UTC)\s*([+-])(\d{1,2})(?::?(\d{2}))?/i;
const PM_MARKER = /\bPM\b|\bp\.\s?m\.|下午|晚上|午後|中午/iu;
const AM_MARKER = /\bAM\b|\ba\.\s?m\.|上午|凌晨|早上|午前/iu;

/** The wall-clock date written in `text`, or undefined when no known calendar date can be read from it. */
export function readWrittenDate(raw: string): WallClockDate | undefined {
  let text = raw.replace(/[\u00a0\u202f\u2009]/g, ' ');
  let offsetMinutes: number | undefined;
  const offset = OFFSET.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    offsetMinutes = offset[1] === '-' ? -minutes : minutes;
    text = text.replace(OFFSET, ' ');
  }
  const time = TIME.exec(text);
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (time) {
    hour = Number(time[1]);
    minute = Number(time[2]);
    second = Number(time[3] ?? 0);
    const after = text.slice(0, time.index) + text.slice(time.index + time[0].length);
    if (PM_MARKER.test(after) && hour < 12) hour += 12;
    else if (AM_MARKER.test(after) && hour === 12) hour = 0;
    text = `${text.slice(0, time.index)} ${text.slice(time.index + time[0].length)}`;
  }
  const day = readCalendarDay(text);
  if (!day) return undefined;
  const date = { ...day, hour, minute, second, offsetMinutes };
  return isRealDate(date) ? date : undefined;
}

function readCalendarDay(text: string): { year: number; month: number; day: number } | undefined {
  const cjk = CJK_DATE.exec(text);
  if (cjk) return { year: Number(cjk[1]), month: Number(cjk[2]), day: Number(cjk[3]) };
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) return { year: Number(numeric[1]), month: Number(numeric[2]), day: Number(numeric[3]) };
  let month: number | undefined;
  for (const word of text.matchAll(/\p{L}+/gu)) {
    month = monthByName.get(word[0].toLowerCase());
    if (month) break;
  }
  if (!month) return undefined;
  const numbers = [...text.matchAll(/\d+/g)].map((match) => match[0]);
  const fullYear = numbers.find((number) => number.length === 4);
  if (fullYear) {
    const dayText = numbers.find((number) => number !== fullYear && number.length <= 2);
    return dayText ? { year: Number(fullYear), month, day: Number(dayText) } : undefined;
  }
  // Old firmware wrote two-digit years ("Monday, 3 December 12"): the day comes first either way.
  const [dayText, yearText] = numbers;
  if (!dayText || !yearText || dayText.length > 2 || yearText.length !== 2) return undefined;
  return { year: 2000 + Number(yearText), month, day: Number(dayText) };
}

function isRealDate(date: WallClockDate): boolean {
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.hour > 23 || date.minute > 59) return false;
  if (date.second > 59) return false;
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return probe.getUTCDate() === date.day && probe.getUTCMonth() === date.month - 1;
}

const EARLIEST_PLAUSIBLE_YEAR = 1900;
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export type DateReading = { ok: true; date: Date } | { ok: false; reason: string };

/** The instant of a wall-clock date in the zone, refused when implausible (year 0, a date in the future). */
export function instantOf(date: WallClockDate, timeZone: string, now: Date): DateReading {
  if (date.year < EARLIEST_PLAUSIBLE_YEAR)
    return { ok: false, reason: `the year ${date.year} is not plausible` };
  const epoch =
    date.offsetMinutes === undefined
      ? hourStart(date, timeZone) + date.minute * 60_000 + date.second * 1000
      : Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute, date.second) -
        date.offsetMinutes * 60_000;
  return checkedInstant(new Date(epoch), now);
}

// Reading a zone's offset costs two Intl calls; a file's clippings fall in far fewer hours than records.
const hourStarts = new Map<string, number>();
const MAX_REMEMBERED_HOURS = 100_000;

/** The instant a local hour begins in the zone (offsets change on hour boundaries). */
function hourStart(date: WallClockDate, timeZone: string): number {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day} ${date.hour}`;
  let start = hourStarts.get(key);
  if (start === undefined) {
    start = zonedTimeToEpoch(date.year, date.month, date.day, timeZone, date.hour, 0);
    if (hourStarts.size >= MAX_REMEMBERED_HOURS) hourStarts.clear();
    hourStarts.set(key, start);
  }
  return start;
}

/** Refuses an instant that lies in the future (beyond a day of clock skew) or before 1900. */
export function checkedInstant(instant: Date, now: Date): DateReading {
  const epoch = instant.getTime();
  if (Number.isNaN(epoch)) return { ok: false, reason: 'not a date' };
  if (instant.getUTCFullYear() < EARLIEST_PLAUSIBLE_YEAR) {
    return { ok: false, reason: `the year ${instant.getUTCFullYear()} is not plausible` };
  }
  if (epoch > now.getTime() + CLOCK_SKEW_MS) return { ok: false, reason: 'the date is in the future' };
  return { ok: true, date: instant };
}
