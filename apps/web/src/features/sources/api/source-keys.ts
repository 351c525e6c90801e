export const sourceKeys = {
  all: ['sources'] as const,
  lists: () => [...sourceKeys.all, 'list'] as const,
  list: (params: { search: string; kind: string }) => [...sourceKeys.lists(), params] as const,
  detail: (id: string) => [...sourceKeys.all, 'detail', id] as const,
  highlights: (id: string) => [...sourceKeys.all, 'highlights', id] as const,
};
