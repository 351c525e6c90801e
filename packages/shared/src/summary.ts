import { z } from 'zod';
import { CATEGORY_CODES, type CategoryCode } from './categories';
import { isoTimestampSchema, localDateSchema } from './dates';
import { LIMITS } from './limits';
import { REQUEST_SUMMARIZATION_TYPES, SUMMARIZATION_TYPES } from './summarization-types';

export const SUMMARY_STATUSES = ['PENDING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

export const SUMMARY_SOURCES = ['USER', 'AUTO'] as const;
export type SummarySource = (typeof SUMMARY_SOURCES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const createSummarySchema = z
  .object({
    dateInterval: z.object({
      startDate: isoTimestampSchema,
      endDate: isoTimestampSchema,
    }),
    categories: z
      .array(
        z.enum(CATEGORY_CODES as [CategoryCode, ...CategoryCode[]], {
          error: 'Choose one of the listed categories.',
        }),
      )
      .max(1, 'Choose at most one category.')
      .optional()
      .nullable()
      .transform((value) => value ?? []),
    summarizationType: z
      .enum(REQUEST_SUMMARIZATION_TYPES, { error: 'Choose one of the listed summarization types.' })
      .default('AUTO'),
  })
  .superRefine((value, ctx) => {
    const start = Date.parse(value.dateInterval.startDate);
    const end = Date.parse(value.dateInterval.endDate);
    // The span check allows an hour of slack: 366 local days across a daylight-saving change last longer.
    if (end < start) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateInterval', 'endDate'],
        message: 'The end date must not be before the start date.',
      });
    } else if (end - start > LIMITS.summaryRangeMaxDays * DAY_MS + HOUR_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateInterval', 'endDate'],
        message: `The date range can span at most ${LIMITS.summaryRangeMaxDays} days.`,
      });
    }
  })
  .meta({ id: 'CreateSummary' });

export type CreateSummaryInput = z.input<typeof createSummarySchema>;
export type CreateSummary = z.output<typeof createSummarySchema>;

/**
 * A highlight the summary used. `content` is what the summary was built from (highlights cannot be edited);
 * `deleted` is true when the highlight has been deleted since, so the link leads nowhere.
 */
export const summaryHighlightSchema = z
  .object({ id: z.string(), content: z.string(), deleted: z.boolean() })
  .meta({ id: 'SummaryHighlight' });

export type SummaryHighlight = z.infer<typeof summaryHighlightSchema>;

export const summarySchema = z
  .object({
    id: z.string(),
    summarizationType: z.enum(SUMMARIZATION_TYPES),
    summarizationCategories: z.array(z.string()),
    summaryTitle: z.string(),
    summaryText: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    highlights: z.array(summaryHighlightSchema),
    processed: z.boolean(),
    status: z.enum(SUMMARY_STATUSES),
    error: z.string().nullable(),
    userId: z.string(),
    source: z.enum(SUMMARY_SOURCES),
    createdDate: z.string(),
  })
  .meta({ id: 'Summary' });

export type Summary = z.infer<typeof summarySchema>;

export const summaryListQuerySchema = z
  .object({
    fromDate: localDateSchema,
    toDate: localDateSchema.optional(),
    searchTerm: z
      .string()
      .trim()
      .max(LIMITS.searchTermMax, `The search term must be at most ${LIMITS.searchTermMax} characters.`)
      .optional(),
  })
  .refine((query) => !query.toDate || query.toDate >= query.fromDate, {
    message: 'toDate must not be before fromDate.',
    path: ['toDate'],
  });

export type SummaryListQuery = z.infer<typeof summaryListQuerySchema>;

export const summaryListSchema = z.array(summarySchema);
