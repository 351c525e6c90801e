import { bugReportSchema, featureRequestSchema, LIMITS, userFeedbackSchema } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { FEATURE_OPTIONS } from './feature-options';
import {
  buildBugReportPayload,
  buildFeatureRequestPayload,
  buildFeedbackPayload,
  EMPTY_BUG_REPORT,
  EMPTY_FEEDBACK,
  FEATURE_IDEA_MAX,
  FEEDBACK_DETAILS_MAX,
  isValidOptionalEmail,
  MESSAGES,
  missingBugReportFields,
  validateFeatureRequest,
  validateFeedback,
} from './support-payloads';

describe('bug report payload', () => {
  it('names the required fields that are blank after trimming', () => {
    expect(missingBugReportFields(EMPTY_BUG_REPORT)).toEqual(['title', 'description']);
    expect(missingBugReportFields({ ...EMPTY_BUG_REPORT, title: 'x', description: ' \n ' })).toEqual([
      'description',
    ]);
    expect(missingBugReportFields({ ...EMPTY_BUG_REPORT, title: 'x', description: 'y' })).toEqual([]);
    expect(MESSAGES.requiredFields).toBe('Please fill in all required fields.');
  });

  it('sends trimmed texts, null steps when blank, null behaviours, and never the e-mail', () => {
    const payload = buildBugReportPayload({
      title: '  Crash  ',
      description: ' Boom ',
      stepsToReproduce: '   ',
      email: 'ada@example.com',
    });
    expect(payload).toEqual({
      title: 'Crash',
      description: 'Boom',
      stepsToReproduce: null,
      expectedBehaviour: null,
      actualBehaviour: null,
    });
    expect(JSON.stringify(payload)).not.toContain('ada@example.com');
  });

  it('keeps the steps to reproduce when given', () => {
    const payload = buildBugReportPayload({
      ...EMPTY_BUG_REPORT,
      title: 't',
      description: 'd',
      stepsToReproduce: '1. a',
    });
    expect(payload.stepsToReproduce).toBe('1. a');
    expect(bugReportSchema.safeParse(payload).success).toBe(true);
  });
});

describe('feedback payload', () => {
  it('builds the title from the capitalised type, a colon and the summary', () => {
    for (const [type, prefix] of [
      ['suggestion', 'Suggestion'],
      ['feature', 'Feature'],
      ['compliment', 'Compliment'],
      ['other', 'Other'],
    ] as const) {
      const payload = buildFeedbackPayload({ ...EMPTY_FEEDBACK, type, summary: ' Dark mode ', details: 'd' });
      expect(payload.title).toBe(`${prefix}: Dark mode`);
    }
  });

  it('appends the contact e-mail after a blank line only when one is given', () => {
    const withEmail = buildFeedbackPayload({
      type: 'compliment',
      summary: 'Great',
      details: ' Love it. ',
      email: ' ada@example.com ',
    });
    expect(withEmail.description).toBe('Love it.\n\nContact email: ada@example.com');
    const withoutEmail = buildFeedbackPayload({
      type: 'compliment',
      summary: 'Great',
      details: 'Love it.',
      email: '  ',
    });
    expect(withoutEmail.description).toBe('Love it.');
  });

  it('requires the summary and the details, with the exact messages', () => {
    expect(validateFeedback(EMPTY_FEEDBACK)).toEqual({
      summary: 'Please provide a summary of your feedback.',
      details: 'Please provide detailed feedback.',
    });
    expect(validateFeedback({ ...EMPTY_FEEDBACK, summary: 's', details: 'd' })).toEqual({});
  });

  it('limits the summary to 100 characters', () => {
    const ok = { ...EMPTY_FEEDBACK, summary: 'x'.repeat(100), details: 'd' };
    expect(validateFeedback(ok)).toEqual({});
    expect(validateFeedback({ ...ok, summary: 'x'.repeat(101) }).summary).toBe(MESSAGES.summaryTooLong);
  });

  it('rejects a malformed optional e-mail', () => {
    expect(
      validateFeedback({ ...EMPTY_FEEDBACK, summary: 's', details: 'd', email: 'not-an-email' }),
    ).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('always fits the server limits at the longest allowed input', () => {
    const payload = buildFeedbackPayload({
      type: 'compliment',
      summary: 'x'.repeat(LIMITS.feedbackSummaryMax),
      details: 'y'.repeat(FEEDBACK_DETAILS_MAX),
      email: `${'a'.repeat(LIMITS.emailMax - 12)}@example.com`,
    });
    expect(userFeedbackSchema.safeParse(payload).success).toBe(true);
  });
});

describe('feature request payload', () => {
  it('requires an option, and a description for Other', () => {
    expect(validateFeatureRequest({ option: null, idea: '' })).toEqual({
      option: 'Please select a feature option.',
    });
    expect(validateFeatureRequest({ option: 'Other', idea: '  ' })).toEqual({
      idea: 'Please describe your feature idea.',
    });
    expect(validateFeatureRequest({ option: 'Other', idea: 'Kindle import' })).toEqual({});
    expect(validateFeatureRequest({ option: 'Enhanced User Interface', idea: '' })).toEqual({});
  });

  it('sends "Feature Request: " plus the option name and null details for a listed option', () => {
    expect(buildFeatureRequestPayload({ option: 'Advanced Search & Filtering', idea: 'ignored' })).toEqual({
      feature: 'Feature Request: Advanced Search & Filtering',
      details: null,
    });
  });

  it('sends the trimmed description after "Detailed description:" for Other', () => {
    expect(buildFeatureRequestPayload({ option: 'Other', idea: '  Kindle import  ' })).toEqual({
      feature: 'Feature Request: Other',
      details: 'Detailed description: Kindle import',
    });
  });

  it('fits the server limits for every option and the longest idea', () => {
    for (const option of FEATURE_OPTIONS) {
      const payload = buildFeatureRequestPayload({ option: option.name, idea: 'z'.repeat(FEATURE_IDEA_MAX) });
      expect(featureRequestSchema.safeParse(payload).success).toBe(true);
    }
  });
});

describe('isValidOptionalEmail', () => {
  it('accepts blank or a plausible address and rejects the rest', () => {
    expect(isValidOptionalEmail('')).toBe(true);
    expect(isValidOptionalEmail('  ')).toBe(true);
    expect(isValidOptionalEmail('ada@example.com')).toBe(true);
    expect(isValidOptionalEmail('ada@example')).toBe(false);
    expect(isValidOptionalEmail('a b@example.com')).toBe(false);
  });
});
