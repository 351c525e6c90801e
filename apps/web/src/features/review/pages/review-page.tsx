import type { ReviewGrade, ReviewItem } from '@precis/shared';
import { ChevronLeft, ChevronRight, NotebookPen, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useReviewToday } from '../api/get-review-today';
import { useRateReview } from '../api/rate-review';
import { useSaveReviewNote } from '../api/save-review-note';
import { RatingButtons } from '../components/rating-buttons';
import { ReviewCard } from '../components/review-card';
import { ReviewFinished } from '../components/review-finished';
import { ReviewNoteForm } from '../components/review-note-form';

const GRADE_KEYS: Record<string, ReviewGrade> = { '1': 'again', '2': 'hard', '3': 'good', '4': 'easy' };

/** Keys typed into a field or with a modifier are the field's and the browser's, not the review's. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
    return false;
  return true;
}

/** Daily Review: one card at a time, rated with the buttons or the keys 1-4, D (discard) and N (note). */
export function ReviewPage() {
  const today = useReviewToday();
  const rate = useRateReview();
  const note = useSaveReviewNote();
  const [position, setPosition] = useState(0);
  const [editingNote, setEditingNote] = useState(false);
  const items = today.data?.items ?? [];
  const index = Math.min(position, Math.max(0, items.length - 1));
  const current: ReviewItem | undefined = items[index];

  const submit = useCallback(
    (rating: ReviewGrade | 'discard') => {
      if (!current) return;
      setEditingNote(false);
      rate.mutate({ highlightId: current.highlight.id, rating });
    },
    [current, rate],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!current || editingNote || !isShortcut(event)) return;
      const grade = GRADE_KEYS[event.key];
      if (grade) submit(grade);
      else if (event.key === 'd' || event.key === 'D') submit('discard');
      else if (event.key === 'n' || event.key === 'N') setEditingNote(true);
      else if (event.key === 'ArrowRight') setPosition((value) => Math.min(value + 1, items.length - 1));
      else if (event.key === 'ArrowLeft') setPosition((value) => Math.max(value - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, editingNote, items.length, submit]);

  const data = today.data;
  const done = data ? data.total - data.remaining : 0;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Daily Review"
        description="Resurface what you saved. Rate how well you remember each highlight: the better you know it, the later it comes back."
      />
      {today.isPending ? (
        <div
          role="status"
          aria-label="Loading today’s review"
          className="space-y-3 rounded-xl border border-border p-6"
        >
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ) : today.isError || !data ? (
        <EmptyState
          title="Today’s review could not be loaded"
          text="Check your connection, then try again."
          action={
            <Button variant="outline" onClick={() => void today.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !current ? (
        <ReviewFinished total={data.total} streak={data.streak} />
      ) : (
        <div className="space-y-4">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <p aria-live="polite">
              {Math.min(done + 1, data.total)} of {data.total}
            </p>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label="Previous card"
                aria-keyshortcuts="ArrowLeft"
                disabled={index === 0}
                onClick={() => setPosition(index - 1)}
              >
                <ChevronLeft />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Next card"
                aria-keyshortcuts="ArrowRight"
                disabled={index >= items.length - 1}
                onClick={() => setPosition(index + 1)}
              >
                <ChevronRight />
              </Button>
            </div>
          </div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Review progress"
            aria-valuemin={0}
            aria-valuemax={data.total}
            aria-valuenow={done}
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${(done / data.total) * 100}%` }}
            />
          </div>
          <ReviewCard item={current} />
          {editingNote ? (
            <ReviewNoteForm
              key={current.highlight.id}
              initial={current.highlight.comment ?? ''}
              saving={note.isPending}
              onCancel={() => setEditingNote(false)}
              onSave={(comment) =>
                note.mutate(
                  { highlightId: current.highlight.id, comment },
                  { onSuccess: () => setEditingNote(false) },
                )
              }
            />
          ) : (
            <>
              <RatingButtons intervals={current.intervals} disabled={rate.isPending} onRate={submit} />
              <div className="flex flex-wrap justify-between gap-2">
                <Button variant="ghost" aria-keyshortcuts="N" onClick={() => setEditingNote(true)}>
                  <NotebookPen aria-hidden="true" />
                  {current.highlight.comment ? 'Edit note' : 'Add note'}
                </Button>
                <Button
                  variant="ghost"
                  aria-keyshortcuts="D"
                  disabled={rate.isPending}
                  onClick={() => submit('discard')}
                >
                  <Trash2 aria-hidden="true" />
                  Discard
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Keys: 1–4 rate, D discards, N adds a note, ← → move between cards.
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
