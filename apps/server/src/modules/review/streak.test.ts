import { describe, expect, it } from 'vitest';
import { streakEndingAt } from './streak';

describe('the review streak', () => {
  it('counts consecutive finished days ending today', () => {
    expect(streakEndingAt('2026-03-02', ['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-26'])).toBe(3);
  });
  it('keeps yesterday’s streak while today is still open', () => {
    expect(streakEndingAt('2026-01-01', ['2025-12-31', '2025-12-30'])).toBe(2);
  });
  it('is zero after a missed day', () => {
    expect(streakEndingAt('2026-01-03', ['2026-01-01'])).toBe(0);
    expect(streakEndingAt('2026-01-03', [])).toBe(0);
  });
});
