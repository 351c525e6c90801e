import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiRequestError } from './api-client';
import { type FormErrors, fieldErrors, hasErrors, schemaErrors } from './form-errors';

export interface SchemaFormOptions<Values, Payload> {
  initialValues: Values;
  /** The request body's shared zod schema: the same limits and messages as the server's. */
  schema: ZodType<unknown, Payload>;
  /** Builds the request body from what was typed; only called once `validate` finds nothing. */
  toPayload(values: Values): Payload;
  /** The form field that shows an error on a body path ("categories.2", "location"), if any. */
  fieldOf(path: string): keyof Values | undefined;
  /** The screen's own checks, in its own words; the schema is consulted once these pass. */
  validate?(values: Values): FormErrors<Values>;
}

/**
 * The one form pattern: values, validation with the shared schema (after the screen's own checks), and
 * the server's field errors (a 400 or 422 with `errors`) shown on the fields. Errors appear after the
 * first attempt to send, then follow the values as the person fixes them.
 */
export function useSchemaForm<Values extends object, Payload>(options: SchemaFormOptions<Values, Payload>) {
  const { initialValues, schema, toPayload, fieldOf, validate } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<Values>>({});

  const check = (current: Values): FormErrors<Values> => {
    const own = validate?.(current) ?? {};
    return hasErrors(own) ? own : schemaErrors(schema, toPayload(current), fieldOf);
  };

  const errors: FormErrors<Values> = { ...serverErrors, ...(attempted ? check(values) : {}) };

  const setValue = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Hides every error until the next attempt to send. */
  const clearErrors = () => {
    setAttempted(false);
    setServerErrors({});
  };

  const reset = () => {
    setValues(initialValues);
    clearErrors();
  };

  /** Checks the values; sends the body when they pass, or hands the errors to `onInvalid` (to move focus). */
  const submit = (send: (payload: Payload) => void, onInvalid?: (found: FormErrors<Values>) => void) => {
    setAttempted(true);
    setServerErrors({});
    const found = check(values);
    if (hasErrors(found)) {
      onInvalid?.(found);
      return;
    }
    send(toPayload(values));
  };

  /** Puts the server's field errors on the fields; other failures are the mutation hook's toast. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 422)) return;
    const issues = (error.body?.errors ?? []).map((e) => ({ path: e.field, message: e.message }));
    setServerErrors(fieldErrors(issues, fieldOf));
  };

  return { values, errors, setValue, clearErrors, reset, submit, showServerErrors };
}
