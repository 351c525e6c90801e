import { LIMITS } from '@precis/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { handleError, notifySuccess } from '@/lib/notify';
import { useSubmitBugReport } from '../api/submit-bug-report';
import {
  type BugReportForm as BugReportValues,
  buildBugReportPayload,
  EMPTY_BUG_REPORT,
  isValidOptionalEmail,
  MESSAGES,
  missingBugReportFields,
} from '../support-payloads';

export function BugReportForm() {
  const [values, setValues] = useState<BugReportValues>(EMPTY_BUG_REPORT);
  // Errors show after the first attempt, then follow the values as the person fixes them.
  const [attempted, setAttempted] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const formErrorId = useId();
  const submit = useSubmitBugReport();

  const missing = attempted ? missingBugReportFields(values) : [];
  const emailError = attempted && !isValidOptionalEmail(values.email) ? MESSAGES.invalidEmail : undefined;
  const update = (field: keyof BugReportValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const requiredProps = (field: 'title' | 'description') =>
    missing.includes(field) ? { 'aria-invalid': true, 'aria-describedby': formErrorId } : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setAttempted(true);
    const nowMissing = missingBugReportFields(values);
    if (nowMissing.length > 0 || !isValidOptionalEmail(values.email)) {
      if (nowMissing[0] === 'title') titleRef.current?.focus();
      else if (nowMissing[0] === 'description') descriptionRef.current?.focus();
      return;
    }
    submit.mutate(buildBugReportPayload(values), {
      onSuccess: () => {
        notifySuccess('Bug report submitted', 'Thank you for helping us improve the product!');
        setValues(EMPTY_BUG_REPORT);
        setAttempted(false);
      },
      onError: (error) => handleError(error, 'Failed to submit bug report. Please try again.'),
    });
  };

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
        {...requiredProps('description')}
      />
      <TextareaField
        label="Steps to Reproduce (optional)"
        rows={4}
        maxLength={LIMITS.supportTextMax}
        placeholder={'1. Go to...\n2. Click on...\n3. See the problem'}
        value={values.stepsToReproduce}
        onChange={(event) => update('stepsToReproduce', event.target.value)}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={emailError}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        Not sent with the report: replies go to the e-mail address of your account.
      </p>
      <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
        <div className="mr-auto">
          <FieldError id={formErrorId}>{missing.length > 0 ? MESSAGES.requiredFields : undefined}</FieldError>
        </div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Bug Report'}
        </Button>
      </div>
    </form>
  );
}
