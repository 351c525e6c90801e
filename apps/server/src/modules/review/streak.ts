/**
 * Consecutive days with a finished session, ending today, or yesterday while today's is still open (a
 * streak is not broken before the day is over). Days are local `yyyy-MM-dd`, newest first.
 */
export function streakEndingAt(today: string, completedDaysNewestFirst: readonly string[]): number {
  const completed = new Set(completedDaysNewestFirst);
  let day = completed.has(today) ? today : previousDay(today);
  let streak = 0;
  while (completed.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

function previousDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}
