/** Query keys of the review feature, declared once. */
export const reviewKeys = {
  all: ['review'] as const,
  today: () => [...reviewKeys.all, 'today'] as const,
  settings: () => [...reviewKeys.all, 'settings'] as const,
  status: (highlightId: string) => [...reviewKeys.all, 'status', highlightId] as const,
};
