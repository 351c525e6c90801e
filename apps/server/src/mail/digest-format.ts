/** Dates and snippets as the digest shows them, in the reader's time zone. */

const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

function parts(epochMs: number, timeZone: string) {
  const values: Record<string, string> = {};
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  for (const part of formatter.formatToParts(new Date(epochMs))) values[part.type] = part.value;
  return { year: values.year ?? '', month: values.month ?? '', day: values.day ?? '' };
}

/**
 * The period as a reader says it: 'Nov 22, 2026', 'Nov 21–22, 2026', 'Nov 30 – Dec 1, 2026' or
 * 'Dec 31, 2026 – Jan 1, 2027'. The end is exclusive, so a period ending at midnight ends the day before.
 */
export function formatPeriod(start: number, end: number, timeZone: string): string {
  const from = parts(start, timeZone);
  const to = parts(Math.max(start, end - 1), timeZone);
  if (from.year !== to.year) {
    return `${from.month} ${from.day}, ${from.year} – ${to.month} ${to.day}, ${to.year}`;
  }
  if (from.month !== to.month) return `${from.month} ${from.day} – ${to.month} ${to.day}, ${to.year}`;
  if (from.day !== to.day) return `${from.month} ${from.day}–${to.day}, ${to.year}`;
  return `${from.month} ${from.day}, ${from.year}`;
}

/** 'Nov 22, 9:05 PM' in the zone. */
export function formatMoment(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    ...MONTH_DAY,
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(epochMs));
}

/** At most `max` characters, cut at a word boundary when one is near, followed by '...'. */
export function snippet(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
