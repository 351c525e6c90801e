import { ExternalLink, GitMerge, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFound } from '@/components/ui/not-found';
import { Spinner } from '@/components/ui/spinner';
import { ExportSourceLinks } from '@/features/exports';
import { HighlightList } from '@/features/highlights';
import { useErrorToast } from '@/lib/use-error-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { useDeleteSource } from '../api/change-source';
import { useSource, useSourceHighlights } from '../api/get-source';
import { EditSourceForm } from '../components/edit-source-form';
import { MergeSourceDialog } from '../components/merge-source-dialog';
import { highlightCount, SOURCE_KIND_LABELS } from '../lib/source-kinds';

/** One source: its title, author and link, its highlights in reading order; rename, merge, delete when empty. */
export function SourcePage() {
  const { id = '' } = useParams();
  const source = useSource(id);
  const highlights = useSourceHighlights(id);
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSource(id);
  const navigate = useNavigate();
  useErrorToast(highlights.error, 'Failed to load the highlights of this source');
  const items = highlights.data?.pages.flatMap((page) => page.items);
  const sentinel = useLoadMore(highlights.hasNextPage, highlights.isFetchingNextPage, () => {
    void highlights.fetchNextPage();
  });

  if (source.isPending) return <Spinner label="Loading source" />;
  if (!source.data) {
    return (
      <NotFound
        title="Source not found"
        text="It may have been merged into another source or deleted."
        backTo="/library"
        backLabel="Back to Library"
      />
    );
  }
  const current = source.data;
  const empty = current.highlightsCount === 0;

  const confirmDelete = () =>
    remove.mutate(undefined, { onSuccess: () => void navigate('/library', { replace: true }) });

  return (
    <div className="space-y-6 pb-20">
      <Link to="/library" className="text-sm text-primary hover:underline">
        ← Library
      </Link>
      <Card className="space-y-4 p-5 sm:p-6">
        {editing ? (
          <EditSourceForm source={current} onDone={() => setEditing(false)} />
        ) : (
          <>
            <div className="space-y-1">
              <h1 className="text-2xl font-bold tracking-tight break-words">{current.title}</h1>
              <p className="text-sm text-muted-foreground">
                {[current.author, SOURCE_KIND_LABELS[current.kind], highlightCount(current.highlightsCount)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {current.url && (
                <a
                  href={current.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm break-all text-primary hover:underline"
                >
                  {current.url} <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" /> Rename
              </Button>
              <Button variant="outline" size="sm" onClick={() => setMerging(true)}>
                <GitMerge aria-hidden="true" /> Merge into...
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!empty}
                title={empty ? undefined : 'Only a source without highlights can be deleted.'}
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
            {!empty && <ExportSourceLinks sourceId={current.id} />}
          </>
        )}
      </Card>
      <section aria-labelledby="reading-order" className="space-y-4">
        <h2 id="reading-order" className="text-lg font-semibold">
          Highlights in reading order
        </h2>
        <HighlightList
          label="Highlights of this source"
          highlights={items}
          isPending={highlights.isPending}
          isError={highlights.isError}
          onRetry={() => void highlights.refetch()}
          empty={<EmptyState title="No highlights" text="This source has no highlights left." />}
        />
        <div ref={sentinel} />
        {highlights.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={highlights.isFetchingNextPage}
              onClick={() => void highlights.fetchNextPage()}
            >
              {highlights.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </section>
      <MergeSourceDialog source={current} open={merging} onOpenChange={setMerging} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this source?"
        description={`“${current.title}” has no highlights left and will be removed from your library.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
