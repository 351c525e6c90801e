import type { CreateHighlightInput, Highlight, LocationType, UpdateHighlightInput } from '@precis/shared';

export interface HighlightFormValues {
  content: string;
  source: string;
  comment: string;
  /** Comma-separated, as typed. */
  categories: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** "More details": the source's author and URL, and where the passage is in it. */
  author: string;
  sourceUrl: string;
  locationType: LocationType;
  locationValue: string;
  /** The passage's own address (a text fragment link) when another app shared one; no field shows it. */
  url: string;
}

export type HighlightField = keyof HighlightFormValues;
export type HighlightFormErrors = Partial<Record<HighlightField, string>>;

export const EMPTY_HIGHLIGHT_FORM: HighlightFormValues = {
  content: '',
  source: '',
  comment: '',
  categories: '',
  tags: '',
  author: '',
  sourceUrl: '',
  locationType: 'page',
  locationValue: '',
  url: '',
};

export const CONTENT_REQUIRED_MESSAGE = 'Please enter some content for the highlight.';

/** Splits on commas, trims each piece and drops the empty ones. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/** The create payload: trimmed text, lists split on commas, empty optional fields omitted. */
export function buildHighlightPayload(values: HighlightFormValues): CreateHighlightInput {
  const payload: CreateHighlightInput = { content: values.content.trim() };
  const source = values.source.trim();
  const comment = values.comment.trim();
  const categories = splitCommaList(values.categories);
  const tags = splitCommaList(values.tags);
  if (source) payload.source = source;
  if (comment) payload.comment = comment;
  if (categories.length > 0) payload.categories = categories;
  if (tags.length > 0) payload.tags = tags;
  const author = values.author.trim();
  const sourceUrl = values.sourceUrl.trim();
  const locationValue = values.locationValue.trim();
  if (author) payload.author = author;
  if (sourceUrl) payload.sourceUrl = sourceUrl;
  if (locationValue) payload.location = { type: values.locationType, value: locationValue };
  const url = values.url.trim();
  if (url) payload.url = url;
  return payload;
}

/** The payload's fields, each with the form field that shows its errors. */
const FIELDS: readonly (readonly [string, HighlightField])[] = [
  ['content', 'content'],
  ['source', 'source'],
  ['comment', 'comment'],
  ['categories', 'categories'],
  ['tags', 'tags'],
  ['author', 'author'],
  ['sourceUrl', 'sourceUrl'],
  ['location', 'locationValue'],
  // The passage's address has no field of its own: its problems show beside the source's address.
  ['url', 'sourceUrl'],
];

/** The form field that shows an error on a payload path (which may be deeper, such as "categories.2"). */
export function highlightFieldOf(path: string): HighlightField | undefined {
  return FIELDS.find(([name]) => path === name || path.startsWith(`${name}.`))?.[1];
}

/** What the edit form changes of a saved highlight: its text, comment and tags. */
export type EditHighlightValues = Pick<HighlightFormValues, 'content' | 'comment' | 'tags'>;
export type EditHighlightField = keyof EditHighlightValues;

/** A saved highlight as the edit form shows it: tags comma-separated, as the new-highlight form takes them. */
export function editHighlightValuesOf(highlight: Highlight): EditHighlightValues {
  return { content: highlight.content, comment: highlight.comment ?? '', tags: highlight.tags.join(', ') };
}

/**
 * The update payload: only what differs from `initial` (trimmed, lists split on commas), so a tag that holds
 * a comma survives an edit of the text. A cleared comment is sent as null, which removes it.
 */
export function buildHighlightUpdate(
  values: EditHighlightValues,
  initial: EditHighlightValues,
): UpdateHighlightInput {
  const payload: UpdateHighlightInput = {};
  const content = values.content.trim();
  if (content !== initial.content.trim()) payload.content = content;
  const comment = values.comment.trim();
  if (comment !== initial.comment.trim()) payload.comment = comment || null;
  const tags = splitCommaList(values.tags);
  if (tags.join('\n') !== splitCommaList(initial.tags).join('\n')) payload.tags = tags;
  return payload;
}

/** The edit form's field that shows an error on a payload path. */
export function editHighlightFieldOf(path: string): EditHighlightField | undefined {
  const field = highlightFieldOf(path);
  return field === 'content' || field === 'comment' || field === 'tags' ? field : undefined;
}
