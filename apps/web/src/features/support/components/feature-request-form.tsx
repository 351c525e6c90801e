import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { SUPPORT_FORMS } from '../support-forms';
import { FEATURE_IDEA_MAX, OTHER_OPTION } from '../support-payloads';
import { useSupportForm } from '../use-support-form';
import { FeatureOptionCards } from './feature-option-cards';

export function FeatureRequestForm({ onSubmitted }: { onSubmitted(): void }) {
  const optionsRef = useRef<HTMLDivElement>(null);
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const labelId = useId();
  const optionErrorId = useId();
  const { values, errors, setValue, clearErrors, onSubmit, isPending } = useSupportForm(
    SUPPORT_FORMS.featureRequest,
    {
      onSent: onSubmitted,
      focusOrder: [
        ['option', () => optionsRef.current?.querySelector<HTMLButtonElement>('[role="radio"]')],
        ['idea', () => ideaRef.current],
      ],
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div ref={optionsRef} className="space-y-3">
        <h2 id={labelId} className="text-base font-semibold">
          Which feature would you like to see?
        </h2>
        <FeatureOptionCards
          value={values.option}
          onChange={(option) => {
            setValue('option', option);
            // A field that has just appeared (Other's description) is not wrong before anyone typed in it.
            clearErrors();
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
          onChange={(event) => setValue('idea', event.target.value)}
          error={errors.idea}
        />
      )}
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
