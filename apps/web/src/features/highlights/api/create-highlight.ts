import { type CreateHighlightInput, type Highlight, highlightSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { highlightKeys, usageLimitKeys } from '@/lib/query-keys';

export function createHighlight(payload: CreateHighlightInput): Promise<Highlight> {
  return apiRequest('/api/v1/highlights', { method: 'POST', body: payload, schema: highlightSchema });
}

export function useCreateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHighlight,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
      void queryClient.invalidateQueries({ queryKey: usageLimitKeys.all });
    },
  });
}
