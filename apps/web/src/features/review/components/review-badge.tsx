import { useReviewToday } from '../api/get-review-today';

/** The sidebar's count of highlights still to review today; nothing when none is left. */
export function ReviewBadge() {
  const today = useReviewToday();
  const remaining = today.data?.remaining ?? 0;
  if (remaining === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {remaining}
      <span className="sr-only"> to review</span>
    </span>
  );
}
