import type { Summary } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { summaryKeys } from '@/lib/query-keys';

export function deleteSummary(id: string): Promise<void> {
  return apiRequest(`/api/v1/summaries/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
      queryClient.removeQueries({ queryKey: summaryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.lists() });
    },
    onError: (error) => handleError(error, failureMessage),
  });
}
