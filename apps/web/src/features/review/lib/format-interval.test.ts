import { describe, expect, it } from 'vitest';
import { formatInterval } from './format-interval';

const DAY = 24 * 60 * 60 * 1000;

describe('formatInterval', () => {
  it('says short waits in minutes and hours', () => {
    expect(formatInterval(10 * 60_000)).toBe('10 min');
    expect(formatInterval(5_000)).toBe('1 min');
    expect(formatInterval(5 * 60 * 60_000)).toBe('5 h');
  });
  it('says longer waits in days, months and years', () => {
    expect(formatInterval(DAY)).toBe('1 day');
    expect(formatInterval(4 * DAY)).toBe('4 days');
    expect(formatInterval(91 * DAY)).toBe('3 mo');
    expect(formatInterval(548 * DAY)).toBe('1.5 yr');
  });
});
