import { type CreateSummaryInput, type Summary, summarySchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
    },
  });
}
