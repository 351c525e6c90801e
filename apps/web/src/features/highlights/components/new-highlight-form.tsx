import { createHighlightSchema } from '@precis/shared';
import { ClipboardPaste } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useDiscardGuard } from '@/components/ui/use-discard-guard';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateHighlight } from '../api/create-highlight';
import {
  buildHighlightPayload,
  EMPTY_HIGHLIGHT_FORM,
  type HighlightField,
  type HighlightFormValues,
  highlightFieldOf,
} from '../lib/highlight-form-values';
import { MoreDetailsFields } from './more-details-fields';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
// A phone or tablet has no Ctrl or ⌘ key to press: the shortcut is not offered there.
const hasKeyboardShortcuts =
  typeof window === 'undefined' || !window.matchMedia?.('(hover: none) and (pointer: coarse)').matches;
const CONTENT_HINT = `Markdown is supported.${hasKeyboardShortcuts ? ` ${isMac ? '⌘' : 'Ctrl'}+Enter saves.` : ''}`;

export function NewHighlightForm({
  onCancel,
  initialValues,
}: {
  onCancel(): void;
  initialValues?: Partial<HighlightFormValues>;
}) {
  const form = useSchemaForm({
    initialValues: { ...EMPTY_HIGHLIGHT_FORM, ...initialValues },
    schema: createHighlightSchema,
    toPayload: buildHighlightPayload,
    fieldOf: highlightFieldOf,
  });
  const { values, errors } = form;
  const online = useOnlineStatus();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateHighlight();
  const navigate = useNavigate();
  // Only text worth keeping counts: spaces alone are nothing to lose.
  const typed = (Object.keys(values) as HighlightField[]).some(
    (field) =>
      field !== 'locationType' &&
      String(values[field]).trim() !== String(initialValues?.[field] ?? EMPTY_HIGHLIGHT_FORM[field]).trim(),
  );
  const discardGuard = useDiscardGuard(typed);

  const update = <F extends HighlightField>(field: F, value: HighlightFormValues[F]) =>
    form.setValue(field, value);

  const save = () => {
    if (create.isPending) return;
    if (!online) {
      notifyError('You are offline. The highlight was not saved: try again when the connection is back.');
      return;
    }
    form.submit(
      (payload) =>
        create.mutate(payload, {
          onSuccess: () => {
            discardGuard.release();
            void navigate('/highlights');
          },
          onError: form.showServerErrors,
        }),
      (found) => {
        if (found.content) contentRef.current?.focus();
      },
    );
  };

  const paste = async () => {
    // Browsers offer no clipboard reading to plain-HTTP addresses other than localhost: say so and what works.
    if (window.isSecureContext === false || !navigator.clipboard?.readText) {
      notifyError(
        'This browser only lets secure (https) pages read the clipboard. Click in Content and press Ctrl+V (⌘V on a Mac) instead.',
        'Paste not available here',
      );
      contentRef.current?.focus();
      return;
    }
    try {
      const text = await navigator.clipboard.readText();
      update('content', text);
      notifySuccess('Text pasted from clipboard.');
      contentRef.current?.focus();
    } catch {
      // Denied permission, an insecure (http) origin without clipboard access, or an empty clipboard API.
      notifyError('Failed to paste from clipboard. Please try again.');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="space-y-5">
        <TextareaField
          ref={contentRef}
          label="Content"
          required
          rows={8}
          autoFocus
          value={values.content}
          onChange={(event) => update('content', event.target.value)}
          error={errors.content}
          hint={CONTENT_HINT}
          action={
            <Button type="button" variant="outline" size="sm" onClick={() => void paste()}>
              <ClipboardPaste aria-hidden="true" /> Paste from Clipboard
            </Button>
          }
        />
        <TextField
          label="Source (optional)"
          value={values.source}
          onChange={(event) => update('source', event.target.value)}
          error={errors.source}
          placeholder="A book, an article, a link..."
        />
        <TextareaField
          label="Comment (optional)"
          rows={3}
          value={values.comment}
          onChange={(event) => update('comment', event.target.value)}
          error={errors.comment}
        />
        <TextField
          label="Categories (optional, comma-separated)"
          value={values.categories}
          onChange={(event) => update('categories', event.target.value)}
          error={errors.categories}
          placeholder="e.g. Reading, Ideas"
        />
        <TextField
          label="Tags (optional, comma-separated)"
          value={values.tags}
          onChange={(event) => update('tags', event.target.value)}
          error={errors.tags}
          placeholder="e.g. stoicism, habits"
        />
        <MoreDetailsFields values={values} errors={errors} onChange={update} />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving...' : 'Save Highlight'}
          </Button>
        </div>
      </form>
      {discardGuard.dialog}
    </>
  );
}
