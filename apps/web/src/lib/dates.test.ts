import { describe, expect, it } from 'vitest';
import { formatCardDate, formatLongDate, formatPickerDate, toQueryDate } from './dates';

describe('the app date formats', () => {
  const date = new Date(2026, 10, 2, 21, 5);
  it('formats query dates as yyyy-MM-dd in local time', () => expect(toQueryDate(date)).toBe('2026-11-02'));
  it('formats card dates as MMM d, yyyy', () => expect(formatCardDate(date)).toBe('Nov 2, 2026'));
  it('formats picker dates as MMMM d, yyyy', () => expect(formatPickerDate(date)).toBe('November 2, 2026'));
  it('formats details dates in long US format', () =>
    expect(formatLongDate(date)).toMatch(/^Monday, November 2, 2026/));
});
