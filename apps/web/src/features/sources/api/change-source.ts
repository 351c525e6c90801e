import { type Source, sourceSchema, type UpdateSource } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
    onSuccess: refresh,
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
    onSuccess: refresh,
  });
}

export function useDeleteSource(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v1/sources/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
