import { categoryDisplayName, type Summary } from '@precis/shared';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChipList } from '@/components/ui/chip';
import { ItemMenu } from '@/components/ui/item-menu';
import { Markdown } from '@/components/ui/markdown';
import { truncate } from '@/lib/text';
import { cn } from '@/lib/utils';
import { useDeletedHighlightLinks } from '../deleted-highlight-links';
import { formatSummaryPeriod } from '../summary-dates';
import { isInProgress } from '../summary-status';
import { DeleteSummaryDialog } from './delete-summary-dialog';
import { InAppLinks } from './in-app-links';
import { SummaryStatusNote } from './summary-status-note';

export const CARD_TEXT_MAX = 500;
export const CARD_CHIPS_MAX = 2;

/** A summary in the list: title, text cut at 500, period, 2 chips + "+N", capped body. */
export function SummaryCard({ summary }: { summary: Summary }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = `summary-title-${summary.id}`;
  const deadLinks = useDeletedHighlightLinks(summary);
  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-5" aria-labelledby={titleId} role="article">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold leading-snug wrap-anywhere">
          {summary.summaryTitle}
        </h2>
        <ItemMenu onDelete={() => setConfirming(true)} />
      </div>
      {/* Text taller than the cap fades out at the bottom instead of being cut mid-line. */}
      <div
        className="max-h-[200px] overflow-hidden text-sm [mask-image:linear-gradient(to_bottom,black_calc(100%-3rem),transparent)]"
        data-testid="summary-card-body"
      >
        <SummaryStatusNote summary={summary} />
        {!isInProgress(summary) && summary.summaryText && (
          <InAppLinks>
            <Markdown deadLink={deadLinks}>{truncate(summary.summaryText, CARD_TEXT_MAX)}</Markdown>
          </InAppLinks>
        )}
      </div>
      {/* "View details" keeps its place, bottom right, whatever the period and chips beside it take. */}
      <div className="mt-auto flex items-end justify-between gap-3 pt-1">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {formatSummaryPeriod(summary.startDate, summary.endDate)}
          </p>
          {summary.summarizationCategories.length > 0 && (
            <ChipList
              labels={summary.summarizationCategories}
              max={CARD_CHIPS_MAX}
              format={categoryDisplayName}
            />
          )}
        </div>
        <Link
          to={`/summaries/${encodeURIComponent(summary.id)}`}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0')}
        >
          View details <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <DeleteSummaryDialog
        summaryId={summary.id}
        open={confirming}
        onOpenChange={setConfirming}
        failureMessage="Failed to delete summary"
      />
    </Card>
  );
}
