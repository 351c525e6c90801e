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
      return "You haven't saved anything today. Keep a passage that caught your eye and it will show up here.";
    case 'date':
      return `Nothing was saved on ${dateLabel ?? 'this day'}. Pick another day to look back, or go to today.`;
    case 'none':
      return 'Highlights you save will appear here. Start with a quote or a note worth keeping.';
  }
}

/** The empty states of spec section 2; with a search term the text says that nothing matched it. */
export function HighlightEmptyState({
  variant,
  dateLabel,
  searchTerm,
}: {
  variant: HighlightEmptyVariant;
  dateLabel?: string;
  searchTerm?: string;
}) {
  const term = searchTerm?.trim();
  if (term) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={TITLES[variant]}
        text={`No highlights match “${term}”${variant === 'none' ? '' : ' on this day'}. Try another word or clear the search.`}
      />
    );
  }
  return (
    <EmptyState
      icon={variant === 'date' ? <CalendarX2 /> : <Highlighter />}
      title={TITLES[variant]}
      text={helpText(variant, dateLabel)}
      action={
        variant === 'date' ? undefined : (
          <Button asChild>
            <Link to="/highlights/new">
              {variant === 'today' ? 'Add Your First Highlight Today' : 'Add Your First Highlight'}
            </Link>
          </Button>
        )
      }
    />
  );
}
