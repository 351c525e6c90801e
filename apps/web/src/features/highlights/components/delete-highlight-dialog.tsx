import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteHighlight } from '../api/delete-highlight';

interface DeleteHighlightDialogProps {
  highlightId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Failed to delete highlight' on lists, 'Failed to delete highlight.' on the details page. */
  failureMessage: string;
  onDeleted?(): void;
}

export function DeleteHighlightDialog({
  highlightId,
  open,
  onOpenChange,
  failureMessage,
  onDeleted,
}: DeleteHighlightDialogProps) {
  const deletion = useDeleteHighlight({
    failureMessage,
    onDeleted: () => {
      onOpenChange(false);
      onDeleted?.();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!deletion.isPending) onOpenChange(next);
      }}
      title="Delete Highlight"
      description="Are you sure you want to delete this highlight? This action cannot be undone."
      confirmLabel="Delete"
      busy={deletion.isPending}
      onConfirm={() =>
        deletion.mutate(highlightId, {
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
