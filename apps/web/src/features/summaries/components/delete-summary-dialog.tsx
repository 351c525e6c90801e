import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteSummary } from '../api/delete-summary';

interface DeleteSummaryDialogProps {
  summaryId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The screen's own failure text: 'Failed to delete summary' on the list, with a period on details. */
  failureMessage: string;
  onDeleted?(): void;
}

/** The confirmation before a summary is deleted; an AlertDialog, so a click outside does not dismiss it. */
export function DeleteSummaryDialog({
  summaryId,
  open,
  onOpenChange,
  failureMessage,
  onDeleted,
}: DeleteSummaryDialogProps) {
  const remove = useDeleteSummary({ failureMessage });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Summary"
      description="Are you sure you want to delete this summary? This action cannot be undone."
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(summaryId, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted?.();
          },
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
