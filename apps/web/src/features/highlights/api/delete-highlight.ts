import type { Highlight } from '@precis/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys, usageLimitKeys } from '@/lib/query-keys';
import type { HighlightDayPage } from './get-highlights';

/** A cached list (an array, or a day's pages) without the highlight. */
function withoutHighlight(data: Highlight[] | InfiniteData<HighlightDayPage> | undefined, id: string) {
  if (!data) return data;
  if (Array.isArray(data)) return data.filter((highlight) => highlight.id !== id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      highlights: page.highlights.filter((highlight) => highlight.id !== id),
    })),
  };
}

export function deleteHighlight(id: string): Promise<void> {
  return apiRequest(`/api/v1/highlights/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a highlight, removes it from every cached list at once and refreshes totals and usage. The toasts
 * live here, not in mutate() callbacks, because the card that started the delete unmounts as it vanishes.
 */
export function useDeleteHighlight({
  failureMessage,
  onDeleted,
}: {
  failureMessage: string;
  onDeleted?(id: string): void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHighlight,
    onSuccess: (_result, id) => {
      notifySuccess('Success', 'Highlight deleted successfully');
      onDeleted?.(id);
      queryClient.setQueriesData<Highlight[] | InfiniteData<HighlightDayPage>>(
        { queryKey: highlightKeys.lists() },
        (data) => withoutHighlight(data, id),
      );
      queryClient.removeQueries({ queryKey: highlightKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.totals() });
      void queryClient.invalidateQueries({ queryKey: usageLimitKeys.all });
    },
    onError: (error) => handleError(error, failureMessage),
  });
}
