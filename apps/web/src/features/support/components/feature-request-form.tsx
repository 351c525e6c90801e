import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { handleError, notifySuccess } from '@/lib/notify';
import { useRequestFeature } from '../api/request-feature';
import {
  buildFeatureRequestPayload,
  EMPTY_FEATURE_REQUEST,
  FEATURE_IDEA_MAX,
  type FeatureRequestForm as FeatureRequestValues,
  OTHER_OPTION,
  validateFeatureRequest,
} from '../support-payloads';
import { FeatureOptionCards } from './feature-option-cards';

export function FeatureRequestForm({ onSubmitted }: { onSubmitted(): void }) {
  const [values, setValues] = useState<FeatureRequestValues>(EMPTY_FEATURE_REQUEST);
  const [attempted, setAttempted] = useState(false);
  const optionsRef = useRef<HTMLDivElement>(null);
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const labelId = useId();
  const optionErrorId = useId();
  const submit = useRequestFeature();

  const errors = attempted ? validateFeatureRequest(values) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setAttempted(true);
    const found = validateFeatureRequest(values);
    const { option } = values;
    if (found.option || option === null) {
      optionsRef.current?.querySelector<HTMLButtonElement>('[role="radio"]')?.focus();
      return;
    }
    if (found.idea) {
      ideaRef.current?.focus();
      return;
    }
    submit.mutate(buildFeatureRequestPayload({ option, idea: values.idea }), {
      onSuccess: () => {
        notifySuccess(
          'Feature Request Submitted',
          "Thank you for your suggestion. We'll review it and get back to you.",
        );
        onSubmitted();
      },
      onError: (error) => handleError(error, 'Failed to submit feature request. Please try again.'),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div ref={optionsRef} className="space-y-3">
        <h2 id={labelId} className="text-base font-semibold">
          Which feature would you like to see?
        </h2>
        <FeatureOptionCards
          value={values.option}
          onChange={(option) => {
            setValues((current) => ({ ...current, option }));
            // A field that has just appeared (Other's description) is not wrong before anyone typed in it.
            setAttempted(false);
          }}
          labelledBy={labelId}
          invalid={Boolean(errors.option)}
          describedBy={errors.option ? optionErrorId : undefined}
        />
        <FieldError id={optionErrorId}>{errors.option}</FieldError>
      </div>
      {values.option === OTHER_OPTION && (
        <TextareaField
          ref={ideaRef}
          label="Describe your feature idea"
          required
          rows={5}
          maxLength={FEATURE_IDEA_MAX}
          placeholder="What should Precis do, and how would it help you?"
          value={values.idea}
          onChange={(event) => setValues((current) => ({ ...current, idea: event.target.value }))}
          error={errors.idea}
        />
      )}
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
