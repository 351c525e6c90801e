import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf, localDayRange, localTodayRange, wallClockAt, zonedTimeToEpoch } from './local-day';

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

describe('wallClockAt', () => {
  // Zones with odd offsets and rules: half and quarter hours, a 30-minute daylight saving, negative
  // "winter time", a clock that moved across the date line, and one whose saving stops for Ramadan.
  const zones = [
    'UTC',
    'Europe/Berlin',
    'America/New_York',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Europe/Dublin',
    'Pacific/Apia',
    'Africa/Casablanca',
  ];

  const formats = new Map(
    zones.map((timeZone) => [
      timeZone,
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
    ]),
  );

  function intlWallClock(epochMs: number, timeZone: string) {
    const parts = formats.get(timeZone)?.formatToParts(new Date(epochMs)) ?? [];
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return {
      year: value('year'),
      month: value('month'),
      day: value('day'),
      hour: value('hour'),
      minute: value('minute'),
      second: value('second'),
    };
  }

  it('agrees with Intl at any instant, across every change of offset', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: -86_400_000 * 366, max: Date.UTC(2080, 0, 1) }),
        (zone, epochMs) => {
          expect(wallClockAt(epochMs, zone)).toEqual(intlWallClock(epochMs, zone));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('agrees with Intl every minute through the hours in which a zone changes its offset', () => {
    const hourMs = 3_600_000;
    const offsetAt = (epochMs: number, zone: string) => {
      const wall = intlWallClock(epochMs, zone);
      return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - epochMs;
    };
    let changes = 0;
    for (const zone of zones) {
      for (let start = Date.UTC(2026, 0, 1); start < Date.UTC(2027, 0, 1); start += hourMs) {
        if (offsetAt(start, zone) === offsetAt(start + hourMs, zone)) continue;
        changes += 1;
        for (let instant = start - 60_000; instant <= start + hourMs + 60_000; instant += 60_000) {
          expect(wallClockAt(instant + 999, zone)).toEqual(intlWallClock(instant + 999, zone));
        }
      }
    }
    expect(changes).toBeGreaterThan(10);
  });
});
