const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait as the rating buttons say it: "10 min", "5 h", "4 days", "3 mo", "1.5 yr". */
export function formatInterval(milliseconds: number): string {
  if (milliseconds < HOUR) return `${Math.max(1, Math.round(milliseconds / MINUTE))} min`;
  if (milliseconds < DAY) return `${Math.round(milliseconds / HOUR)} h`;
  const days = Math.round(milliseconds / DAY);
  if (days < 31) return days === 1 ? '1 day' : `${days} days`;
  if (days < 365) return `${Math.round(days / 30.4)} mo`;
  const years = Math.round((days / 365) * 10) / 10;
  return `${years} yr`;
}
