import { z } from 'zod';
import { hasVisibleText } from './visible-text';

/**
 * The request and response shapes of the Readwise-compatible API (`/api/v2`), as Readwise documents them
 * and as the apps that sync to it send and read them. Field names are Readwise's (snake_case), ids integers.
 */

export const READWISE_CATEGORIES = ['books', 'articles', 'tweets', 'podcasts', 'supplementals'] as const;
export type ReadwiseCategory = (typeof READWISE_CATEGORIES)[number];

/** Readwise's field limits for a created highlight. */
export const READWISE_LIMITS = {
  text: 8_191,
  title: 511,
  author: 1_024,
  imageUrl: 2_047,
  sourceUrl: 2_047,
  highlightUrl: 4_095,
  note: 8_191,
  sourceType: 64,
  locationType: 32,
  color: 32,
  tagName: 64,
  highlightsPerRequest: 1_000,
  pageSizeMax: 1_000,
  pageSizeDefault: 100,
  exportIdsMax: 100,
} as const;

const limited = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** Empty strings and null mean "not given", as Readwise treats them. */
const optionalLimited = (max: number, label: string) =>
  limited(max, label)
    .nullish()
    .transform((value) => (value?.trim() ? value : undefined));

/** The written date is a day of the calendar: `Date` reads "2020-02-30" as March 1st. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date-time in any form `Date` reads (ISO 8601 with or without milliseconds or offset), as epoch ms. */
export const readwiseDateSchema = z
  .string()
  .refine((value) => isCalendarDay(value) && !Number.isNaN(Date.parse(value)), {
    message: 'Give an ISO 8601 date-time, such as 2026-11-25T06:24:27.273Z.',
  })
  .transform((value) => Date.parse(value));

/** Integers may arrive as JSON numbers or numeric strings (some readers send "42"). */
const looseInteger = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,15}$/, 'Give a whole number.')
    .transform(Number),
]);

/** One highlight of `POST /api/v2/highlights/`. Unknown fields (e.g. `chapter`) are accepted and ignored. */
export const readwiseHighlightInputSchema = z.object({
  text: z
    .string({ error: 'text is required.' })
    .max(
      READWISE_LIMITS.text,
      `text must be at most ${READWISE_LIMITS.text.toLocaleString('en-US')} characters.`,
    )
    .refine(hasVisibleText, 'text must not be empty.'),
  title: optionalLimited(READWISE_LIMITS.title, 'title'),
  author: optionalLimited(READWISE_LIMITS.author, 'author'),
  image_url: optionalLimited(READWISE_LIMITS.imageUrl, 'image_url'),
  source_url: optionalLimited(READWISE_LIMITS.sourceUrl, 'source_url'),
  source_type: optionalLimited(READWISE_LIMITS.sourceType, 'source_type'),
  category: z.enum(READWISE_CATEGORIES).nullish(),
  note: optionalLimited(READWISE_LIMITS.note, 'note'),
  location: looseInteger.nullish(),
  location_type: optionalLimited(READWISE_LIMITS.locationType, 'location_type'),
  highlighted_at: readwiseDateSchema.nullish(),
  highlight_url: optionalLimited(READWISE_LIMITS.highlightUrl, 'highlight_url'),
  color: optionalLimited(READWISE_LIMITS.color, 'color'),
});
export type ReadwiseHighlightInput = z.output<typeof readwiseHighlightInputSchema>;

export const readwiseCreateHighlightsSchema = z
  .object({
    highlights: z
      .array(readwiseHighlightInputSchema, { error: 'highlights must be a list.' })
      .max(
        READWISE_LIMITS.highlightsPerRequest,
        `Send at most ${READWISE_LIMITS.highlightsPerRequest} highlights per request.`,
      ),
  })
  .meta({ id: 'ReadwiseCreateHighlights' });

export const readwiseTagSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ReadwiseTag' });
export type ReadwiseTag = z.infer<typeof readwiseTagSchema>;

export const readwiseTagInputSchema = z.object({
  name: z
    .string({ error: 'name is required.' })
    .trim()
    .min(1, 'name must not be empty.')
    .max(READWISE_LIMITS.tagName, `name must be at most ${READWISE_LIMITS.tagName} characters.`),
});

export const readwiseHighlightSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    note: z.string(),
    location: z.number().int(),
    location_type: z.string(),
    highlighted_at: z.string().nullable(),
    url: z.string().nullable(),
    color: z.string(),
    updated: z.string(),
    book_id: z.number().int(),
    tags: z.array(readwiseTagSchema),
  })
  .meta({ id: 'ReadwiseHighlight' });
export type ReadwiseHighlight = z.infer<typeof readwiseHighlightSchema>;

/** `PATCH /api/v2/highlights/{id}/`: any subset. */
export const readwiseHighlightPatchSchema = z.object({
  text: limited(READWISE_LIMITS.text, 'text')
    .refine((value) => value.trim().length > 0, 'text must not be empty.')
    .optional(),
  note: limited(READWISE_LIMITS.note, 'note').nullish(),
  location: looseInteger.nullish(),
  url: limited(READWISE_LIMITS.highlightUrl, 'url').nullish(),
  color: limited(READWISE_LIMITS.color, 'color').nullish(),
});
export type ReadwiseHighlightPatch = z.output<typeof readwiseHighlightPatchSchema>;

export const readwiseBookSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    author: z.string().nullable(),
    category: z.string(),
    source: z.string(),
    num_highlights: z.number().int(),
    last_highlight_at: z.string().nullable(),
    updated: z.string(),
    cover_image_url: z.string(),
    highlights_url: z.string(),
    source_url: z.string().nullable(),
    asin: z.string().nullable(),
    tags: z.array(readwiseTagSchema),
    document_note: z.string(),
  })
  .meta({ id: 'ReadwiseBook' });
export type ReadwiseBook = z.infer<typeof readwiseBookSchema>;

/** One book of the answer to `POST /api/v2/highlights/`: the books the request touched. */
export const readwiseTouchedBookSchema = readwiseBookSchema
  .extend({ modified_highlights: z.array(z.number().int()) })
  .meta({ id: 'ReadwiseTouchedBook' });
export type ReadwiseTouchedBook = z.infer<typeof readwiseTouchedBookSchema>;

export const readwiseExportHighlightSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    location: z.number().int(),
    location_type: z.string(),
    note: z.string(),
    color: z.string(),
    highlighted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    external_id: z.string().nullable(),
    end_location: z.number().int().nullable(),
    url: z.string().nullable(),
    book_id: z.number().int(),
    tags: z.array(readwiseTagSchema),
    is_favorite: z.boolean(),
    is_discard: z.boolean(),
    is_deleted: z.boolean(),
    readwise_url: z.string(),
  })
  .meta({ id: 'ReadwiseExportHighlight' });
export type ReadwiseExportHighlight = z.infer<typeof readwiseExportHighlightSchema>;

export const readwiseExportBookSchema = z
  .object({
    user_book_id: z.number().int(),
    title: z.string(),
    author: z.string().nullable(),
    readable_title: z.string(),
    source: z.string(),
    cover_image_url: z.string(),
    unique_url: z.string().nullable(),
    summary: z.string().nullable(),
    book_tags: z.array(readwiseTagSchema),
    category: z.string(),
    document_note: z.string().nullable(),
    readwise_url: z.string(),
    source_url: z.string().nullable(),
    asin: z.string().nullable(),
    is_deleted: z.boolean(),
    highlights: z.array(readwiseExportHighlightSchema),
  })
  .meta({ id: 'ReadwiseExportBook' });
export type ReadwiseExportBook = z.infer<typeof readwiseExportBookSchema>;

export const readwiseExportSchema = z
  .object({
    count: z.number().int(),
    nextPageCursor: z.number().int().nullable(),
    results: z.array(readwiseExportBookSchema),
  })
  .meta({ id: 'ReadwiseExport' });
export type ReadwiseExport = z.infer<typeof readwiseExportSchema>;

export const readwiseReviewSchema = z
  .object({
    review_id: z.number().int(),
    review_url: z.string(),
    review_completed: z.boolean(),
    highlights: z.array(
      z.object({
        id: z.number().int(),
        text: z.string(),
        title: z.string(),
        author: z.string().nullable(),
        url: z.string().nullable(),
        source_url: z.string().nullable(),
        source_type: z.string().nullable(),
        category: z.string().nullable(),
        location_type: z.string().nullable(),
        location: z.number().int().nullable(),
        note: z.string(),
        highlighted_at: z.string().nullable(),
        highlight_url: z.string().nullable(),
        image_url: z.string().nullable(),
        api_source: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ReadwiseReview' });
export type ReadwiseReview = z.infer<typeof readwiseReviewSchema>;

/** `{count, next, previous, results}`: next and previous are absolute URLs, exactly null at the ends. */
export const readwisePageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * A path id: Readwise's ids are whole numbers, and an id of any other form matches nothing (0 is no id), so
 * it answers 404 like a missing one, never 400.
 */
/** A path id as a number: 0, which is no id, for any text that is not a whole number. */
export const readwisePathId = (value: string): number => (/^\d{1,15}$/.test(value) ? Number(value) : 0);

const pathId = z.string().transform(readwisePathId).meta({ description: 'A whole number' });

export const readwiseIdParamsSchema = z.object({ id: pathId });
export const readwiseTagParamsSchema = z.object({ id: pathId, tagId: pathId });

const idQuery = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a whole number.`)
    .max(Number.MAX_SAFE_INTEGER);

const pageQuery = {
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size must be at least 1.')
    .max(READWISE_LIMITS.pageSizeMax, `page_size must be at most ${READWISE_LIMITS.pageSizeMax}.`)
    .default(READWISE_LIMITS.pageSizeDefault),
  page: z.coerce.number().int().min(1, 'page must be at least 1.').max(1_000_000).default(1),
};

export const readwiseHighlightListQuerySchema = z.object({
  ...pageQuery,
  book_id: idQuery('book_id').optional(),
  updated__lt: readwiseDateSchema.optional(),
  updated__gt: readwiseDateSchema.optional(),
  highlighted_at__lt: readwiseDateSchema.optional(),
  highlighted_at__gt: readwiseDateSchema.optional(),
});
export type ReadwiseHighlightListQuery = z.output<typeof readwiseHighlightListQuerySchema>;

export const readwiseBookListQuerySchema = z.object({
  ...pageQuery,
  category: z.enum(READWISE_CATEGORIES).optional(),
  source: z.string().max(READWISE_LIMITS.sourceType).optional(),
  updated__lt: readwiseDateSchema.optional(),
  updated__gt: readwiseDateSchema.optional(),
  last_highlight_at__lt: readwiseDateSchema.optional(),
  last_highlight_at__gt: readwiseDateSchema.optional(),
});
export type ReadwiseBookListQuery = z.output<typeof readwiseBookListQuerySchema>;

const booleanFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Give true or false.' })
  .transform((value) => value === 'true' || value === 'True' || value === '1');

/** Clients build the first page's URL with an empty or "null" cursor or date: those mean "not given". */
const absentWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'null' || value === 'undefined' ? undefined : value),
    schema,
  );

export const readwiseExportQuerySchema = z.object({
  updatedAfter: absentWhenEmpty(readwiseDateSchema.optional()),
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*,?$/, 'ids must be book ids joined by commas, such as 1,2,3.')
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
    .refine(
      (ids) => ids.length <= READWISE_LIMITS.exportIdsMax,
      `Give at most ${READWISE_LIMITS.exportIdsMax} ids.`,
    )
    .optional(),
  includeDeleted: absentWhenEmpty(booleanFlag.optional()),
  pageCursor: absentWhenEmpty(
    z.coerce.number().int().positive('pageCursor must be a cursor from a previous page.').optional(),
  ),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size must be at least 1.')
    .max(READWISE_LIMITS.pageSizeMax, `page_size must be at most ${READWISE_LIMITS.pageSizeMax}.`)
    .default(READWISE_LIMITS.pageSizeMax),
});
export type ReadwiseExportQuery = z.output<typeof readwiseExportQuerySchema>;
