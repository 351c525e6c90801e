import { LIMITS } from '@precis/shared';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { SUPPORT_FORMS } from '../support-forms';
import { MESSAGES } from '../support-payloads';
import { useSupportForm } from '../use-support-form';
import { OptionalEmailField } from './optional-email-field';

export function BugReportForm() {
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const formErrorId = useId();
  const {
    values,
    errors,
    setValue: update,
    onSubmit,
    isPending,
  } = useSupportForm(SUPPORT_FORMS.bugReport, {
    focusOrder: [
      ['title', () => titleRef.current],
      ['description', () => descriptionRef.current],
    ],
  });

  // A blank required field is told once for the form; any other message (a limit, the server's) on its field.
  const missing = (['title', 'description'] as const).filter(
    (field) => errors[field] === MESSAGES.requiredFields,
  );
  const fieldError = (field: 'title' | 'description') =>
    errors[field] === MESSAGES.requiredFields ? undefined : errors[field];
  const requiredProps = (field: 'title' | 'description') =>
    missing.includes(field) ? { 'aria-invalid': true, 'aria-describedby': formErrorId } : {};

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        ref={titleRef}
        label="Title"
        required
        maxLength={LIMITS.supportTitleMax}
        placeholder="A short summary of the problem"
        value={values.title}
        onChange={(event) => update('title', event.target.value)}
        error={fieldError('title')}
        {...requiredProps('title')}
      />
      <TextareaField
        ref={descriptionRef}
        label="Description"
        required
        rows={5}
        maxLength={LIMITS.supportTextMax}
        placeholder="What happened? What did you expect to happen instead?"
        value={values.description}
        onChange={(event) => update('description', event.target.value)}
        error={fieldError('description')}
        {...requiredProps('description')}
      />
      <TextareaField
        label="Steps to Reproduce (optional)"
        rows={4}
        maxLength={LIMITS.supportTextMax}
        placeholder={'1. Go to...\n2. Click on...\n3. See the problem'}
        value={values.stepsToReproduce}
        onChange={(event) => update('stepsToReproduce', event.target.value)}
        error={errors.stepsToReproduce}
      />
      <OptionalEmailField
        value={values.email}
        onChange={(email) => update('email', email)}
        error={errors.email}
        note="Not sent with the report: replies go to the e-mail address of your account."
      />
      <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
        <div className="mr-auto">
          <FieldError id={formErrorId}>{missing.length > 0 ? MESSAGES.requiredFields : undefined}</FieldError>
        </div>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Submitting...' : 'Submit Bug Report'}
        </Button>
      </div>
    </form>
  );
}
