/**
 * Every query key of the app, declared once per resource. Features refresh each other's data (a new
 * highlight changes the usage counts, a renamed source changes highlights), so the keys live here rather
 * than inside one feature. Each resource's keys start with its own root, so invalidating the root
 * refreshes everything about it.
 */

export const sessionKeys = {
  session: ['session'] as const,
  authConfig: ['auth-config'] as const,
};

export const highlightKeys = {
  all: ['highlights'] as const,
  lists: () => [...highlightKeys.all, 'list'] as const,
  list: (params: { date?: string; searchTerm?: string }) =>
    [...highlightKeys.lists(), { date: params.date ?? '', searchTerm: params.searchTerm ?? '' }] as const,
  /** The same list loaded a page at a time (a day on the Highlights screen). */
  pages: (params: { date?: string; searchTerm?: string }) =>
    [...highlightKeys.list(params), 'pages'] as const,
  detail: (id: string) => [...highlightKeys.all, 'detail', id] as const,
  totals: () => [...highlightKeys.all, 'totals'] as const,
};

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

export const sourceKeys = {
  all: ['sources'] as const,
  lists: () => [...sourceKeys.all, 'list'] as const,
  list: (params: { search: string; kind: string }) => [...sourceKeys.lists(), params] as const,
  detail: (id: string) => [...sourceKeys.all, 'detail', id] as const,
  highlights: (id: string) => [...sourceKeys.all, 'highlights', id] as const,
};

export const reviewKeys = {
  all: ['review'] as const,
  today: () => [...reviewKeys.all, 'today'] as const,
  settings: () => [...reviewKeys.all, 'settings'] as const,
  status: (highlightId: string) => [...reviewKeys.all, 'status', highlightId] as const,
};

export const importKeys = {
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  detail: (id: string) => ['imports', 'detail', id] as const,
};

/** The daily usage counts shown in Settings; creating or deleting highlights and summaries changes them. */
export const usageLimitKeys = { all: ['usage-limits'] as const };

export const notificationSettingKeys = { all: ['notification-settings'] as const };

export const apiTokenKeys = { all: ['api-tokens'] as const };

export const sessionListKeys = { all: ['sessions'] as const };
