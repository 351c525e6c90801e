import { describe, expect, it } from 'vitest';
import { formatMoment, formatPeriod, snippet } from './digest-format';

const at = (iso: string) => Date.parse(iso);

describe('formatPeriod', () => {
  it('names a daily period by its two local days', () => {
    expect(formatPeriod(at('2026-11-21T21:00:00Z'), at('2026-11-22T21:00:00Z'), 'UTC')).toBe(
      'Nov 21–22, 2026',
    );
  });

  it('ends a period that ends at local midnight on the day before', () => {
    expect(formatPeriod(at('2026-11-21T05:00:00Z'), at('2026-11-22T05:00:00Z'), 'America/New_York')).toBe(
      'Nov 21, 2026',
    );
  });

  it('spells out both months, and both years when they differ', () => {
    expect(formatPeriod(at('2026-10-31T09:00:00Z'), at('2026-11-30T09:00:00Z'), 'UTC')).toBe(
      'Oct 31 – Nov 30, 2026',
    );
    expect(formatPeriod(at('2026-12-31T09:00:00Z'), at('2027-01-01T09:00:00Z'), 'UTC')).toBe(
      'Dec 31, 2026 – Jan 1, 2027',
    );
  });

  it('uses the reader’s zone for the days', () => {
    // 02:00 UTC on 22 Nov is still 21 Nov in New York.
    expect(formatPeriod(at('2026-11-21T02:00:00Z'), at('2026-11-22T02:00:00Z'), 'America/New_York')).toBe(
      'Nov 20–21, 2026',
    );
  });
});

describe('formatMoment and snippet', () => {
  it('formats a moment in the zone', () => {
    expect(formatMoment(at('2026-11-22T02:05:00Z'), 'America/New_York')).toBe('Nov 21, 9:05 PM');
  });

  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(snippet('  short  ', 10)).toBe('short');
    expect(snippet('the quick brown fox jumps', 18)).toBe('the quick brown...');
    expect(snippet('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}...`);
  });
});
