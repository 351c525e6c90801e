/** Query keys of the summaries feature; everything lives under ['summaries'] so one call refreshes it all. */
export const summaryKeys = {
  all: ['summaries'] as const,
  lists: () => [...summaryKeys.all, 'list'] as const,
  list: (params: { fromDate: string; toDate?: string; searchTerm?: string }) =>
    [
      ...summaryKeys.lists(),
      { fromDate: params.fromDate, toDate: params.toDate ?? '', searchTerm: params.searchTerm ?? '' },
    ] as const,
  detail: (id: string) => [...summaryKeys.all, 'detail', id] as const,
};

/** The Settings usage counts (same key the settings screen reads): requesting a summary changes them. */
export const USAGE_LIMITS_KEY = ['usage-limits'] as const;

/** While a summary is being generated, lists and details ask again this often. */
export const PENDING_REFETCH_MS = 2000;
