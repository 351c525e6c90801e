import {
  type BugReport,
  bugReportPageSchema,
  bugReportSchema,
  type FeatureRequest,
  featureRequestPageSchema,
  featureRequestSchema,
  type SupportMessageKind,
  type UserFeedback,
  userFeedbackPageSchema,
  userFeedbackSchema,
} from '@precis/shared';
import type { z } from 'zod';

/** What a person sends, by kind, once validated. */
export interface SupportPayloads {
  'bug-report': BugReport;
  'user-feedback': UserFeedback;
  'feature-request': FeatureRequest;
}

/** Everything that differs between the kinds of support message: its routes, schemas and forwarding e-mail. */
export interface SupportKind<K extends SupportMessageKind> {
  submit: { path: string; summary: string };
  list: { path: string; summary: string };
  body: z.ZodType<SupportPayloads[K]>;
  page: z.ZodType;
  mail: {
    /** Names the kind in the subject and the heading. */
    label: string;
    headline(payload: SupportPayloads[K]): string;
    /** Label and value of each field; null values are left out. */
    fields(payload: SupportPayloads[K]): [string, string | null][];
  };
}

export const SUPPORT_KINDS: { [K in SupportMessageKind]: SupportKind<K> } = {
  'bug-report': {
    submit: { path: '/support/bug-report', summary: 'Send a bug report' },
    list: { path: '/support/bug-reports', summary: 'List bug reports, newest first (operator only)' },
    body: bugReportSchema,
    page: bugReportPageSchema,
    mail: {
      label: 'Bug report',
      headline: (payload) => payload.title,
      fields: (payload) => [
        ['Title', payload.title],
        ['Description', payload.description],
        ['Steps to reproduce', payload.stepsToReproduce],
        ['Expected behaviour', payload.expectedBehaviour],
        ['Actual behaviour', payload.actualBehaviour],
      ],
    },
  },
  'user-feedback': {
    submit: { path: '/support/user-feedback', summary: 'Send feedback' },
    list: { path: '/support/user-feedback', summary: 'List feedback, newest first (operator only)' },
    body: userFeedbackSchema,
    page: userFeedbackPageSchema,
    mail: {
      label: 'Feedback',
      headline: (payload) => payload.title,
      fields: (payload) => [
        ['Title', payload.title],
        ['Description', payload.description],
      ],
    },
  },
  'feature-request': {
    submit: { path: '/support/feature-request', summary: 'Request a feature' },
    list: {
      path: '/support/feature-requests',
      summary: 'List feature requests, newest first (operator only)',
    },
    body: featureRequestSchema,
    page: featureRequestPageSchema,
    mail: {
      label: 'Feature request',
      // The web form already prefixes 'Feature Request: '; the subject should not say it twice.
      headline: (payload) => payload.feature.replace(/^feature request:\s*/i, ''),
      fields: (payload) => [
        ['Feature', payload.feature],
        ['Details', payload.details],
      ],
    },
  },
};

/** One support message, its payload matching its kind. */
export interface SupportSubmission<K extends SupportMessageKind = SupportMessageKind> {
  kind: K;
  payload: SupportPayloads[K];
}
