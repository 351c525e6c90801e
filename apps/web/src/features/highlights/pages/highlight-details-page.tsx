import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemMenu } from '@/components/ui/item-menu';
import { NotFound } from '@/components/ui/not-found';
import { Skeleton } from '@/components/ui/spinner';
import { ReviewStatusPanel } from '@/features/review';
import { ApiRequestError } from '@/lib/api-client';
import { useBackNavigation } from '@/lib/use-back-navigation';
import { useErrorToast } from '@/lib/use-error-toast';
import { useHighlight } from '../api/get-highlight';
import { DeleteHighlightDialog } from '../components/delete-highlight-dialog';
import { EditHighlightForm } from '../components/edit-highlight-form';
import { HighlightDetails } from '../components/highlight-details';
import { asksToEdit } from '../lib/edit-on-arrival';

function DetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading highlight"
      className="space-y-4 rounded-xl border border-border p-6"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

function HighlightNotFound() {
  return (
    <NotFound
      headingLevel={2}
      title="Highlight not found"
      text="The highlight you're looking for doesn't exist or has been removed."
      backTo="/highlights"
      backLabel="Back to Highlights"
    />
  );
}

export function HighlightDetailsPage() {
  const { id = '' } = useParams();
  const query = useHighlight(id);
  const navigate = useNavigate();
  const goBack = useBackNavigation('/highlights');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const location = useLocation();
  // "Edit" in a card's menu opens the page with its form; a reload or a return here shows the highlight.
  const [editing, setEditing] = useState(() => asksToEdit(location.state));
  useEffect(() => {
    if (asksToEdit(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Leaving the edit form unmounts what had the focus: give it to the menu the edit was started from.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    menuButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
  useErrorToast(notFound ? null : query.error, 'Failed to load highlight details.');

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-6 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="icon" aria-label="Back" title="Back" onClick={goBack}>
            <ArrowLeft />
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">Highlight Details</h1>
        </div>
        {query.data && !editing && (
          <ItemMenu ref={menuButton} onEdit={() => setEditing(true)} onDelete={() => setConfirmOpen(true)} />
        )}
      </div>
      {query.isPending ? (
        <DetailsSkeleton />
      ) : notFound ? (
        <HighlightNotFound />
      ) : query.data && editing ? (
        <EditHighlightForm highlight={query.data} onDone={stopEditing} />
      ) : query.data ? (
        <div className="space-y-4">
          <HighlightDetails highlight={query.data} />
          <ReviewStatusPanel highlightId={query.data.id} />
        </div>
      ) : (
        <EmptyState
          title="This highlight could not be loaded"
          text="Check your connection, then try again."
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      <DeleteHighlightDialog
        highlightId={id}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        failureMessage="Failed to delete highlight."
        onDeleted={() => void navigate('/highlights')}
      />
    </div>
  );
}
