import { REVIEW_SESSION_SIZE } from '@precis/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { useReviewSettings, useUpdateReviewSettings } from '../api/review-settings';

const SIZES = [5, 10, 15, 20, 30, 50] as const;

/** The review's settings (how many highlights a day's review holds), shown inside a settings section. */
export function ReviewSettingsFields() {
  const settings = useReviewSettings();
  const update = useUpdateReviewSettings();
  const id = useId();
  const current = settings.data?.sessionSize ?? REVIEW_SESSION_SIZE.default;
  const sizes = SIZES.some((size) => size === current) ? SIZES : [...SIZES, current].sort((a, b) => a - b);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Label htmlFor={id}>Highlights per review</Label>
      <select
        id={id}
        className="h-10 rounded-md border border-border bg-card px-3 text-sm"
        value={current}
        disabled={settings.isPending || update.isPending}
        onChange={(event) => update.mutate({ sessionSize: Number(event.target.value) })}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {update.isSuccess ? 'Saved. It applies from tomorrow’s review.' : 'Applies from the next review.'}
      </p>
    </div>
  );
}
