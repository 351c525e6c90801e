import { type CreateHighlightInput, createHighlightSchema } from '@precis/shared';

export interface HighlightFormValues {
  content: string;
  source: string;
  /** The address the passage came from (a shared page, say). */
  sourceUrl: string;
  comment: string;
  /** Comma-separated, as typed. */
  categories: string;
  /** Comma-separated, as typed. */
  tags: string;
}

export type HighlightField = keyof HighlightFormValues;
export type HighlightFormErrors = Partial<Record<HighlightField, string>>;

export const EMPTY_HIGHLIGHT_FORM: HighlightFormValues = {
  content: '',
  source: '',
  sourceUrl: '',
  comment: '',
  categories: '',
  tags: '',
};

export const CONTENT_REQUIRED_MESSAGE = 'Please enter some content for the highlight.';

/** Splits on commas, trims each piece and drops the empty ones (spec section 5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/** Checks the payload with the server's own schema, so the limits and messages are the same on both sides. */
export function validateHighlightForm(values: HighlightFormValues): HighlightFormErrors {
  const result = createHighlightSchema.safeParse(buildHighlightPayload(values));
  if (result.success) return {};
  return fieldErrorsFromServer(
    result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );
}

/** The create payload: trimmed text, lists split on commas, empty optional fields omitted. */
export function buildHighlightPayload(values: HighlightFormValues): CreateHighlightInput {
  const payload: CreateHighlightInput = { content: values.content.trim() };
  const source = values.source.trim();
  const sourceUrl = values.sourceUrl.trim();
  const comment = values.comment.trim();
  const categories = splitCommaList(values.categories);
  const tags = splitCommaList(values.tags);
  if (source) payload.source = source;
  if (sourceUrl) payload.sourceUrl = sourceUrl;
  if (comment) payload.comment = comment;
  if (categories.length > 0) payload.categories = categories;
  if (tags.length > 0) payload.tags = tags;
  return payload;
}

const FIELDS: readonly HighlightField[] = ['content', 'source', 'sourceUrl', 'comment', 'categories', 'tags'];

/** Maps the server's field errors (`field` may be a path such as "categories.2") onto the form's fields. */
export function fieldErrorsFromServer(
  errors: readonly { field: string; message: string }[] | undefined,
): HighlightFormErrors {
  const result: HighlightFormErrors = {};
  for (const error of errors ?? []) {
    const field = FIELDS.find((name) => error.field === name || error.field.startsWith(`${name}.`));
    if (field && !result[field]) result[field] = error.message;
  }
  return result;
}
