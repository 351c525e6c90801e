import { LIMITS } from '@precis/shared';
import { RadioGroup } from 'radix-ui';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/utils';
import { SUPPORT_FORMS } from '../support-forms';
import { capitalise, FEEDBACK_DETAILS_MAX, FEEDBACK_TYPES, isFeedbackType } from '../support-payloads';
import { useSupportForm } from '../use-support-form';
import { OptionalEmailField } from './optional-email-field';

const pillClass =
  'cursor-pointer rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';

export function FeedbackForm() {
  const summaryRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const typeLabelId = useId();
  const summaryId = useId();
  const {
    values,
    errors,
    setValue: update,
    onSubmit,
    isPending,
  } = useSupportForm(SUPPORT_FORMS.feedback, {
    focusOrder: [
      ['summary', () => summaryRef.current],
      ['details', () => detailsRef.current],
    ],
  });

  const summaryLength = values.summary.length;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-2">
        <span id={typeLabelId} className="text-sm font-medium">
          Feedback Type
        </span>
        <RadioGroup.Root
          aria-labelledby={typeLabelId}
          value={values.type}
          onValueChange={(next) => isFeedbackType(next) && update('type', next)}
          orientation="horizontal"
          className="flex flex-wrap gap-2"
        >
          {FEEDBACK_TYPES.map((type) => (
            <RadioGroup.Item key={type} value={type} className={pillClass}>
              {capitalise(type)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>

      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-2">
          <Label htmlFor={summaryId}>Summary</Label>
          <span
            id={`${summaryId}-count`}
            className={cn(
              'text-xs tabular-nums text-muted-foreground',
              summaryLength >= LIMITS.feedbackSummaryMax && 'font-medium text-foreground',
            )}
          >
            {summaryLength}/{LIMITS.feedbackSummaryMax}
          </span>
        </div>
        <Input
          ref={summaryRef}
          id={summaryId}
          required
          maxLength={LIMITS.feedbackSummaryMax}
          placeholder="Your feedback in one line"
          value={values.summary}
          onChange={(event) => update('summary', event.target.value)}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={`${summaryId}-count${errors.summary ? ` ${summaryId}-error` : ''}`}
        />
        <FieldError id={`${summaryId}-error`}>{errors.summary}</FieldError>
      </div>

      <TextareaField
        ref={detailsRef}
        label="Details"
        required
        rows={6}
        maxLength={FEEDBACK_DETAILS_MAX}
        placeholder="Tell us more: what works well, what could be better, and why."
        value={values.details}
        onChange={(event) => update('details', event.target.value)}
        error={errors.details}
      />
      <OptionalEmailField
        value={values.email}
        onChange={(email) => update('email', email)}
        error={errors.email}
        note="Add it if you would like a reply: it is sent along with your feedback."
      />
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}
