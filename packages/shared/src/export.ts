import { z } from 'zod';
import { isoTimestampSchema, localDateSchema } from './dates';
import { NOTIFICATION_FREQUENCIES } from './notification';
import { LOCATION_TYPES, SOURCE_KINDS } from './source';
import { SUMMARIZATION_TYPES } from './summarization-types';
import { SUMMARY_SOURCES, SUMMARY_STATUSES } from './summary';

/**
 * The Precis JSON export, version 1: everything a person wrote or the AI added, so that importing it into an
 * empty account gives the same library. A reader refuses a `version` it does not know; a later version only
 * adds fields or bumps the number.
 */
export const EXPORT_FORMAT_VERSION = 1;

export const EXPORT_FORMATS = ['markdown', 'csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where in its source a highlight sits: "page 42", "location 610-612", "time 01:02:03", "order 7". */
export const exportLocationSchema = z
  .object({ type: z.enum(LOCATION_TYPES), value: z.string() })
  .meta({ id: 'ExportLocation' });

export const exportSourceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    url: z.string().nullable(),
    kind: z.enum(SOURCE_KINDS),
    /** An ASIN or a similar identifier from the tool the source came from. */
    externalId: z.string().nullable(),
    createdAt: isoTimestampSchema,
    updatedAt: isoTimestampSchema,
  })
  .meta({ id: 'ExportSource' });

export type ExportSource = z.infer<typeof exportSourceSchema>;

export const exportHighlightSchema = z
  .object({
    id: z.string(),
    content: z.string(),
    /** The id of its entry in `sources`; null for a highlight without a source. */
    sourceId: z.string().nullable(),
    /** The source's title, author and URL again, so a reader of one highlight needs no join. */
    source: z.string().nullable(),
    author: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    comment: z.string().nullable(),
    categories: z.array(z.string()),
    /**
     * The codes of `categories` the AI added, which a later edit of the text replaces; null when not known (a
     * highlight categorised before Precis kept them apart). Absent from files of earlier versions.
     */
    aiCategories: z.array(z.string()).nullable().optional(),
    tags: z.array(z.string()),
    location: exportLocationSchema.nullable(),
    /** The address of the passage itself (a text fragment link, a timestamped video link). */
    url: z.string().nullable(),
    /** When it was highlighted. */
    createdDate: isoTimestampSchema,
    /** When Precis received it (later than createdDate for an import). */
    savedAt: isoTimestampSchema,
    /** True once the AI has categorised it. */
    processed: z.boolean(),
  })
  .meta({ id: 'ExportHighlight' });

export type ExportHighlight = z.infer<typeof exportHighlightSchema>;

export const exportSummaryHighlightSchema = z
  .object({
    id: z.string(),
    /** The text the summary was built from. */
    content: z.string(),
    /** True when the highlight has been deleted since: its id is then absent from `highlights`. */
    deleted: z.boolean(),
  })
  .meta({ id: 'ExportSummaryHighlight' });

export const exportSummarySchema = z
  .object({
    id: z.string(),
    summarizationType: z.enum(SUMMARIZATION_TYPES),
    summarizationCategories: z.array(z.string()),
    summaryTitle: z.string(),
    /** Markdown. */
    summaryText: z.string(),
    startDate: isoTimestampSchema,
    endDate: isoTimestampSchema,
    status: z.enum(SUMMARY_STATUSES),
    error: z.string().nullable(),
    source: z.enum(SUMMARY_SOURCES),
    createdDate: isoTimestampSchema,
    /** The highlights it used, in the order it used them. */
    highlights: z.array(exportSummaryHighlightSchema),
  })
  .meta({ id: 'ExportSummary' });

export type ExportSummary = z.infer<typeof exportSummarySchema>;

export const exportNotificationSettingsSchema = z
  .object({
    email: z.string(),
    frequency: z.enum(NOTIFICATION_FREQUENCIES),
    enabled: z.boolean(),
    startDate: isoTimestampSchema,
    /** The IANA zone the send time was picked in. */
    timeZone: z.string(),
  })
  .meta({ id: 'ExportNotificationSettings' });

export type ExportNotificationSettings = z.infer<typeof exportNotificationSettingsSchema>;

/** What the export was asked for; all null for a whole library. */
export const exportScopeSchema = z
  .object({
    from: localDateSchema.nullable(),
    to: localDateSchema.nullable(),
    sourceId: z.string().nullable(),
  })
  .meta({ id: 'ExportScope' });

export type ExportScope = z.infer<typeof exportScopeSchema>;

/**
 * The whole document. Keys are written in this order, so a streaming reader meets every source before the
 * highlights that point at it.
 */
export const exportDocumentSchema = z
  .object({
    version: z.literal(EXPORT_FORMAT_VERSION),
    exportedAt: isoTimestampSchema,
    scope: exportScopeSchema,
    sources: z.array(exportSourceSchema),
    highlights: z.array(exportHighlightSchema),
    summaries: z.array(exportSummarySchema),
    /** Null when the person never configured digests, and in the export of a single source. */
    notificationSettings: exportNotificationSettingsSchema.nullable(),
  })
  .meta({ id: 'PrecisExport' });

export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** The query of GET /api/v1/exports: a format, an optional range of local days and an optional source. */
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: 'format must be markdown, csv or json.' }),
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    sourceId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: 'to must not be before from.',
    path: ['to'],
  });

export type ExportQuery = z.infer<typeof exportQuerySchema>;
