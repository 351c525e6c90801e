/** Query keys of the highlights feature; everything lives under ['highlights'] so one call refreshes it all. */
export const highlightKeys = {
  all: ['highlights'] as const,
  lists: () => [...highlightKeys.all, 'list'] as const,
  list: (params: { date?: string; searchTerm?: string }) =>
    [...highlightKeys.lists(), { date: params.date ?? '', searchTerm: params.searchTerm ?? '' }] as const,
  detail: (id: string) => [...highlightKeys.all, 'detail', id] as const,
  totals: () => [...highlightKeys.all, 'totals'] as const,
};

/** Daily usage counts shown in Settings; they change when highlights are created or deleted. */
export const USAGE_LIMITS_KEY = ['usage-limits'] as const;
