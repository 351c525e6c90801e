/**
 * Local calendar days in an IANA zone as UTC epoch-ms ranges: "today" is the user's day everywhere
 * (docs/product-rules.md, Highlights), so a highlight saved at 23:30 in New York belongs to that New York day, not the UTC one.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock through Intl: exact for every instant, but microseconds a call. */
function wallClockFromIntl(epochMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** How far the wall clock at an instant is ahead of UTC, in ms (whole seconds, as the wall clock has). */
function offsetOfWallClock(wall: WallClock, epochMs: number): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_REMEMBERED_SPANS = 100_000;
/** Per zone and span length, per span since 1970: the offset through that whole span, or null if it changes. */
const spanOffsets = new Map<string, Map<number, number | null>>();
let rememberedSpans = 0;

function steadyOffsetOfSpan(epochMs: number, timeZone: string, spanMs: number): number | null {
  if (rememberedSpans >= MAX_REMEMBERED_SPANS) {
    spanOffsets.clear();
    rememberedSpans = 0;
  }
  const key = `${spanMs} ${timeZone}`;
  let offsets = spanOffsets.get(key);
  if (!offsets) {
    offsets = new Map();
    spanOffsets.set(key, offsets);
  }
  const span = Math.floor(epochMs / spanMs);
  let offset = offsets.get(span);
  if (offset === undefined) {
    const start = span * spanMs;
    const end = start + spanMs - 1000;
    const first = offsetOfWallClock(wallClockFromIntl(start, timeZone), start);
    const last = offsetOfWallClock(wallClockFromIntl(end, timeZone), end);
    offset = first === last ? first : null;
    offsets.set(span, offset);
    rememberedSpans += 1;
  }
  return offset;
}

// An export dates every highlight: one Intl call each cost 2 s of CPU for 100,000 (docs/exports.md). A zone's
// offset changes a few times a year and never twice within a day, so it is looked up once per UTC day: the
// same at the day's first and last second means the same throughout. A day holding a change is looked up by
// the hour, and an hour holding one is left to Intl, as are instants before 1970.
function steadyOffset(epochMs: number, timeZone: string): number | null {
  if (!(epochMs >= 0)) return null;
  return steadyOffsetOfSpan(epochMs, timeZone, DAY_MS) ?? steadyOffsetOfSpan(epochMs, timeZone, HOUR_MS);
}

export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const offset = steadyOffset(epochMs, timeZone);
  if (offset === null) return wallClockFromIntl(epochMs, timeZone);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  return offsetOfWallClock(wallClockAt(epochMs, timeZone), epochMs);
}

/** The instant a local wall-clock time occurs in the zone (the earlier one across a DST overlap). */
export function zonedTimeToEpoch(
  year: number,
  month: number,
  day: number,
  timeZone: string,
  hour = 0,
  minute = 0,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - zoneOffsetMs(guess, timeZone);
  const second = guess - zoneOffsetMs(first, timeZone);
  return Math.min(first, second);
}

interface DayRange {
  start: number;
  end: number;
}

// Zone rules are fixed for the life of the process, so a day's range never changes; computing one costs a few
// Intl calls, which showed in profiles of every day-based API call.
const MAX_REMEMBERED_DAYS = 10_000;
const dayRanges = new Map<string, DayRange>();
const todayByZone = new Map<string, DayRange>();

/** [start, end) in epoch ms of the local day `yyyy-MM-dd` in the zone. */
export function localDayRange(date: string, timeZone: string): DayRange {
  const key = `${timeZone} ${date}`;
  let range = dayRanges.get(key);
  if (!range) {
    if (dayRanges.size >= MAX_REMEMBERED_DAYS) dayRanges.clear();
    range = computeLocalDayRange(date, timeZone);
    dayRanges.set(key, range);
  }
  return { ...range };
}

function computeLocalDayRange(date: string, timeZone: string): DayRange {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const start = zonedTimeToEpoch(year, month, day, timeZone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const end = zonedTimeToEpoch(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
  return { start, end };
}

/** yyyy-MM-dd of the local day containing the instant. */
export function localDateOf(epochMs: number, timeZone: string): string {
  const { year, month, day } = wallClockAt(epochMs, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** [start, end) of the user's local today. */
export function localTodayRange(timeZone: string, now = Date.now()): DayRange {
  const today = todayByZone.get(timeZone);
  if (today && now >= today.start && now < today.end) return { start: today.start, end: today.end };
  const range = localDayRange(localDateOf(now, timeZone), timeZone);
  if (todayByZone.size >= MAX_REMEMBERED_DAYS) todayByZone.clear();
  todayByZone.set(timeZone, { ...range });
  return range;
}
