import { CATEGORY_GROUPS, DASHBOARD_GROUPS, type HighlightTotals } from '@precis/shared';

/**
 * The dashboard groups a highlight counts in, as a bitmask stored on the row (`dashboard_groups`), so the
 * totals are one pass over an index instead of distinct counts over label rows. Bit i is DASHBOARD_GROUPS[i].
 * A category counts when it is one of the group's codes exactly (the codes the AI stores; docs/product-rules.md, Highlights).
 */
const bitOfCode: ReadonlyMap<string, number> = new Map(
  DASHBOARD_GROUPS.flatMap((group, index) =>
    CATEGORY_GROUPS[group].map((code) => [code, 1 << index] as const),
  ),
);

export function dashboardGroupMask(categories: readonly string[]): number {
  let mask = 0;
  for (const category of categories) mask |= bitOfCode.get(category) ?? 0;
  return mask;
}

/** Totals from the number of highlights per distinct mask. */
export function totalsFromMasks(counts: readonly { mask: number; count: number }[]): HighlightTotals {
  const totals: HighlightTotals = { productivity: 0, technology: 0, learning: 0, business: 0, total: 0 };
  const keys = ['productivity', 'technology', 'learning', 'business'] as const;
  for (const { mask, count } of counts) {
    totals.total += count;
    keys.forEach((key, index) => {
      if (mask & (1 << index)) totals[key] += count;
    });
  }
  return totals;
}
