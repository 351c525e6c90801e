import { categoryDisplayName, type Highlight } from '@precis/shared';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ChipList } from '@/components/ui/chip';
import { ItemMenu } from '@/components/ui/item-menu';
import { formatCardDate } from '@/lib/dates';
import { markdownToPlainText } from '@/lib/plain-text';
import { truncate } from '@/lib/text';
import { DeleteHighlightDialog } from './delete-highlight-dialog';
import { HighlightSourceLine } from './highlight-source-line';

export const CARD_CONTENT_MAX = 500;
export const CARD_COMMENT_MAX = 150;
export const CARD_CATEGORY_CHIPS = 3;

/**
 * One highlight in a list. The "View details" link is stretched over the whole card, so a
 * click anywhere opens the details and keyboard users reach it with Tab; the menu sits above it.
 */
export function HighlightCard({ highlight }: { highlight: Highlight }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const titleId = `highlight-${highlight.id}-source`;
  return (
    <Card
      role="article"
      aria-labelledby={highlight.source ? titleId : undefined}
      aria-label={highlight.source ? undefined : 'Highlight'}
      className="relative flex w-full min-w-0 flex-col gap-3 p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
    >
      <div className="flex items-start justify-between gap-3">
        {highlight.source ? (
          <h3 id={titleId} className="min-w-0 truncate pt-2 text-sm font-semibold" title={highlight.source}>
            {highlight.source}
          </h3>
        ) : (
          <span className="pt-2 text-sm text-muted-foreground italic">No source</span>
        )}
        <div className="relative z-10 -mt-1 -mr-2">
          <ItemMenu onDelete={() => setConfirmOpen(true)} />
        </div>
      </div>
      <HighlightSourceLine highlight={highlight} />
      <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-line">
        {truncate(markdownToPlainText(highlight.content), CARD_CONTENT_MAX)}
      </p>
      {highlight.comment && (
        <p className="border-l-2 border-border pl-3 text-sm wrap-anywhere text-muted-foreground italic">
          {truncate(highlight.comment, CARD_COMMENT_MAX)}
        </p>
      )}
      {highlight.categories.length > 0 && (
        <ChipList labels={highlight.categories} max={CARD_CATEGORY_CHIPS} format={categoryDisplayName} />
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-1">
        <time dateTime={highlight.createdDate} className="text-xs text-muted-foreground">
          {formatCardDate(highlight.createdDate)}
        </time>
        <Link
          to={`/highlights/${encodeURIComponent(highlight.id)}`}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none"
        >
          View details <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <DeleteHighlightDialog
        highlightId={highlight.id}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        failureMessage="Failed to delete highlight"
      />
    </Card>
  );
}
