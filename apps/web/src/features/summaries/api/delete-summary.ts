import type { Summary } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';

export function deleteSummary(id: string): Promise<void> {
  return apiRequest(`/api/v1/summaries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummary,
    onSuccess: (_result, id) => {
      // The card disappears at once; the refetch then brings every list in line with the server.
      queryClient.setQueriesData<Summary[]>({ queryKey: summaryKeys.lists() }, (list) =>
        list?.filter((summary) => summary.id !== id),
      );
      queryClient.removeQueries({ queryKey: summaryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.lists() });
    },
  });
}
