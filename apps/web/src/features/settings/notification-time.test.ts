import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  isValidTime,
  localTimeOf,
  scheduleDescription,
  startDateAt,
  withFrequency,
  withTime,
} from './notification-time';

beforeAll(() => {
  // Node applies a changed TZ at once: every local-time expectation below is New York time.
  process.env.TZ = 'America/New_York';
});

describe('local time <-> UTC start date', () => {
  it('converts a local time on a winter day to UTC', () => {
    expect(startDateAt('21:00', new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-16T02:00:00.000Z');
  });

  it('converts a local time on a summer day to UTC', () => {
    expect(startDateAt('08:30', new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15T12:30:00.000Z');
  });

  it('reads the local time back from a stored start date', () => {
    expect(localTimeOf('2026-01-16T02:00:00.000Z')).toBe('21:00');
    expect(localTimeOf(startDateAt('06:05', new Date('2026-03-20T12:00:00Z')))).toBe('06:05');
  });

  it('accepts only HH:mm times', () => {
    expect(isValidTime('21:00')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('9:00')).toBe(false);
    expect(isValidTime('')).toBe(false);
  });
});

describe('settings changes', () => {
  it('defaults to disabled, the primary e-mail, DAILY at 21:00 local time', () => {
    const defaults = defaultNotificationSettings('ada@example.com', new Date('2026-01-15T12:00:00Z'));
    expect(defaults).toEqual({
      enabled: false,
      email: 'ada@example.com',
      frequency: 'DAILY',
      startDate: '2026-01-16T02:00:00.000Z',
    });
  });

  it('keeps the schedule day when the time changes, and restarts from today with a new frequency', () => {
    const weekly = {
      enabled: true,
      email: 'a@b.co',
      frequency: 'WEEKLY' as const,
      startDate: '2026-01-16T02:00:00.000Z',
    };
    expect(withTime(weekly, '07:15').startDate).toBe('2026-01-15T12:15:00.000Z');
    expect(withFrequency(weekly, 'MONTHLY', new Date('2026-03-31T15:00:00Z')).startDate).toBe(
      '2026-04-01T01:00:00.000Z',
    );
  });

  it('describes each schedule in words', () => {
    expect(scheduleDescription({ frequency: 'DAILY', startDate: '2026-01-16T02:00:00.000Z' }, 'en-US')).toBe(
      'Sent every day at 9:00 PM.',
    );
    expect(scheduleDescription({ frequency: 'WEEKLY', startDate: '2026-01-16T02:00:00.000Z' }, 'en-GB')).toBe(
      'Sent every Thursday at 21:00.',
    );
    expect(
      scheduleDescription({ frequency: 'MONTHLY', startDate: '2026-01-31T14:00:00.000Z' }, 'en-GB'),
    ).toBe('Sent on the 31st of each month (the last day in shorter months) at 9:00.');
    expect(
      scheduleDescription({ frequency: 'MONTHLY', startDate: '2026-01-12T14:00:00.000Z' }, 'en-US'),
    ).toBe('Sent on the 12th of each month at 9:00 AM.');
  });
});
