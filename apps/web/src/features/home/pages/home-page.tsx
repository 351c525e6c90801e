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

/** Today's newest highlights on the dashboard; the rest are one click away on /highlights. */
export const HOME_RECENT_MAX = 6;

/** The dashboard: counts per category group, then today's newest highlights. */
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
          highlights={recent.data?.slice(0, HOME_RECENT_MAX)}
          isPending={recent.isPending}
          isError={recent.isError}
          onRetry={() => void recent.refetch()}
          empty={<HighlightEmptyState variant={totals.data?.total === 0 ? 'none' : 'today'} />}
        />
        {recent.data && recent.data.length > HOME_RECENT_MAX && (
          <p className="mt-4 text-sm text-muted-foreground">
            The newest {HOME_RECENT_MAX} of the {recent.data.length} highlights you saved today.{' '}
            <Link to="/highlights" className="font-medium text-primary hover:underline">
              See them all
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
