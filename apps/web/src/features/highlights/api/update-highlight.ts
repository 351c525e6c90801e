import { type Highlight, highlightSchema, type UpdateHighlightInput } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys, reviewKeys, sourceKeys } from '@/lib/query-keys';
import { markEdited } from './recent-edits';

export function updateHighlight({
  id,
  changes,
}: {
  id: string;
  changes: UpdateHighlightInput;
}): Promise<Highlight> {
  return apiRequest(`/api/v1/highlights/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: highlightSchema,
  });
}

const UPDATE_FAILED = 'Failed to update highlight. Please try again.';

/**
 * Saves a change to a highlight: its details show the answer at once, and every list or search that may show
 * its old text (the day lists, searches, a source's highlights, today's review) and the dashboard's counts are
 * refreshed.
 */
export function useUpdateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHighlight,
    onSuccess: (highlight) => {
      notifySuccess('Highlight updated successfully.');
      markEdited(highlight.id);
      queryClient.setQueryData(highlightKeys.detail(highlight.id), highlight);
      void queryClient.invalidateQueries({ queryKey: highlightKeys.lists() });
      // A new text is filed again: the dashboard's counts move with its categories.
      void queryClient.invalidateQueries({ queryKey: highlightKeys.totals() });
      void queryClient.invalidateQueries({ queryKey: sourceKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.today() });
    },
    onError: (error) => handleError(error, UPDATE_FAILED),
  });
}
