import { z } from 'zod';
import { localDateSchema } from './dates';
import { DAY_PAGE_LIMIT, LIMITS, PAGE_LIMIT_MAX, SEARCH_ALL_DAYS_LIMIT } from './limits';
import { locationInputSchema, locationSchema, optionalUrlSchema, sourceKindSchema } from './source';
import { hasVisibleText } from './visible-text';

const limitedText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

const optionalText = (max: number, label: string) =>
  limitedText(max, label)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/** Trims each label, drops empty ones and case-insensitive duplicates (first spelling wins). */
export function normaliseLabels(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      result.push(value);
    }
  }
  return result;
}

const labelsSchema = (label: string) =>
  z
    .array(
      z
        .string({ error: `Each of the ${label} must be text.` })
        .trim()
        .max(LIMITS.labelMax, `Each of the ${label} must be at most ${LIMITS.labelMax} characters.`),
      { error: `The ${label} must be a list of text.` },
    )
    .optional()
    .nullable()
    .transform((values) => normaliseLabels(values ?? []))
    .refine((values) => values.length <= LIMITS.labelsMax, `Use at most ${LIMITS.labelsMax} ${label}.`);

/** Allowance for a client clock a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** When the passage was highlighted: an ISO 8601 time, not in the future, as epoch milliseconds. */
const highlightedAtSchema = z.iso
  .datetime({ offset: true, message: 'highlightedAt must be an ISO 8601 time, e.g. 2026-11-22T09:30:00Z.' })
  .transform((value) => Date.parse(value))
  .refine((time) => time >= 0, 'highlightedAt must be after 1970.')
  .refine((time) => time <= Date.now() + CLOCK_SKEW_MS, 'highlightedAt cannot be in the future.');

/** The fields a person writes when saving a highlight; create and update share them. */
const highlightFieldsSchema = z.object({
  content: z
    .string({ error: 'Content is required.' })
    .trim()
    .min(1, 'Please enter some content for the highlight.')
    // Empty is said once, by min; zero-width spaces alone are empty too.
    .refine((value) => value === '' || hasVisibleText(value), 'Please enter some content for the highlight.')
    .max(
      LIMITS.contentMax,
      `Content must be at most ${LIMITS.contentMax.toLocaleString('en-US')} characters.`,
    ),
  source: optionalText(LIMITS.sourceMax, 'Source'),
  comment: optionalText(LIMITS.commentMax, 'Comment'),
  categories: labelsSchema('categories'),
  tags: labelsSchema('tags'),
  author: optionalText(LIMITS.authorMax, 'Author'),
  sourceUrl: optionalUrlSchema('Source URL'),
  sourceKind: sourceKindSchema
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
  location: locationInputSchema
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
  url: optionalUrlSchema('URL'),
  highlightedAt: highlightedAtSchema
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
});

export const createHighlightSchema = highlightFieldsSchema
  .refine((input) => !input.author || input.source || input.sourceUrl, {
    message: 'Give the source (its title) the author wrote.',
    path: ['source'],
  })
  .meta({ id: 'CreateHighlight' });

export type CreateHighlightInput = z.input<typeof createHighlightSchema>;
export type CreateHighlight = z.output<typeof createHighlightSchema>;

export const UPDATE_HIGHLIGHT_EMPTY_MESSAGE = 'Give at least one of content, comment or tags to change.';

/**
 * A change to a saved highlight: any of its text, comment and tags, with create's limits and messages.
 * An absent field stays as it is; `comment: null` or "" removes the comment, `tags: []` or null every tag.
 */
export const updateHighlightSchema = highlightFieldsSchema
  .pick({ content: true, tags: true })
  .extend({
    // Create reads a blank comment as none; here absent (keep) and blank (remove) must stay apart.
    comment: limitedText(LIMITS.commentMax, 'Comment')
      .nullable()
      .transform((value) => value || null)
      .optional(),
  })
  .partial()
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    UPDATE_HIGHLIGHT_EMPTY_MESSAGE,
  )
  .meta({ id: 'UpdateHighlight' });

export type UpdateHighlightInput = z.input<typeof updateHighlightSchema>;
export type UpdateHighlight = z.output<typeof updateHighlightSchema>;

export const highlightSchema = z
  .object({
    id: z.string(),
    content: z.string(),
    source: z.string().nullable(),
    comment: z.string().nullable(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    createdDate: z.string(),
    processed: z.boolean(),
    synced: z.boolean(),
    sourceId: z.string().nullable(),
    author: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    location: locationSchema.nullable(),
    url: z.string().nullable(),
    savedAt: z.string(),
  })
  .meta({ id: 'Highlight' });

export type Highlight = z.infer<typeof highlightSchema>;

export const highlightListQuerySchema = z
  .object({
    date: localDateSchema.optional(),
    searchTerm: z
      .string()
      .trim()
      .max(LIMITS.searchTermMax, `The search term must be at most ${LIMITS.searchTermMax} characters.`)
      .optional(),
    /** The day's next page: the cursor of the previous answer's Link header. */
    cursor: z.string().trim().max(512).optional(),
    limit: z.coerce
      .number({ error: 'The limit must be a number.' })
      .int('The limit must be a whole number.')
      .min(1, 'The limit must be at least 1.')
      .max(PAGE_LIMIT_MAX, `The limit must be at most ${PAGE_LIMIT_MAX}.`)
      .default(DAY_PAGE_LIMIT),
  })
  .refine((query) => query.date || query.searchTerm, {
    message: `Give a date (yyyy-MM-dd), a searchTerm, or both. A search without a date returns at most ${SEARCH_ALL_DAYS_LIMIT} results.`,
    path: ['date'],
  });

export type HighlightListQuery = z.infer<typeof highlightListQuerySchema>;

export const highlightTotalsSchema = z
  .object({
    productivity: z.number().int(),
    technology: z.number().int(),
    learning: z.number().int(),
    business: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'HighlightTotals' });

export type HighlightTotals = z.infer<typeof highlightTotalsSchema>;
