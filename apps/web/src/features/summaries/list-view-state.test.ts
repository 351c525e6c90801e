import { describe, expect, it } from 'vitest';
import { initialListView, requestedRangeState } from './list-view-state';

describe('initialListView', () => {
  it("opens on Today's Summary by default and for anything unexpected in the history state", () => {
    for (const state of [null, undefined, 'x', { requestedRange: { from: 'nope', to: 1 } }]) {
      expect(initialListView(state)).toEqual({ mode: 'today', custom: {} });
    }
  });

  it("opens on Today's Summary after a request for today", () => {
    const today = new Date();
    expect(initialListView(requestedRangeState(today, today)).mode).toBe('today');
  });

  it('opens on the requested range after a request for other days', () => {
    const from = new Date(2025, 0, 3);
    const to = new Date(2025, 0, 9);
    expect(initialListView(requestedRangeState(from, to))).toEqual({ mode: 'custom', custom: { from, to } });
  });
});
