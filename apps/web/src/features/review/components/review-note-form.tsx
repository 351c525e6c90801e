import { LIMITS } from '@precis/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

/** The "Add note" editor of a review card: the highlight's comment, saved on demand. */
export function ReviewNoteForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: string;
  saving: boolean;
  onSave(comment: string): void;
  onCancel(): void;
}) {
  const [comment, setComment] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const tooLong = comment.length > LIMITS.commentMax;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSave(comment);
      }}
    >
      <TextareaField
        ref={field}
        label="Note"
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        onKeyDown={(event) => {
          // Keys typed here are text, not review shortcuts.
          event.stopPropagation();
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !tooLong) onSave(comment);
        }}
        error={
          tooLong
            ? `Comment must be at most ${LIMITS.commentMax.toLocaleString('en-US')} characters.`
            : undefined
        }
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving || tooLong}>
          {saving ? 'Saving…' : 'Save note'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
