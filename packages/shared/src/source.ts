import { z } from 'zod';
import { LIMITS, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './limits';

export const SOURCE_KINDS = ['book', 'article', 'web', 'podcast', 'video', 'other'] as const;
export const sourceKindSchema = z.enum(SOURCE_KINDS, {
  error: `The kind must be one of ${SOURCE_KINDS.join(', ')}.`,
});
export type SourceKind = z.infer<typeof sourceKindSchema>;

export const LOCATION_TYPES = ['page', 'location', 'time', 'order'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

const locationTypeSchema = z.enum(LOCATION_TYPES, {
  error: `The location type must be one of ${LOCATION_TYPES.join(', ')}.`,
});

/** Where a passage is in its source: "page 42", "location 610-612", "time 1:02:03", or its order. */
export const locationSchema = z
  .object({ type: locationTypeSchema, value: z.string() })
  .meta({ id: 'Location' });
export type HighlightLocation = z.infer<typeof locationSchema>;

/** A location as a client sends it: the value as text or a number, trimmed. */
export const locationInputSchema = z.object({
  type: locationTypeSchema,
  value: z
    .union([z.string(), z.number()], { error: 'The location value must be text or a number.' })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, 'Give the location a value.')
        .max(
          LIMITS.locationValueMax,
          `The location value must be at most ${LIMITS.locationValueMax} characters.`,
        ),
    ),
});

/** Whether the text is an absolute http(s) address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An optional http(s) URL: trimmed, empty as absent. */
export const optionalUrlSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.urlMax, `${label} must be at most ${LIMITS.urlMax.toLocaleString('en-US')} characters.`)
    .refine((value) => value === '' || isWebAddress(value), `${label} must be a web address (http or https).`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

export const sourceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    url: z.string().nullable(),
    kind: sourceKindSchema,
    externalId: z.string().nullable(),
    highlightsCount: z.number().int(),
    /** Null while it has no highlights. */
    lastHighlightedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Source' });
export type Source = z.infer<typeof sourceSchema>;

/** `limit` and `cursor` of every cursor-paged list. */
export const pageQueryShape = {
  cursor: z.string().trim().max(512).optional(),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(PAGE_LIMIT_MAX, `The limit must be at most ${PAGE_LIMIT_MAX}.`)
    .default(PAGE_LIMIT_DEFAULT),
};

export const sourceListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(LIMITS.searchTermMax, `The search term must be at most ${LIMITS.searchTermMax} characters.`)
    .optional(),
  kind: sourceKindSchema.optional(),
  ...pageQueryShape,
});
export type SourceListQuery = z.infer<typeof sourceListQuerySchema>;

export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a cursor-paged list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const sourcePageSchema = pageOf(sourceSchema).meta({ id: 'SourcePage' });
export type SourcePage = z.infer<typeof sourcePageSchema>;

const titleSchema = z
  .string({ error: 'The title must be text.' })
  .trim()
  .min(1, 'Give the source a title.')
  .max(LIMITS.sourceMax, `The title must be at most ${LIMITS.sourceMax.toLocaleString('en-US')} characters.`);

export const updateSourceSchema = z
  .object({
    title: titleSchema.optional(),
    author: z
      .string()
      .trim()
      .max(
        LIMITS.authorMax,
        `The author must be at most ${LIMITS.authorMax.toLocaleString('en-US')} characters.`,
      )
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    url: z
      .string()
      .trim()
      .max(LIMITS.urlMax, `The URL must be at most ${LIMITS.urlMax.toLocaleString('en-US')} characters.`)
      .refine(
        (value) => value === '' || isWebAddress(value),
        'The URL must be a web address (http or https).',
      )
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    kind: sourceKindSchema.optional(),
  })
  .meta({ id: 'UpdateSource' });
export type UpdateSource = z.output<typeof updateSourceSchema>;

export const mergeSourceSchema = z
  .object({ intoId: z.string({ error: 'intoId must be the id of a source.' }).trim().optional() })
  .meta({ id: 'MergeSource' });
export type MergeSource = z.infer<typeof mergeSourceSchema>;
