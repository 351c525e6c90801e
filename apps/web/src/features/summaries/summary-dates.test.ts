import { describe, expect, it } from 'vitest';
import { formatSummaryPeriod } from './summary-dates';

const local = (...parts: [number, number, number, number?, number?, number?, number?]) =>
  new Date(...parts).toISOString();

describe('formatSummaryPeriod', () => {
  it('shows one date when the summary covers a single local day', () => {
    expect(formatSummaryPeriod(local(2026, 10, 3), local(2026, 10, 3, 23, 59, 59, 999))).toBe('Nov 3, 2026');
  });

  it('shows both dates of a longer range', () => {
    expect(formatSummaryPeriod(local(2026, 10, 3), local(2026, 10, 9, 23, 59, 59, 999))).toBe(
      'Nov 3, 2026 – Nov 9, 2026',
    );
  });
});
