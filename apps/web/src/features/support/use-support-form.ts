import type { FormEvent } from 'react';
import type { FormErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSubmitSupportMessage } from './api/submit-support-message';
import type { SupportFormConfig } from './support-forms';

/**
 * A support form's values, errors and sending, from its table entry. After the success toast the form
 * empties, or `onSent` runs instead; `onInvalid` gets the errors of a refused attempt (to move focus).
 */
export function useSupportForm<Values extends object, Payload>(
  config: SupportFormConfig<Values, Payload>,
  { onSent, onInvalid }: { onSent?(): void; onInvalid?(errors: FormErrors<Values>): void } = {},
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
      onInvalid,
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
