import { type ReviewStatus, reviewStatusSchema } from '@precis/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { reviewKeys } from '@/lib/query-keys';

const path = (highlightId: string) => `/api/v1/review/${encodeURIComponent(highlightId)}`;

export function useReviewStatus(highlightId: string) {
  return useQuery({
    queryKey: reviewKeys.status(highlightId),
    queryFn: ({ signal }) => apiRequest(path(highlightId), { schema: reviewStatusSchema, signal }),
  });
}

/** Brings a discarded highlight back into review. */
export function useRestoreToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (highlightId: string): Promise<ReviewStatus> =>
      apiRequest(`${path(highlightId)}/restore`, { method: 'POST', schema: reviewStatusSchema }),
    onSuccess: (status) => {
      queryClient.setQueryData(reviewKeys.status(status.highlightId), status);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.today() });
      notifySuccess('Back in review', 'This highlight will come up in your daily review again.');
    },
    onError: (error) => handleError(error, 'The highlight could not be brought back into review.'),
  });
}
