import { describe, expect, it } from 'vitest';
import { filterRange, isCompleteRange, nextRange } from './filter-range';

// Local times (the test runs in the machine's zone; the rules are about local days).
const now = new Date(2026, 10, 22, 9, 30);
const day = (month: number, date: number) => new Date(2026, month, date);

describe('filterRange', () => {
  it("Today's Summary is today to today", () => {
    expect(filterRange('today', {}, now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-22' });
  });

  it('Last 7 Days runs from 7x24 h ago to now', () => {
    expect(filterRange('last7', {}, now)).toEqual({ fromDate: '2026-11-15', toDate: '2026-11-22' });
  });

  it('Monthly Insights runs from 30x24 h ago to now', () => {
    expect(filterRange('monthly', {}, now)).toEqual({ fromDate: '2026-10-23', toDate: '2026-11-22' });
  });

  it('counts hours, not calendar days, across a month boundary', () => {
    const earlyMarch = new Date(2026, 2, 1, 12);
    expect(filterRange('last7', {}, earlyMarch).fromDate).toBe('2026-02-22');
    expect(filterRange('monthly', {}, earlyMarch).fromDate).toBe('2026-01-30');
  });

  it('Custom Range uses the picked from and to', () => {
    expect(filterRange('custom', { from: day(10, 3), to: day(10, 9) }, now)).toEqual({
      fromDate: '2026-11-03',
      toDate: '2026-11-09',
    });
  });

  it('Custom Range with only from omits to', () => {
    expect(filterRange('custom', { from: day(10, 3) }, now)).toEqual({ fromDate: '2026-11-03' });
  });

  it('Custom Range with nothing picked is today to today', () => {
    expect(filterRange('custom', {}, now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-22' });
  });

  it('other modes ignore a leftover custom range', () => {
    expect(filterRange('today', { from: day(10, 3), to: day(10, 9) }, now)).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-11-22',
    });
  });
});

describe('nextRange', () => {
  it('starts a range on the first click and completes it on the second', () => {
    const started = nextRange({}, day(10, 3));
    expect(started).toEqual({ from: day(10, 3) });
    expect(isCompleteRange(started)).toBe(false);
    const completed = nextRange(started, day(10, 9));
    expect(completed).toEqual({ from: day(10, 3), to: day(10, 9) });
    expect(isCompleteRange(completed)).toBe(true);
  });

  it('orders the two days whichever is clicked first', () => {
    expect(nextRange({ from: day(10, 9) }, day(10, 3))).toEqual({ from: day(10, 3), to: day(10, 9) });
  });

  it('makes a one-day range when the same day is clicked twice', () => {
    expect(nextRange({ from: day(10, 5) }, day(10, 5))).toEqual({ from: day(10, 5), to: day(10, 5) });
  });

  it('starts over after a complete range', () => {
    expect(nextRange({ from: day(10, 3), to: day(10, 9) }, day(10, 20))).toEqual({ from: day(10, 20) });
  });
});
