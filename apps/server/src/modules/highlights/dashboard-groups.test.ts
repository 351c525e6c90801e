import { DASHBOARD_GROUPS } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { dashboardGroupMask, totalsFromMasks } from './dashboard-groups';

describe('dashboard groups', () => {
  it('sets one bit per dashboard group, in the order of DASHBOARD_GROUPS', () => {
    expect(DASHBOARD_GROUPS).toEqual(['PRODUCTIVITY', 'TECHNOLOGY', 'LEARNING', 'BUSINESS']);
    expect(dashboardGroupMask(['OUTCOMES'])).toBe(0b0001);
    expect(dashboardGroupMask(['DATA_AI', 'CYBERSECURITY'])).toBe(0b0010);
    expect(dashboardGroupMask(['SUBJECT_SPECIFIC'])).toBe(0b0100);
    expect(dashboardGroupMask(['MARKETING_SALES', 'TASKS_ACTIONS'])).toBe(0b1001);
  });

  it('ignores other groups, free-text categories and codes in another case', () => {
    expect(dashboardGroupMask(['MENTAL_HEALTH', 'Reading', 'data_ai'])).toBe(0);
  });

  it('adds each mask count to every group it holds and to the total', () => {
    expect(
      totalsFromMasks([
        { mask: 0, count: 5 },
        { mask: 0b0011, count: 2 },
        { mask: 0b1000, count: 1 },
      ]),
    ).toEqual({ productivity: 2, technology: 2, learning: 0, business: 1, total: 8 });
  });
});
