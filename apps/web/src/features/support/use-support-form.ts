import type { FormEvent } from 'react';
import type { FormErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSubmitSupportMessage } from './api/submit-support-message';
import type { SupportFormConfig } from './support-forms';

/** A field and how to find the element that takes focus when it is wrong. */
export type FocusTarget<Values> = readonly [keyof Values, () => HTMLElement | null | undefined];

/**
 * A support form's values, errors and sending, from its table entry. After the success toast the form
 * empties, or `onSent` runs instead. A refused attempt moves focus to the first wrong field of `focusOrder`.
 */
export function useSupportForm<Values extends object, Payload>(
  config: SupportFormConfig<Values, Payload>,
  { onSent, focusOrder = [] }: { onSent?(): void; focusOrder?: readonly FocusTarget<Values>[] } = {},
) {
  const form = useSchemaForm(config);
  const send = useSubmitSupportMessage(config);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    form.submit(
      (payload) =>
        send.mutate(payload, {
          onSuccess: () => (onSent ? onSent() : form.reset()),
          onError: form.showServerErrors,
        }),
      (found: FormErrors<Values>) =>
        focusOrder
          .find(([field]) => found[field])?.[1]()
          ?.focus(),
    );
  };
  return {
    values: form.values,
    errors: form.errors,
    setValue: form.setValue,
    clearErrors: form.clearErrors,
    onSubmit,
    isPending: send.isPending,
  };
}
