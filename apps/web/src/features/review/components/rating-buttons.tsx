import type { ReviewGrade, ReviewIntervals } from '@precis/shared';
import { Button } from '@/components/ui/button';
import { formatInterval } from '../lib/format-interval';

const GRADES: { grade: ReviewGrade; label: string; key: string }[] = [
  { grade: 'again', label: 'Again', key: '1' },
  { grade: 'hard', label: 'Hard', key: '2' },
  { grade: 'good', label: 'Good', key: '3' },
  { grade: 'easy', label: 'Easy', key: '4' },
];

/** The four ratings, each with when the highlight would come back ("Good · 4 days") and its key. */
export function RatingButtons({
  intervals,
  disabled,
  onRate,
}: {
  intervals: ReviewIntervals;
  disabled?: boolean;
  onRate(grade: ReviewGrade): void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4" disabled={disabled}>
      <legend className="sr-only">How well do you remember it?</legend>
      {GRADES.map(({ grade, label, key }) => (
        <Button
          key={grade}
          variant={grade === 'good' ? 'default' : 'outline'}
          className="h-auto min-h-11 flex-col gap-0 py-2"
          aria-keyshortcuts={key}
          onClick={() => onRate(grade)}
        >
          <span>
            {label} · {formatInterval(intervals[grade])}
          </span>
          <span className="text-xs font-normal opacity-80">Key {key}</span>
        </Button>
      ))}
    </fieldset>
  );
}
