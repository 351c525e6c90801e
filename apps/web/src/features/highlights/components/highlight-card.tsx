import { categoryDisplayName, type Highlight } from '@precis/shared';
import { ArrowRight } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { ChipList } from '@/components/ui/chip';
import { ItemMenu } from '@/components/ui/item-menu';
import { formatCardDate } from '@/lib/dates';
import { markdownToPlainText } from '@/lib/plain-text';
import { truncate } from '@/lib/text';
import { EDIT_ON_ARRIVAL } from '../lib/edit-on-arrival';
import { DeleteHighlightDialog } from './delete-highlight-dialog';
import { HighlightSourceLine } from './highlight-source-line';

export const CARD_CONTENT_MAX = 500;
export const CARD_COMMENT_MAX = 150;
export const CARD_CATEGORY_CHIPS = 3;

/**
 * A click on the card's free space or text opens the details, unless it ended a text selection or landed on
 * a control of its own (menu, "+N", a link). Keyboard users have the "View details" link.
 */
function opensDetails(event: MouseEvent<HTMLElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (window.getSelection()?.toString()) return false;
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest('a, button, input, select, textarea, [role="menu"], [role="menuitem"]');
  // A click in a portalled dialog or menu bubbles here through React, not through the page.
  return !control && event.currentTarget.contains(target);
}

/** How long a click waits for a second one: a double-click selects a word and must not open the card. */
const DOUBLE_CLICK_WAIT_MS = 250;

/** One highlight in a list: its text can be selected and copied, and a click elsewhere on it opens it. */
export function HighlightCard({ highlight }: { highlight: Highlight }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const titleId = `highlight-${highlight.id}-source`;
  const detailsPath = `/highlights/${encodeURIComponent(highlight.id)}`;
  const pendingOpen = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingOpen.current), []);
  // Keyboard users open the details with the card's "View details" link; the click is a mouse convenience.
  return (
    <Card
      onClick={(event) => {
        window.clearTimeout(pendingOpen.current);
        if (event.detail > 1 || !opensDetails(event)) return;
        pendingOpen.current = window.setTimeout(() => {
          if (!window.getSelection()?.toString()) void navigate(detailsPath);
        }, DOUBLE_CLICK_WAIT_MS);
      }}
      role="article"
      aria-labelledby={highlight.source ? titleId : undefined}
      aria-label={highlight.source ? undefined : 'Highlight'}
      className="flex w-full min-w-0 cursor-pointer flex-col gap-3 p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
    >
      <div className="flex items-start justify-between gap-3">
        {highlight.source ? (
          <h3 id={titleId} className="min-w-0 truncate pt-2 text-sm font-semibold" title={highlight.source}>
            {highlight.source}
          </h3>
        ) : (
          <span className="pt-2 text-sm text-muted-foreground italic">No source</span>
        )}
        <div className="-mt-1 -mr-2">
          <ItemMenu
            onEdit={() => void navigate(detailsPath, { state: EDIT_ON_ARRIVAL })}
            onDelete={() => setConfirmOpen(true)}
          />
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
          to={detailsPath}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-none"
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
