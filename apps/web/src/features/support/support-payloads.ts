import {
  type BugReportInput,
  EMAIL_PATTERN,
  type FeatureRequestInput,
  LIMITS,
  type UserFeedbackInput,
} from '@precis/shared';
import type { FeatureOptionName } from './feature-options';

/** The support forms' validation messages, word for word as the product shows them. */
export const MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  summaryRequired: 'Please provide a summary of your feedback.',
  summaryTooLong: `The summary can be at most ${LIMITS.feedbackSummaryMax} characters.`,
  detailsRequired: 'Please provide detailed feedback.',
  optionRequired: 'Please select a feature option.',
  ideaRequired: 'Please describe your feature idea.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** An empty value is fine (the e-mail fields are optional); anything typed must look like an address. */
export function isValidOptionalEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || (trimmed.length <= LIMITS.emailMax && EMAIL_PATTERN.test(trimmed));
}

// ---- Bug report ----

export interface BugReportForm {
  title: string;
  description: string;
  stepsToReproduce: string;
  email: string;
}

export const EMPTY_BUG_REPORT: BugReportForm = {
  title: '',
  description: '',
  stepsToReproduce: '',
  email: '',
};

export function missingBugReportFields(form: BugReportForm): ('title' | 'description')[] {
  return (['title', 'description'] as const).filter((field) => form[field].trim() === '');
}

/** A blank title or description is reported once for the form; a malformed optional e-mail on its field. */
export function validateBugReport(form: BugReportForm): Partial<Record<keyof BugReportForm, string>> {
  const errors: Partial<Record<keyof BugReportForm, string>> = {};
  for (const field of missingBugReportFields(form)) errors[field] = MESSAGES.requiredFields;
  if (!isValidOptionalEmail(form.email)) errors.email = MESSAGES.invalidEmail;
  return errors;
}

/** The expected and actual behaviours are always null; the typed e-mail is not sent. */
export function buildBugReportPayload(form: BugReportForm): BugReportInput {
  const steps = form.stepsToReproduce.trim();
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    stepsToReproduce: steps === '' ? null : steps,
    expectedBehaviour: null,
    actualBehaviour: null,
  };
}

// ---- Feedback ----

export const FEEDBACK_TYPES = ['suggestion', 'feature', 'compliment', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

export interface FeedbackForm {
  type: FeedbackType;
  summary: string;
  details: string;
  email: string;
}

export const EMPTY_FEEDBACK: FeedbackForm = { type: 'suggestion', summary: '', details: '', email: '' };

const CONTACT_PREFIX = '\n\nContact email: ';

/** Room left for the details once the contact line is appended, so the sent description fits the server limit. */
export const FEEDBACK_DETAILS_MAX = LIMITS.supportTextMax - CONTACT_PREFIX.length - LIMITS.emailMax;

export type FeedbackErrors = Partial<Record<'summary' | 'details' | 'email', string>>;

export function validateFeedback(form: FeedbackForm): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const summary = form.summary.trim();
  if (summary === '') errors.summary = MESSAGES.summaryRequired;
  else if (summary.length > LIMITS.feedbackSummaryMax) errors.summary = MESSAGES.summaryTooLong;
  if (form.details.trim() === '') errors.details = MESSAGES.detailsRequired;
  if (!isValidOptionalEmail(form.email)) errors.email = MESSAGES.invalidEmail;
  return errors;
}

export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The title is "Type: summary"; with an e-mail, the details end with a blank line and the contact. */
export function buildFeedbackPayload(form: FeedbackForm): UserFeedbackInput {
  const details = form.details.trim();
  const email = form.email.trim();
  return {
    title: `${capitalise(form.type)}: ${form.summary.trim()}`,
    description: email ? `${details}${CONTACT_PREFIX}${email}` : details,
  };
}

// ---- Feature request ----

export const OTHER_OPTION: FeatureOptionName = 'Other';
const DETAILS_PREFIX = 'Detailed description: ';
export const FEATURE_IDEA_MAX = LIMITS.supportTextMax - DETAILS_PREFIX.length;

export interface FeatureRequestForm {
  option: FeatureOptionName | null;
  idea: string;
}

export const EMPTY_FEATURE_REQUEST: FeatureRequestForm = { option: null, idea: '' };

export type FeatureRequestErrors = Partial<Record<'option' | 'idea', string>>;

export function validateFeatureRequest(form: FeatureRequestForm): FeatureRequestErrors {
  if (form.option === null) return { option: MESSAGES.optionRequired };
  if (form.option === OTHER_OPTION && form.idea.trim() === '') return { idea: MESSAGES.ideaRequired };
  return {};
}

/** The feature is "Feature Request: <option>"; details only for Other, as "Detailed description: <text>". */
export function buildFeatureRequestPayload(
  form: FeatureRequestForm & { option: FeatureOptionName },
): FeatureRequestInput {
  return {
    feature: `Feature Request: ${form.option}`,
    details: form.option === OTHER_OPTION ? `${DETAILS_PREFIX}${form.idea.trim()}` : null,
  };
}
