import { type SourceKind, type SourcePage, sourcePageSchema } from '@precis/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sourceKeys } from '@/lib/query-keys';

export interface SourceListParams {
  search: string;
  kind: SourceKind | '';
}

export function getSources(
  params: SourceListParams & { cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<SourcePage> {
  return apiRequest('/api/v1/sources', {
    query: {
      search: params.search.trim() || undefined,
      kind: params.kind || undefined,
      cursor: params.cursor,
      limit: params.limit ? String(params.limit) : undefined,
    },
    schema: sourcePageSchema,
    signal,
  });
}

/** The user's sources, a page at a time (most recently highlighted first). */
export function useSources(params: SourceListParams) {
  return useInfiniteQuery({
    queryKey: sourceKeys.list(params),
    queryFn: ({ pageParam, signal }) => getSources({ ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}
