import { type Summary, summarySchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { summaryKeys } from '@/lib/query-keys';

export function retrySummary(id: string): Promise<Summary> {
  return apiRequest(`/api/v1/summaries/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: summarySchema,
  });
}

export function useRetrySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrySummary,
    onSuccess: (summary) => {
      // Show "Generating..." at once; the lists' polling takes over from here.
      queryClient.setQueryData(summaryKeys.detail(summary.id), summary);
      queryClient.setQueriesData<Summary[]>({ queryKey: summaryKeys.lists() }, (list) =>
        list?.map((item) => (item.id === summary.id ? summary : item)),
      );
      void queryClient.invalidateQueries({ queryKey: summaryKeys.lists() });
    },
    onError: (error) =>
      handleError(error, 'Failed to retry the summary. Please try again.', { preferServerMessage: true }),
  });
}
