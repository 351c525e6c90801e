import { highlightSchema, pageOf, type Source, sourceSchema } from '@precis/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sourceKeys } from '@/lib/query-keys';

export function getSource(id: string, signal?: AbortSignal): Promise<Source> {
  return apiRequest(`/api/v1/sources/${encodeURIComponent(id)}`, { schema: sourceSchema, signal });
}

export function useSource(id: string) {
  return useQuery({ queryKey: sourceKeys.detail(id), queryFn: ({ signal }) => getSource(id, signal) });
}

const highlightPageSchema = pageOf(highlightSchema);

/** A source's highlights in reading order, a page at a time. */
export function useSourceHighlights(id: string) {
  return useInfiniteQuery({
    queryKey: sourceKeys.highlights(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/v1/sources/${encodeURIComponent(id)}/highlights`, {
        query: { cursor: pageParam },
        schema: highlightPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
