import type { Summary } from '@precis/shared';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { summaryKeys } from '@/lib/query-keys';

export function deleteSummary(id: string): Promise<void> {
  return apiRequest(`/api/v1/summaries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Drops a cached query once nothing reads it. Removing it while the details page still shows it (the page
 * leaves after the delete) would make that page ask for the deleted summary again: a 404 in the console.
 */
function removeWhenUnread(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.getObserversCount() === 0) {
    queryClient.removeQueries({ queryKey, exact: true });
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    unsubscribe();
    queryClient.removeQueries({ queryKey, exact: true });
  });
}

/** Deletes a summary; `failureMessage` is the screen's own text ('Failed to delete summary', with a period on details). */
export function useDeleteSummary({ failureMessage }: { failureMessage: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummary,
    onSuccess: (_result, id) => {
      notifySuccess('Summary deleted successfully');
      // The card disappears at once; the refetch then brings every list in line with the server.
      queryClient.setQueriesData<Summary[]>({ queryKey: summaryKeys.lists() }, (list) =>
        list?.filter((summary) => summary.id !== id),
      );
      removeWhenUnread(queryClient, summaryKeys.detail(id));
      void queryClient.invalidateQueries({ queryKey: summaryKeys.lists() });
    },
    onError: (error) => handleError(error, failureMessage),
  });
}
