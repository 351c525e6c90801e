import { type Highlight, highlightSchema, type ReviewToday } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys, reviewKeys } from '@/lib/query-keys';

export function saveReviewNote(highlightId: string, comment: string): Promise<Highlight> {
  return apiRequest(`/api/v1/review/${encodeURIComponent(highlightId)}/note`, {
    method: 'PUT',
    body: { comment },
    schema: highlightSchema,
  });
}

/** "Add note" on a review card: saves the comment and shows it on the card at once. */
export function useSaveReviewNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ highlightId, comment }: { highlightId: string; comment: string }) =>
      saveReviewNote(highlightId, comment),
    onSuccess: (highlight) => {
      queryClient.setQueryData<ReviewToday>(
        reviewKeys.today(),
        (today) =>
          today && {
            ...today,
            items: today.items.map((item) =>
              item.highlight.id === highlight.id ? { ...item, highlight } : item,
            ),
          },
      );
      // The highlight's own pages show the new comment too.
      void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
      notifySuccess('Note saved');
    },
    onError: (error) => handleError(error, 'The note could not be saved. Please try again.'),
  });
}
