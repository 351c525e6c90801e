import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError, Label, Textarea } from '@/components/ui/input';

/**
 * A labelled textarea with an optional hint and its error, both linked through aria-describedby. `action`
 * sits at the right of the label row (e.g. a "Paste from Clipboard" button).
 */
export function TextareaField({
  label,
  error,
  hint,
  action,
  id: givenId,
  ...props
}: ComponentProps<typeof Textarea> & { label: string; error?: string; hint?: string; action?: ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
