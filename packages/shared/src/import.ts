import { z } from 'zod';
import { isoTimestampSchema } from './dates';

/** The files Precis imports: Kindle's My Clippings.txt, Readwise CSV, an Omnivore export zip, a Precis export. */
export const IMPORT_FORMATS = ['kindle', 'readwise-csv', 'omnivore', 'precis-json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  kindle: 'Kindle (My Clippings.txt)',
  'readwise-csv': 'Readwise CSV',
  omnivore: 'Omnivore export (zip)',
  'precis-json': 'Precis JSON export',
};

export const IMPORT_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importFormatSchema = z.enum(IMPORT_FORMATS, {
  error: `format must be one of: ${IMPORT_FORMATS.join(', ')}.`,
});

/** A row of the report: its number in the file and why it was skipped or failed (row 0: the whole file). */
export const importIssueSchema = z
  .object({ row: z.number().int(), message: z.string() })
  .meta({ id: 'ImportIssue' });
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importCreatedSchema = z
  .object({
    id: z.string(),
    status: z.literal('PENDING'),
    format: z.enum(IMPORT_FORMATS),
    fileName: z.string(),
  })
  .meta({ id: 'ImportCreated' });
export type ImportCreated = z.infer<typeof importCreatedSchema>;

const importFields = {
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  /** Records in the file. created + duplicates + skipped + failed accounts for every one that is not a note
   * attached to a highlight. */
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  startedAt: isoTimestampSchema.nullable(),
  finishedAt: isoTimestampSchema.nullable(),
};

/** One import with its report: every skipped or failed row with its reason. */
export const importSchema = z
  .object({ ...importFields, errors: z.array(importIssueSchema) })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof importSchema>;

/** The list of a person's imports, newest first; each item without its (possibly long) list of rows. */
export const importListSchema = z
  .object({ items: z.array(z.object(importFields).meta({ id: 'ImportListItem' })) })
  .meta({ id: 'ImportList' });
export type ImportList = z.infer<typeof importListSchema>;
export type ImportListItem = ImportList['items'][number];

/** What the Import page shows before starting: the detected format and the first rows as they will be saved. */
export const importPreviewSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS),
    total: z.number().int(),
    rows: z.array(
      z.object({
        row: z.number().int(),
        text: z.string(),
        title: z.string().nullable(),
        author: z.string().nullable(),
        location: z.string().nullable(),
        highlightedAt: isoTimestampSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
