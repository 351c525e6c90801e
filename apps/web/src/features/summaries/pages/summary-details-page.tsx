import { categoryDisplayName, SUMMARIZATION_TYPE_LABELS, type Summary } from '@precis/shared';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemMenu } from '@/components/ui/item-menu';
import { Markdown } from '@/components/ui/markdown';
import { NotFound } from '@/components/ui/not-found';
import { Skeleton } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useErrorToast } from '@/lib/use-error-toast';
import { useSummary } from '../api/get-summary';
import { DeleteSummaryDialog } from '../components/delete-summary-dialog';
import { InAppLinks } from '../components/in-app-links';
import { LinkedHighlights } from '../components/linked-highlights';
import { SummaryStatusNote } from '../components/summary-status-note';
import { useDeletedHighlightLinks } from '../deleted-highlight-links';
import { formatSummaryPeriod } from '../summary-dates';
import { isInProgress, sourceLabel } from '../summary-status';

export function SummaryDetailsPage() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useSummary(id);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  useErrorToast(notFound ? null : error, 'Failed to load summary details.');

  if (isPending) return <DetailsSkeleton />;
  if (!data && notFound) {
    return (
      <NotFound
        title="Summary not found"
        text="The summary you're looking for doesn't exist or has been removed."
        backTo="/summaries"
        backLabel="Back to Summaries"
      />
    );
  }
  if (!data) {
    return (
      <EmptyState
        headingLevel={1}
        icon={<FileQuestion />}
        title="Failed to load summary details."
        text="Please check your connection and try again."
        action={
          <Button asChild variant="outline">
            <Link to="/summaries">Back to Summaries</Link>
          </Button>
        }
      />
    );
  }
  return <SummaryDetails summary={data} />;
}

function SummaryDetails({ summary }: { summary: Summary }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deadLinks = useDeletedHighlightLinks(summary);
  return (
    <article className="mx-auto max-w-3xl space-y-6" aria-labelledby="summary-title">
      <div className="flex items-start gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Back to summaries"
          onClick={() => navigate('/summaries')}
        >
          <ArrowLeft />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 id="summary-title" className="text-2xl font-bold tracking-tight wrap-anywhere">
            {summary.summaryTitle}
          </h1>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1.5">
              <dt>Source:</dt>
              <dd className="min-w-0 font-medium text-foreground wrap-anywhere">{sourceLabel(summary)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>Period:</dt>
              <dd className="font-medium text-foreground">
                {formatSummaryPeriod(summary.startDate, summary.endDate)}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt>Type:</dt>
              <dd className="font-medium text-foreground">
                {SUMMARIZATION_TYPE_LABELS[summary.summarizationType]}
              </dd>
            </div>
          </dl>
        </div>
        <ItemMenu onDelete={() => setConfirming(true)} />
      </div>
      {summary.summarizationCategories.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {summary.summarizationCategories.map((code) => (
            <li key={code}>
              <Chip>{categoryDisplayName(code)}</Chip>
            </li>
          ))}
        </ul>
      )}
      <Card className="space-y-4 p-6">
        <SummaryStatusNote summary={summary} />
        {!isInProgress(summary) && summary.summaryText && (
          <InAppLinks>
            <Markdown deadLink={deadLinks}>{summary.summaryText}</Markdown>
          </InAppLinks>
        )}
      </Card>
      <LinkedHighlights highlights={summary.highlights} />
      <DeleteSummaryDialog
        summaryId={summary.id}
        open={confirming}
        onOpenChange={setConfirming}
        failureMessage="Failed to delete summary."
        onDeleted={() => navigate('/summaries')}
      />
    </article>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-3xl space-y-6" aria-busy="true">
      <span className="sr-only">Loading summary</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
