import { CalendarX2, Highlighter, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export type HighlightEmptyVariant = 'today' | 'date' | 'none';

const TITLES: Record<HighlightEmptyVariant, string> = {
  today: 'No Highlights Today',
  date: 'No Highlights for Selected Date',
  none: 'No Highlights Yet',
};

function helpText(variant: HighlightEmptyVariant, dateLabel?: string): string {
  switch (variant) {
    case 'today':
      return 'Nothing is filed under today. Imported highlights keep the days you made them: find them in your Library, or keep a passage that caught your eye today.';
    case 'date':
      return `Nothing was saved on ${dateLabel ?? 'this day'}. Pick another day to look back, or go to today.`;
    case 'none':
      return 'Highlights you save will appear here. Start with a quote or a note worth keeping.';
  }
}

/** What the empty state can offer: each button shows only when its action is given. */
export interface HighlightEmptyActions {
  onGoToday?(): void;
  onSearchAllDays?(): void;
}

/**
 * The empty states of the highlight lists (docs/product-rules.md); during a search it says that nothing matched, where it looked, and offers
 * to look in every day.
 */
export function HighlightEmptyState({
  variant,
  dateLabel,
  searchTerm,
  allDays = false,
  actions = {},
}: {
  variant: HighlightEmptyVariant;
  dateLabel?: string;
  searchTerm?: string;
  allDays?: boolean;
  actions?: HighlightEmptyActions;
}) {
  const term = searchTerm?.trim();
  if (term) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="No Matching Highlights"
        text={`No highlights match “${term}” ${allDays ? 'on any day' : `on ${dateLabel ?? 'this day'}`}. Try another word or clear the search.`}
        action={
          !allDays &&
          actions.onSearchAllDays && <Button onClick={actions.onSearchAllDays}>Search all days</Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={variant === 'date' ? <CalendarX2 /> : <Highlighter />}
      title={TITLES[variant]}
      text={helpText(variant, dateLabel)}
      action={
        variant === 'date' ? (
          actions.onGoToday && (
            <Button variant="outline" onClick={actions.onGoToday}>
              Go to today
            </Button>
          )
        ) : (
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/highlights/new">
                {variant === 'today' ? 'Add Your First Highlight Today' : 'Add Your First Highlight'}
              </Link>
            </Button>
            {variant === 'today' && (
              <Button asChild variant="outline">
                <Link to="/library">Open your Library</Link>
              </Button>
            )}
          </div>
        )
      }
    />
  );
}
