import { createHighlightSchema } from '@precis/shared';
import { ClipboardPaste } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDiscardGuard } from '@/components/ui/use-discard-guard';
import { notifyError, notifySuccess } from '@/lib/notify';
import { submitHandlers } from '@/lib/submit-handlers';
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
import { CommentField, ContentField, TagsField } from './highlight-text-fields';
import { MoreDetailsFields } from './more-details-fields';

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

  const { onSubmit, onKeyDown } = submitHandlers(save);

  return (
    <>
      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="space-y-5">
        <ContentField
          ref={contentRef}
          value={values.content}
          onChange={(value) => update('content', value)}
          error={errors.content}
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
        <CommentField
          value={values.comment}
          onChange={(value) => update('comment', value)}
          error={errors.comment}
        />
        <TextField
          label="Categories (optional, comma-separated)"
          value={values.categories}
          onChange={(event) => update('categories', event.target.value)}
          error={errors.categories}
          placeholder="e.g. Reading, Ideas"
        />
        <TagsField value={values.tags} onChange={(value) => update('tags', value)} error={errors.tags} />
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
