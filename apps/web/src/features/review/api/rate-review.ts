import { type ReviewRating, type ReviewStatus, type ReviewToday, reviewStatusSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { handleError, notifyError } from '@/lib/notify';
import { reviewKeys } from '@/lib/query-keys';

export function rateReview(highlightId: string, rating: ReviewRating): Promise<ReviewStatus> {
  return apiRequest(`/api/v1/review/${encodeURIComponent(highlightId)}`, {
    method: 'POST',
    body: { rating },
    schema: reviewStatusSchema,
  });
}

/**
 * Rates the card and takes it off today's list at once (the next card shows without waiting); a failure
 * puts it back and says so, except for a highlight deleted meanwhile, which stays off the list.
 */
export function useRateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ highlightId, rating }: { highlightId: string; rating: ReviewRating }) =>
      rateReview(highlightId, rating),
    onMutate: async ({ highlightId }) => {
      await queryClient.cancelQueries({ queryKey: reviewKeys.today() });
      const before = queryClient.getQueryData<ReviewToday>(reviewKeys.today());
      queryClient.setQueryData<ReviewToday>(
        reviewKeys.today(),
        (today) =>
          today && {
            ...today,
            items: today.items.filter((item) => item.highlight.id !== highlightId),
            remaining: Math.max(0, today.remaining - 1),
          },
      );
      return { before };
    },
    onError: (error, _variables, saved) => {
      if (error instanceof ApiRequestError && error.status === 404) {
        notifyError('This highlight was deleted, so it was left out of today’s review.', 'Highlight deleted');
        return;
      }
      if (saved?.before) queryClient.setQueryData(reviewKeys.today(), saved.before);
      handleError(error, 'The rating could not be saved. Please try again.');
    },
    onSuccess: (status) => {
      queryClient.setQueryData(reviewKeys.status(status.highlightId), status);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.today() });
    },
  });
}
