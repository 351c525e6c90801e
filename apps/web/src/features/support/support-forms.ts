import { bugReportSchema, featureRequestSchema, userFeedbackSchema } from '@precis/shared';
import type { ZodType } from 'zod';
import type { FormErrors } from '@/lib/form-errors';
import {
  type BugReportForm,
  buildBugReportPayload,
  buildFeatureRequestPayload,
  buildFeedbackPayload,
  EMPTY_BUG_REPORT,
  EMPTY_FEATURE_REQUEST,
  EMPTY_FEEDBACK,
  type FeatureRequestForm,
  type FeedbackForm,
  OTHER_OPTION,
  validateBugReport,
  validateFeatureRequest,
  validateFeedback,
} from './support-payloads';

/** One support form: where it is sent, how it is checked and built, and what the person is told. */
export interface SupportFormConfig<Values, Payload> {
  path: string;
  schema: ZodType<unknown, Payload>;
  initialValues: Values;
  validate(values: Values): FormErrors<Values>;
  toPayload(values: Values): Payload;
  /** The form field that shows the server's error on a body field. */
  fieldOf(path: string): keyof Values | undefined;
  success: { title: string; description: string };
  failure: string;
}

const defineSupportForm = <Values, Payload>(config: SupportFormConfig<Values, Payload>) => config;

const fieldMap =
  <Values>(fields: Record<string, keyof Values>) =>
  (path: string): keyof Values | undefined =>
    fields[path.split('.')[0] ?? ''];

/** The three support forms, built from one table: the components only lay out their fields. */
export const SUPPORT_FORMS = {
  bugReport: defineSupportForm({
    path: '/api/v1/support/bug-report',
    schema: bugReportSchema,
    initialValues: EMPTY_BUG_REPORT,
    validate: validateBugReport,
    toPayload: buildBugReportPayload,
    fieldOf: fieldMap<BugReportForm>({
      title: 'title',
      description: 'description',
      stepsToReproduce: 'stepsToReproduce',
    }),
    success: { title: 'Bug report submitted', description: 'Thank you for helping us improve the product!' },
    failure: 'Failed to submit bug report. Please try again.',
  }),
  feedback: defineSupportForm({
    path: '/api/v1/support/user-feedback',
    schema: userFeedbackSchema,
    initialValues: EMPTY_FEEDBACK,
    validate: validateFeedback,
    toPayload: buildFeedbackPayload,
    fieldOf: fieldMap<FeedbackForm>({ title: 'summary', description: 'details' }),
    success: { title: 'Feedback submitted', description: 'Thank you for your feedback!' },
    failure: 'Failed to submit feedback. Please try again.',
  }),
  featureRequest: defineSupportForm({
    path: '/api/v1/support/feature-request',
    schema: featureRequestSchema,
    initialValues: EMPTY_FEATURE_REQUEST,
    validate: validateFeatureRequest,
    // Only called once validate has ruled out a missing option.
    toPayload: ({ option, idea }: FeatureRequestForm) =>
      buildFeatureRequestPayload({ option: option ?? OTHER_OPTION, idea }),
    fieldOf: fieldMap<FeatureRequestForm>({ feature: 'option', details: 'idea' }),
    success: {
      title: 'Feature Request Submitted',
      description: "Thank you for your suggestion. We'll review it and get back to you.",
    },
    failure: 'Failed to submit feature request. Please try again.',
  }),
};
