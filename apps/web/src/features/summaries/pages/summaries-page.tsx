import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CloudOff, FileText } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FloatingAddButton } from '@/components/ui/floating-add-button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useErrorToast } from '@/lib/use-error-toast';
import { summariesQueryOptions } from '../api/get-summaries';
import { SummaryCard } from '../components/summary-card';
import { SummaryFilters } from '../components/summary-filters';
import { type CustomRange, type FilterMode, filterRange } from '../filter-range';
import { initialListView } from '../list-view-state';

const SEARCH_DEBOUNCE_MS = 300;

export function SummariesPage() {
  const location = useLocation();
  const [initial] = useState(() => initialListView(location.state));
  const [mode, setMode] = useState<FilterMode>(initial.mode);
  const [custom, setCustom] = useState<CustomRange>(initial.custom);
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const range = filterRange(mode, custom);
  const { data, error, isPending, refetch } = useQuery({
    ...summariesQueryOptions({ ...range, searchTerm: searchTerm || undefined }),
    // Keep the cards on screen while the next search or range loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
  useErrorToast(error, 'Failed to load summaries');

  const selectMode = (next: FilterMode) => {
    // Choosing another mode resets the custom range.
    if (next !== 'custom') setCustom({});
    setMode(next);
  };

  return (
    <div className="pb-20">
      <PageHeader title="Summaries" />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <SummaryFilters mode={mode} custom={custom} onModeChange={selectMode} onCustomChange={setCustom} />
        <SearchInput
          className="w-full lg:max-w-sm"
          label="Search summaries"
          placeholder="Search summaries..."
          value={search}
          onValueChange={setSearch}
        />
      </div>
      {isPending ? (
        <Spinner label="Loading summaries" />
      ) : !data && error ? (
        <EmptyState
          icon={<CloudOff />}
          title="Summaries could not be loaded"
          text="Check your connection, then try again."
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : !data || data.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title="No Summaries Found"
          text={
            // A search or a chosen period that finds nothing says so; "none yet" is for the default view.
            searchTerm || mode !== 'today'
              ? 'No summaries match your search criteria.'
              : "You don't have any summaries yet. Generate a summary to get started."
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Summaries">
          {data.map((summary) => (
            <li key={summary.id} className="flex min-w-0">
              <SummaryCard summary={summary} />
            </li>
          ))}
        </ul>
      )}
      <FloatingAddButton to="/summaries/new" label="Request a summary" />
    </div>
  );
}
