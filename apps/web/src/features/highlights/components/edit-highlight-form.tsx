import { type Highlight, updateHighlightSchema } from '@precis/shared';
import { useRef } from 'react';
import { Card } from '@/components/ui/card';
import { SaveCancelButtons } from '@/components/ui/save-cancel-buttons';
import { useDiscardGuard } from '@/components/ui/use-discard-guard';
import { notifyError } from '@/lib/notify';
import { submitHandlers } from '@/lib/submit-handlers';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateHighlight } from '../api/update-highlight';
import {
  buildHighlightUpdate,
  type EditHighlightField,
  type EditHighlightValues,
  editHighlightFieldOf,
  editHighlightValuesOf,
} from '../lib/highlight-form-values';
import { CommentField, ContentField, TagsField } from './highlight-text-fields';

/**
 * The details page's edit mode: the highlight's text, comment and tags in the new-highlight form's fields,
 * checked with the shared update schema. Only what changed is sent; with nothing changed, Save just closes.
 */
export function EditHighlightForm({ highlight, onDone }: { highlight: Highlight; onDone(): void }) {
  const initial = useRef(editHighlightValuesOf(highlight)).current;
  const form = useSchemaForm({
    initialValues: initial,
    schema: updateHighlightSchema,
    toPayload: (values: EditHighlightValues) => buildHighlightUpdate(values, initial),
    fieldOf: editHighlightFieldOf,
  });
  const { values, errors } = form;
  const online = useOnlineStatus();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const update = useUpdateHighlight();
  const changed = Object.keys(buildHighlightUpdate(values, initial)).length > 0;
  const discardGuard = useDiscardGuard(changed);

  const setField = (field: EditHighlightField) => (value: string) => form.setValue(field, value);

  const save = () => {
    if (update.isPending) return;
    if (!changed) {
      onDone();
      return;
    }
    if (!online) {
      notifyError('You are offline. The highlight was not saved: try again when the connection is back.');
      return;
    }
    form.submit(
      (changes) =>
        update.mutate(
          { id: highlight.id, changes },
          {
            onSuccess: () => {
              discardGuard.release();
              onDone();
            },
            onError: form.showServerErrors,
          },
        ),
      (found) => {
        if (found.content) contentRef.current?.focus();
      },
    );
  };

  const { onSubmit, onKeyDown } = submitHandlers(save);

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-label="Edit highlight"
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        className="space-y-5"
      >
        <ContentField
          ref={contentRef}
          value={values.content}
          onChange={setField('content')}
          error={errors.content}
        />
        <CommentField value={values.comment} onChange={setField('comment')} error={errors.comment} />
        <TagsField value={values.tags} onChange={setField('tags')} error={errors.tags} />
        <SaveCancelButtons
          saving={update.isPending}
          onCancel={onDone}
          className="flex flex-wrap justify-end gap-2 pt-2"
        />
      </form>
      {discardGuard.dialog}
    </Card>
  );
}
