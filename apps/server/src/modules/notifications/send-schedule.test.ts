import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastSendAtOrBefore,
  nextSendAfter,
  periodEndingAt,
  type SendSchedule,
  sendTimeAt,
} from './send-schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('nextSendAfter in UTC', () => {
  const daily: SendSchedule = { frequency: 'DAILY', startAt: at('2026-01-10T21:00:00Z'), timeZone: 'UTC' };

  it('sends DAILY at the start time of day, strictly after the given instant', () => {
    expect(iso(nextSendAfter(daily, at('2026-03-05T20:59:59Z')))).toBe('2026-03-05T21:00:00.000Z');
    expect(iso(nextSendAfter(daily, at('2026-03-05T21:00:00Z')))).toBe('2026-03-06T21:00:00.000Z');
    expect(iso(nextSendAfter(daily, at('2026-03-05T23:30:00Z')))).toBe('2026-03-06T21:00:00.000Z');
  });

  it('never sends before the start date', () => {
    expect(iso(nextSendAfter(daily, at('2025-12-01T00:00:00Z')))).toBe('2026-01-10T21:00:00.000Z');
    expect(lastSendAtOrBefore(daily, at('2026-01-10T20:00:00Z'))).toBeNull();
  });

  it('sends WEEKLY every 7 days from the start date', () => {
    const weekly: SendSchedule = { ...daily, frequency: 'WEEKLY' };
    // 2026-01-10 is a Saturday: every Saturday at 21:00.
    expect(iso(nextSendAfter(weekly, at('2026-01-10T21:00:00Z')))).toBe('2026-01-17T21:00:00.000Z');
    expect(iso(nextSendAfter(weekly, at('2026-03-05T12:00:00Z')))).toBe('2026-03-07T21:00:00.000Z');
    expect(iso(nextSendAfter(weekly, at('2026-03-07T21:00:00Z')))).toBe('2026-03-14T21:00:00.000Z');
  });

  it('sends MONTHLY on the day of month, clamped to the last day of shorter months', () => {
    const monthly: SendSchedule = {
      frequency: 'MONTHLY',
      startAt: at('2026-01-31T08:15:00Z'),
      timeZone: 'UTC',
    };
    expect(iso(nextSendAfter(monthly, at('2026-01-31T08:15:00Z')))).toBe('2026-02-28T08:15:00.000Z');
    expect(iso(nextSendAfter(monthly, at('2026-02-28T08:15:00Z')))).toBe('2026-03-31T08:15:00.000Z');
    expect(iso(nextSendAfter(monthly, at('2026-04-02T00:00:00Z')))).toBe('2026-04-30T08:15:00.000Z');
    expect(iso(nextSendAfter(monthly, at('2027-12-31T09:00:00Z')))).toBe('2028-01-31T08:15:00.000Z');
  });

  it('clamps to February 29 in a leap year', () => {
    const monthly: SendSchedule = {
      frequency: 'MONTHLY',
      startAt: at('2027-12-30T10:00:00Z'),
      timeZone: 'UTC',
    };
    expect(iso(nextSendAfter(monthly, at('2028-01-30T10:00:00Z')))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(nextSendAfter(monthly, at('2028-02-29T10:00:00Z')))).toBe('2028-03-30T10:00:00.000Z');
  });
});

describe('nextSendAfter in a time zone', () => {
  it('keeps the local send time across daylight-saving changes', () => {
    // Picked 21:00 in New York in winter (02:00 UTC the next day).
    const daily: SendSchedule = {
      frequency: 'DAILY',
      startAt: at('2026-01-11T02:00:00Z'),
      timeZone: 'America/New_York',
    };
    expect(iso(nextSendAfter(daily, at('2026-01-20T12:00:00Z')))).toBe('2026-01-21T02:00:00.000Z');
    // Summer time: 21:00 EDT is 01:00 UTC.
    expect(iso(nextSendAfter(daily, at('2026-07-20T12:00:00Z')))).toBe('2026-07-21T01:00:00.000Z');
  });

  it('uses the local day of month for MONTHLY (Tokyo morning = previous UTC day)', () => {
    // 08:00 on 31 January in Tokyo is 23:00 UTC on 30 January.
    const monthly: SendSchedule = {
      frequency: 'MONTHLY',
      startAt: at('2026-01-30T23:00:00Z'),
      timeZone: 'Asia/Tokyo',
    };
    // 28 February 08:00 in Tokyo.
    expect(iso(nextSendAfter(monthly, at('2026-02-01T00:00:00Z')))).toBe('2026-02-27T23:00:00.000Z');
    expect(iso(nextSendAfter(monthly, at('2026-02-27T23:00:00Z')))).toBe('2026-03-30T23:00:00.000Z');
  });

  it('sends WEEKLY on the local weekday (Los Angeles evening = next UTC day)', () => {
    // Friday 2026-03-06 18:30 in Los Angeles is Saturday 02:30 UTC.
    const weekly: SendSchedule = {
      frequency: 'WEEKLY',
      startAt: at('2026-03-07T02:30:00Z'),
      timeZone: 'America/Los_Angeles',
    };
    // The next Friday is after the switch to PDT (8 March): 18:30 PDT = 01:30 UTC.
    expect(iso(nextSendAfter(weekly, at('2026-03-07T02:30:00Z')))).toBe('2026-03-14T01:30:00.000Z');
  });
});

describe('periodEndingAt', () => {
  it('covers the 24 hours before a DAILY send and the 7 days before a WEEKLY one', () => {
    const daily: SendSchedule = { frequency: 'DAILY', startAt: at('2026-01-10T21:00:00Z'), timeZone: 'UTC' };
    expect(periodEndingAt(daily, at('2026-03-05T21:00:00Z'))).toEqual({
      start: at('2026-03-04T21:00:00Z'),
      end: at('2026-03-05T21:00:00Z'),
    });
    const weekly: SendSchedule = { ...daily, frequency: 'WEEKLY' };
    expect(periodEndingAt(weekly, at('2026-03-07T21:00:00Z')).start).toBe(at('2026-02-28T21:00:00Z'));
  });

  it('covers MONTHLY since the previous monthly send, even on the first send', () => {
    const monthly: SendSchedule = {
      frequency: 'MONTHLY',
      startAt: at('2026-03-31T09:00:00Z'),
      timeZone: 'UTC',
    };
    expect(periodEndingAt(monthly, at('2026-03-31T09:00:00Z')).start).toBe(at('2026-02-28T09:00:00Z'));
    expect(periodEndingAt(monthly, at('2026-04-30T09:00:00Z')).start).toBe(at('2026-03-31T09:00:00Z'));
  });

  it('gives the current period so far for an instant between sends', () => {
    const daily: SendSchedule = { frequency: 'DAILY', startAt: at('2026-01-10T21:00:00Z'), timeZone: 'UTC' };
    const now = at('2026-03-05T10:00:00Z');
    expect(periodEndingAt(daily, now)).toEqual({ start: at('2026-03-04T21:00:00Z'), end: now });
  });
});

describe('schedule properties', () => {
  const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
  const scheduleArbitrary = fc.record({
    frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
    startAt: fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }),
    timeZone: fc.constantFrom(...zones),
  });
  const instant = fc.integer({ min: at('2023-01-01T00:00:00Z'), max: at('2032-01-01T00:00:00Z') });

  it('the next send is a send time, strictly after the instant, with no send in between', () => {
    fc.assert(
      fc.property(scheduleArbitrary, instant, (schedule, after) => {
        const next = nextSendAfter(schedule, after);
        expect(next).toBeGreaterThan(after);
        const previous = lastSendAtOrBefore(schedule, after);
        if (previous !== null) {
          expect(previous).toBeLessThanOrEqual(after);
          expect(nextSendAfter(schedule, previous)).toBe(next);
        } else {
          expect(next).toBe(sendTimeAt(schedule, 0));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('consecutive periods tile time without gaps or overlaps', () => {
    fc.assert(
      fc.property(scheduleArbitrary, instant, (schedule, after) => {
        const first = nextSendAfter(schedule, after);
        const second = nextSendAfter(schedule, first);
        expect(periodEndingAt(schedule, second).start).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});
