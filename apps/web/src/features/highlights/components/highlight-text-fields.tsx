import type { ReactNode, Ref } from 'react';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
// A phone or tablet has no Ctrl or ⌘ key to press: the shortcut is not offered there.
const hasKeyboardShortcuts =
  typeof window === 'undefined' || !window.matchMedia?.('(hover: none) and (pointer: coarse)').matches;
const CONTENT_HINT = `Markdown is supported.${hasKeyboardShortcuts ? ` ${isMac ? '⌘' : 'Ctrl'}+Enter saves.` : ''}`;

interface FieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The highlight's text, the one required field of the new-highlight and edit forms. */
export function ContentField({
  value,
  onChange,
  error,
  ref,
  action,
}: FieldProps & { ref?: Ref<HTMLTextAreaElement>; action?: ReactNode }) {
  return (
    <TextareaField
      ref={ref}
      label="Content"
      required
      rows={8}
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={CONTENT_HINT}
      action={action}
    />
  );
}

export function CommentField({ value, onChange, error }: FieldProps) {
  return (
    <TextareaField
      label="Comment (optional)"
      rows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

export function TagsField({ value, onChange, error }: FieldProps) {
  return (
    <TextField
      label="Tags (optional, comma-separated)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      placeholder="e.g. stoicism, habits"
    />
  );
}
