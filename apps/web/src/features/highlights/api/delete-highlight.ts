import type { Highlight } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys, USAGE_LIMITS_KEY } from './highlight-keys';

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
      queryClient.setQueriesData<Highlight[]>({ queryKey: highlightKeys.lists() }, (list) =>
        list?.filter((highlight) => highlight.id !== id),
      );
      queryClient.removeQueries({ queryKey: highlightKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.totals() });
      void queryClient.invalidateQueries({ queryKey: USAGE_LIMITS_KEY });
    },
    onError: (error) => handleError(error, failureMessage),
  });
}
