import { describe, expect, it } from 'vitest';
import { localDateOf, localDayRange, localTodayRange, zonedTimeToEpoch } from './local-day';

describe('local days', () => {
  it('maps a New York day to its UTC instants', () => {
    const { start, end } = localDayRange('2026-11-22', 'America/New_York');
    expect(new Date(start).toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('handles the 23-hour day when daylight saving starts', () => {
    const { start, end } = localDayRange('2026-03-08', 'America/New_York');
    expect((end - start) / 3_600_000).toBe(23);
  });

  it('puts 23:30 local on that local day, not the UTC one', () => {
    const instant = zonedTimeToEpoch(2026, 11, 22, 'America/Los_Angeles', 23, 30);
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDateOf(instant, 'UTC')).toBe('2026-11-23');
  });

  it('works east of Greenwich and for today', () => {
    const { start } = localDayRange('2026-01-01', 'Asia/Tokyo');
    expect(new Date(start).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    const now = Date.UTC(2026, 10, 22, 12);
    const today = localTodayRange('Asia/Kolkata', now);
    expect(today.start).toBeLessThanOrEqual(now);
    expect(today.end).toBeGreaterThan(now);
  });
});
