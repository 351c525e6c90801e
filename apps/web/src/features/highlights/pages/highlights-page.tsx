import { addDays, isSameDay, isToday, startOfToday } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FloatingAddButton } from '@/components/ui/floating-add-button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { formatPickerDate, toQueryDate } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useErrorToast } from '@/lib/use-error-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { useHighlightTotals } from '../api/get-highlight-totals';
import { useHighlightDay } from '../api/get-highlights';
import { HighlightEmptyState } from '../components/highlight-empty-state';
import { HighlightList } from '../components/highlight-list';
import { SearchResultCount } from '../components/search-result-count';
import { type SearchScope, SearchScopeToggle } from '../components/search-scope';
import { dayFromParam } from '../lib/day-param';
import { filterHighlights } from '../lib/filter-highlights';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The highlight list of one local day, with search across every day or the picked one; the day, the term and
 * the narrowing to the day live in the URL (?date=&q=&in=day).
 */
export function HighlightsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = startOfToday();
  const day = dayFromParam(searchParams.get('date'), today);
  const [searchTerm, setSearchTerm] = useState(() => searchParams.get('q') ?? '');
  const debouncedTerm = useDebouncedValue(searchTerm.trim(), SEARCH_DEBOUNCE_MS);

  const termInUrl = searchParams.get('q') ?? '';
  useEffect(() => {
    if (debouncedTerm === termInUrl) return;
    setSearchParams(
      (params) => {
        if (debouncedTerm) params.set('q', debouncedTerm);
        else {
          params.delete('q');
          params.delete('in');
        }
        return params;
      },
      { replace: true },
    );
  }, [debouncedTerm, termInUrl, setSearchParams]);

  // Once a term is typed the search covers every day, unless the person narrows it to the picked one.
  const searching = debouncedTerm !== '';
  const allDays = searching && searchParams.get('in') !== 'day';
  const selectScope = (scope: SearchScope) =>
    setSearchParams(
      (params) => {
        if (scope === 'day') params.set('in', 'day');
        else params.delete('in');
        return params;
      },
      { replace: true },
    );

  // Picking a day during a search means looking in that day.
  const selectDay = (next: Date) =>
    setSearchParams(
      (params) => {
        if (isToday(next)) params.delete('date');
        else params.set('date', toQueryDate(next));
        if (params.get('q')) params.set('in', 'day');
        return params;
      },
      { replace: true },
    );

  const query = useHighlightDay({
    date: allDays ? undefined : toQueryDate(day),
    searchTerm: debouncedTerm || undefined,
  });
  useErrorToast(query.error, 'Failed to load highlights');
  const shown = useMemo(
    () =>
      query.data
        ? filterHighlights(
            query.data.pages.flatMap((page) => page.highlights),
            searchTerm,
          )
        : undefined,
    [query.data, searchTerm],
  );
  const sentinel = useLoadMore(query.hasNextPage, query.isFetchingNextPage, () => void query.fetchNextPage());
  const onToday = isSameDay(day, today);
  const totals = useHighlightTotals();
  const noneYet = totals.data?.total === 0;

  return (
    <div className="pb-20">
      <PageHeader title="Highlights" description="The passages you saved, one day at a time." />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous day"
            title="Previous day"
            onClick={() => selectDay(addDays(day, -1))}
          >
            <ChevronLeft />
          </Button>
          <DatePicker label="Day" value={day} onChange={selectDay} maxDate={today} className="min-w-52" />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next day"
            title="Next day"
            disabled={onToday}
            onClick={() => selectDay(addDays(day, 1))}
          >
            <ChevronRight />
          </Button>
        </div>
        <SearchInput
          label="Search highlights"
          placeholder="Search highlights..."
          value={searchTerm}
          onValueChange={setSearchTerm}
          className="w-full sm:w-80"
        />
        {searching && <SearchScopeToggle value={allDays ? 'all' : 'day'} onChange={selectScope} />}
      </div>
      {searching && (
        <SearchResultCount
          count={query.isPlaceholderData || query.isPending ? undefined : shown?.length}
          term={debouncedTerm}
          where={allDays ? 'in all days' : `on ${formatPickerDate(day)}`}
          allDays={allDays}
        />
      )}
      <div aria-busy={query.isFetching}>
        <HighlightList
          highlights={shown}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          empty={
            <HighlightEmptyState
              variant={noneYet ? 'none' : onToday ? 'today' : 'date'}
              dateLabel={formatPickerDate(day)}
              searchTerm={searchTerm}
              allDays={allDays}
              actions={{
                onGoToday: () => selectDay(today),
                onSearchAllDays: () => selectScope('all'),
              }}
            />
          }
        />
        <div ref={sentinel} />
        {query.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
      <FloatingAddButton to="/highlights/new" label="Add highlight" />
    </div>
  );
}
