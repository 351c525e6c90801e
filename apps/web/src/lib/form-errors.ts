import type { ZodType } from 'zod';

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** Puts each message on the form field its path belongs to; the first message per field wins. */
export function fieldErrors<Values>(
  issues: readonly { path: string; message: string }[],
  fieldOf: (path: string) => keyof Values | undefined,
): FormErrors<Values> {
  const found: FormErrors<Values> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** The shared schema's complaints about a request body, on the form's fields. */
export function schemaErrors<Values, Payload>(
  schema: ZodType<unknown, Payload>,
  payload: Payload,
  fieldOf: (path: string) => keyof Values | undefined,
): FormErrors<Values> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  return fieldErrors(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    fieldOf,
  );
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
