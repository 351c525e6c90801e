import { type ReviewSettings, reviewSettingsSchema } from '@precis/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { reviewKeys } from '@/lib/query-keys';

export function useReviewSettings() {
  return useQuery({
    queryKey: reviewKeys.settings(),
    queryFn: ({ signal }) => apiRequest('/api/v1/review/settings', { schema: reviewSettingsSchema, signal }),
  });
}

export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      apiRequest('/api/v1/review/settings', { method: 'PUT', body: settings, schema: reviewSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData(reviewKeys.settings(), settings),
    onError: (error) => handleError(error, 'The review settings could not be saved.'),
  });
}
