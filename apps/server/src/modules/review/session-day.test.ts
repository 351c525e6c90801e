import { describe, expect, it } from 'vitest';
import { isLaterDay, sessionDayAt } from './session-day';

const HOUR = 60 * 60 * 1000;
// 2026-12-06 20:00 UTC: 2026-12-07 in Auckland (UTC+13), 2026-12-06 in Los Angeles (UTC-8).
const NOW = Date.UTC(2026, 11, 6, 20);

describe('the day of a review session', () => {
  it('is the local day when the user has no session yet', () => {
    expect(sessionDayAt(NOW, 'Pacific/Auckland', [])).toBe('2026-12-07');
    expect(sessionDayAt(NOW, 'America/Los_Angeles', [])).toBe('2026-12-06');
  });

  it('reuses the latest session when a zone further west names an earlier date', () => {
    const latest = { day: '2026-12-07', at: NOW - 1000 };
    expect(sessionDayAt(NOW, 'America/Los_Angeles', [latest])).toBe('2026-12-07');
  });

  it('reuses the latest session when a zone further east names a later date but no midnight passed', () => {
    const latest = { day: '2026-12-06', at: NOW - 1000 };
    expect(sessionDayAt(NOW, 'Pacific/Auckland', [latest])).toBe('2026-12-06');
    expect(sessionDayAt(NOW, 'Etc/GMT-14', [latest])).toBe('2026-12-06');
  });

  it('starts the new day after local midnight, as before', () => {
    const lateEvening = Date.UTC(2026, 11, 6, 22, 50); // 23:50 in Berlin
    const afterMidnight = lateEvening + HOUR / 3; // 00:10
    const latest = { day: '2026-12-06', at: lateEvening };
    expect(sessionDayAt(afterMidnight, 'Europe/Berlin', [latest])).toBe('2026-12-07');
    const dayAfter = afterMidnight + 24 * HOUR;
    expect(sessionDayAt(dayAfter, 'Europe/Berlin', [{ day: '2026-12-07', at: afterMidnight }, latest])).toBe(
      '2026-12-08',
    );
  });

  it('makes no third session within twenty hours, whatever zones are named', () => {
    const first = { day: '2026-12-05', at: NOW - 2 * HOUR };
    const second = { day: '2026-12-06', at: NOW - HOUR };
    // A zone whose midnight passed a moment ago would otherwise open its new day.
    expect(isLaterDay(NOW, 'Etc/GMT-4', second)).toBe(true);
    expect(sessionDayAt(NOW, 'Etc/GMT-4', [second, first])).toBe('2026-12-06');
  });
});
