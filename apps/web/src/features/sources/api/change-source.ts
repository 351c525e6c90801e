import { type Source, sourceSchema, type UpdateSource } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys, sourceKeys } from '@/lib/query-keys';

/** After any change to sources: lists, details and highlights (which copy the source's title) refresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sourceKeys.all });
    void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
  };
}

export function useUpdateSource(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (patch: Partial<Record<keyof UpdateSource, string | null>>) =>
      apiRequest<Source>(`/api/v1/sources/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: patch,
        schema: sourceSchema,
      }),
    onSuccess: () => {
      notifySuccess('Source saved.');
      refresh();
    },
    onError: (error) => handleError(error, 'Failed to save the source. Please try again.'),
  });
}

export function useMergeSource(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (intoId: string) =>
      apiRequest<Source>(`/api/v1/sources/${encodeURIComponent(id)}/merge`, {
        method: 'POST',
        body: { intoId },
        schema: sourceSchema,
      }),
    onSuccess: (merged) => {
      notifySuccess(`Merged into ${merged.title}.`);
      refresh();
    },
    onError: (error) => handleError(error, 'Failed to merge the sources. Please try again.'),
  });
}

export function useDeleteSource(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v1/sources/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      notifySuccess('Source deleted.');
      refresh();
    },
    onError: (error) => handleError(error, 'Failed to delete the source. Please try again.'),
  });
}
