import { type Highlight, highlightSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { highlightKeys } from '@/lib/query-keys';
import { AI_POLL_MS, awaitsCategories } from './get-highlights';
import { editedRecently } from './recent-edits';

export function getHighlight(id: string, signal?: AbortSignal): Promise<Highlight> {
  return apiRequest(`/api/v1/highlights/${encodeURIComponent(id)}`, { schema: highlightSchema, signal });
}

export const highlightQueryOptions = (id: string) =>
  queryOptions({
    queryKey: highlightKeys.detail(id),
    queryFn: ({ signal }) => getHighlight(id, signal),
    // A new highlight, or one whose text was edited, waits for its categories from a model provider's job.
    refetchInterval: (query) =>
      query.state.data &&
      (awaitsCategories([query.state.data]) || (!query.state.data.processed && editedRecently(id)))
        ? AI_POLL_MS
        : false,
  });

export function useHighlight(id: string) {
  return useQuery(highlightQueryOptions(id));
}
