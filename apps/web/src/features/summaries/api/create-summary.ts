import { type CreateSummaryInput, type Summary, summarySchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { summaryKeys, usageLimitKeys } from '@/lib/query-keys';

export function createSummary(payload: CreateSummaryInput): Promise<Summary> {
  return apiRequest('/api/v1/summaries', { method: 'POST', body: payload, schema: summarySchema });
}

export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSummary,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: summaryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usageLimitKeys.all }),
      ]);
      notifySuccess('Summary request submitted successfully.');
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        handleError(error, 'Invalid request. Please check your input.', { preferServerMessage: true });
      } else {
        handleError(error, 'Failed to request summary. Please try again.');
      }
    },
  });
}
