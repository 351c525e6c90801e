import { z } from 'zod';
import { LIMITS } from './limits';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const bugReportSchema = z
  .object({
    title: requiredText('Title', LIMITS.supportTitleMax),
    description: requiredText('Description', LIMITS.supportTextMax),
    stepsToReproduce: optionalText('Steps to reproduce', LIMITS.supportTextMax),
    expectedBehaviour: optionalText('Expected behaviour', LIMITS.supportTextMax),
    actualBehaviour: optionalText('Actual behaviour', LIMITS.supportTextMax),
  })
  .meta({ id: 'BugReport' });

export const userFeedbackSchema = z
  .object({
    title: requiredText('Title', LIMITS.supportTitleMax),
    description: requiredText('Description', LIMITS.supportTextMax),
  })
  .meta({ id: 'UserFeedback' });

export const featureRequestSchema = z
  .object({
    feature: requiredText('Feature', LIMITS.supportTitleMax),
    details: optionalText('Details', LIMITS.supportTextMax),
  })
  .meta({ id: 'FeatureRequest' });

export type BugReportInput = z.input<typeof bugReportSchema>;
export type UserFeedbackInput = z.input<typeof userFeedbackSchema>;
export type FeatureRequestInput = z.input<typeof featureRequestSchema>;

export const SUPPORT_MESSAGE_KINDS = ['bug-report', 'user-feedback', 'feature-request'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];

/** The answer to a submitted bug report, feedback or feature request. */
export const supportMessageCreatedSchema = z
  .object({ id: z.string(), createdDate: z.string() })
  .meta({ id: 'SupportMessageCreated' });
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;

export const SUPPORT_PAGE_SIZE_MAX = 100;

export const supportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more.')
    .max(SUPPORT_PAGE_SIZE_MAX, `Page size must be at most ${SUPPORT_PAGE_SIZE_MAX}.`)
    .default(50),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

/** Who sent a message; email and name are null when the account no longer exists. */
const supportAuthorSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});

const recordBase = { id: z.string(), createdDate: z.string(), user: supportAuthorSchema };

export const bugReportRecordSchema = z
  .object({
    ...recordBase,
    title: z.string(),
    description: z.string(),
    stepsToReproduce: z.string().nullable(),
    expectedBehaviour: z.string().nullable(),
    actualBehaviour: z.string().nullable(),
  })
  .meta({ id: 'BugReportRecord' });

export const userFeedbackRecordSchema = z
  .object({ ...recordBase, title: z.string(), description: z.string() })
  .meta({ id: 'UserFeedbackRecord' });

export const featureRequestRecordSchema = z
  .object({ ...recordBase, feature: z.string(), details: z.string().nullable() })
  .meta({ id: 'FeatureRequestRecord' });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const bugReportPageSchema = pageOf(bugReportRecordSchema).meta({ id: 'BugReportPage' });
export const userFeedbackPageSchema = pageOf(userFeedbackRecordSchema).meta({ id: 'UserFeedbackPage' });
export const featureRequestPageSchema = pageOf(featureRequestRecordSchema).meta({ id: 'FeatureRequestPage' });

export type BugReport = z.output<typeof bugReportSchema>;
export type UserFeedback = z.output<typeof userFeedbackSchema>;
export type FeatureRequest = z.output<typeof featureRequestSchema>;
export type BugReportRecord = z.infer<typeof bugReportRecordSchema>;
export type UserFeedbackRecord = z.infer<typeof userFeedbackRecordSchema>;
export type FeatureRequestRecord = z.infer<typeof featureRequestRecordSchema>;
