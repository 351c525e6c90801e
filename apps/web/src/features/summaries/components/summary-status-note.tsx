import type { Summary } from '@precis/shared';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRetrySummary } from '../api/retry-summary';
import { isInProgress } from '../summary-status';

/** "Generating..." while the summary is on its way; the readable error and a Retry action once it failed. */
export function SummaryStatusNote({ summary }: { summary: Summary }) {
  const retry = useRetrySummary();
  if (isInProgress(summary)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Generating...
      </p>
    );
  }
  if (summary.status !== 'FAILED') return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 p-3 text-sm">
      <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span className="min-w-0 flex-1">{summary.error ?? 'The summary could not be generated.'}</span>
      <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(summary.id)}>
        {retry.isPending ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
