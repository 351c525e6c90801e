import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import {
  AI_POLL_MS,
  awaitsCategories,
  HighlightEmptyState,
  HighlightList,
  useHighlights,
  useHighlightTotals,
} from '@/features/highlights';
import { ReviewDashboardCard } from '@/features/review';
import { toQueryDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/use-error-toast';
import { CategoryGroupCards } from '../components/category-group-cards';

function totalText(total: number | undefined): string | undefined {
  if (total === undefined) return undefined;
  return `${total} ${total === 1 ? 'highlight' : 'highlights'} saved in all. The AI sorts each new one into groups.`;
}

/** The dashboard: counts per category group, then today's highlights (spec section 2). */
export function HomePage() {
  const recent = useHighlights({ date: toQueryDate(new Date()) });
  // While today's new highlights wait for their AI categories, the counts refresh with them.
  const totals = useHighlightTotals({
    refetchIntervalMs: awaitsCategories(recent.data) ? AI_POLL_MS : false,
  });
  useErrorToast(recent.error ?? totals.error, 'Failed to load highlights');

  return (
    <div className="space-y-10">
      <section>
        <PageHeader title="AI Suggested Categories" description={totalText(totals.data?.total)} />
        <CategoryGroupCards totals={totals.data} isPending={totals.isPending} />
      </section>
      <ReviewDashboardCard />
      <section aria-labelledby="recent-highlights">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="recent-highlights" className="text-xl font-semibold tracking-tight">
            Recent Highlights
          </h2>
          <Link to="/highlights" className="text-sm font-medium text-primary hover:underline">
            View all
          </Link>
        </div>
        <HighlightList
          label="Today's highlights"
          highlights={recent.data}
          isPending={recent.isPending}
          isError={recent.isError}
          onRetry={() => void recent.refetch()}
          empty={<HighlightEmptyState variant="today" />}
        />
      </section>
    </div>
  );
}
