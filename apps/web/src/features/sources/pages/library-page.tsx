import type { SourceKind } from '@precis/shared';
import { BookOpen, CloudOff, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useErrorToast } from '@/lib/use-error-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { useSources } from '../api/get-sources';
import { KindSelect } from '../components/kind-select';
import { SourceList } from '../components/source-list';

/** Every source the person highlighted from, with counts; search, a kind filter, and more as they scroll. */
export function LibraryPage() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<SourceKind | ''>('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useSources({ search: debounced, kind });
  useErrorToast(query.error, 'Failed to load your library');
  const sources = query.data?.pages.flatMap((page) => page.items);
  const sentinel = useLoadMore(query.hasNextPage, query.isFetchingNextPage, () => void query.fetchNextPage());
  const filtered = Boolean(debounced || kind);

  return (
    <div className="pb-20">
      <PageHeader
        title="Library"
        description="The books, articles and pages your highlights come from."
        actions={
          <Button asChild variant="outline">
            <Link to="/import">
              <FileUp aria-hidden="true" />
              Import
            </Link>
          </Button>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <SearchInput
          label="Search sources"
          placeholder="Search titles and authors..."
          value={search}
          onValueChange={setSearch}
          className="w-full sm:w-80"
        />
        <KindSelect label="Kind" allLabel="All kinds" value={kind} onChange={setKind} />
      </div>
      <div aria-busy={query.isFetching}>
        {query.isPending ? (
          <Spinner label="Loading your library" />
        ) : query.isError && !sources ? (
          <EmptyState
            icon={<CloudOff />}
            title="Your library could not be loaded"
            text="Check your connection, then try again."
            action={
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        ) : !sources || sources.length === 0 ? (
          <EmptyState
            icon={<BookOpen />}
            title={filtered ? 'No sources match' : 'Your library is empty'}
            text={
              filtered
                ? 'Try another search or kind.'
                : 'Give a highlight a source (a book, an article, a page) and it appears here.'
            }
          />
        ) : (
          <>
            <SourceList sources={sources} />
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
          </>
        )}
      </div>
    </div>
  );
}
