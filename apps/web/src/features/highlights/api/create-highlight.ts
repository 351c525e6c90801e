import { type CreateHighlightInput, type Highlight, highlightSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { handleError, notifyError, notifySuccess } from '@/lib/notify';
import { highlightKeys, usageLimitKeys } from '@/lib/query-keys';

export function createHighlight(payload: CreateHighlightInput): Promise<Highlight> {
  return apiRequest('/api/v1/highlights', { method: 'POST', body: payload, schema: highlightSchema });
}

const CREATE_FAILED = 'Failed to create highlight. Please try again.';

export function useCreateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHighlight,
    onSuccess: () => {
      notifySuccess('Highlight created successfully.');
      void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
      void queryClient.invalidateQueries({ queryKey: usageLimitKeys.all });
    },
    onError: (error) => {
      // Over the daily limit, "try again" would not help: the server says when it will.
      if (error instanceof ApiRequestError && error.status === 429) {
        notifyError(error.serverMessage ?? CREATE_FAILED);
      } else {
        handleError(error, CREATE_FAILED);
      }
    },
  });
}
