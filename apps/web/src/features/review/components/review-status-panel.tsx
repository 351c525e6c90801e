import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { useRestoreToReview, useReviewStatus } from '../api/review-status';

/** On a highlight's page: when it comes back in review, or that it was discarded, with "Restore to review". */
export function ReviewStatusPanel({ highlightId }: { highlightId: string }) {
  const status = useReviewStatus(highlightId);
  const restore = useRestoreToReview();
  if (!status.data) return null;
  const { discarded, due, reps } = status.data;
  return (
    <section aria-label="Daily review" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {discarded
          ? 'Discarded from your daily review.'
          : due && reps > 0
            ? `In your daily review: next on ${formatLongDate(due)}.`
            : 'Enters your daily review soon.'}
      </p>
      {discarded && (
        <Button
          variant="outline"
          size="sm"
          disabled={restore.isPending}
          onClick={() => restore.mutate(highlightId)}
        >
          Restore to review
        </Button>
      )}
    </section>
  );
}
