import type { Highlight } from '@precis/shared';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { HighlightCard } from './highlight-card';

/** Spinner while loading, then the cards, the given empty state, or a retry when loading failed. */
export function HighlightList({
  highlights,
  isPending,
  isError = false,
  onRetry,
  empty,
  label = 'Highlights',
}: {
  highlights: readonly Highlight[] | undefined;
  isPending: boolean;
  isError?: boolean;
  onRetry?(): void;
  empty: ReactNode;
  label?: string;
}) {
  if (isPending) return <Spinner label="Loading highlights" />;
  if (isError && !highlights) {
    return (
      <EmptyState
        icon={<CloudOff />}
        title="Highlights could not be loaded"
        text="Check your connection, then try again."
        action={
          onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  if (!highlights || highlights.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {highlights.map((highlight) => (
        <li key={highlight.id} className="flex min-w-0">
          <HighlightCard highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}
