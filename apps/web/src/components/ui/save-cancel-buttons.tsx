import { Button } from './button';

/** An edit form's Cancel and Save, at its end; Save says "Saving..." and waits while the change is sent. */
export function SaveCancelButtons({
  saving,
  onCancel,
  className = 'flex justify-end gap-2',
}: {
  saving: boolean;
  onCancel(): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
