import { describe, expect, it } from 'vitest';
import { SUPPORT_FORMS } from './support-forms';
import { MESSAGES } from './support-payloads';

describe('the support forms table', () => {
  it('sends each form to its own route', () => {
    expect(Object.values(SUPPORT_FORMS).map((form) => form.path)).toEqual([
      '/api/v1/support/bug-report',
      '/api/v1/support/user-feedback',
      '/api/v1/support/feature-request',
    ]);
  });

  it('builds bodies that pass the shared schemas from filled-in forms', () => {
    const bug = SUPPORT_FORMS.bugReport;
    const feedback = SUPPORT_FORMS.feedback;
    const feature = SUPPORT_FORMS.featureRequest;
    const filledBug = { ...bug.initialValues, title: 'Crash', description: 'Boom' };
    const filledFeedback = { ...feedback.initialValues, summary: 'Nice', details: 'Very.' };
    const filledFeature = { option: 'Other' as const, idea: 'Kindle import' };
    expect(bug.validate(filledBug)).toEqual({});
    expect(bug.schema.safeParse(bug.toPayload(filledBug)).success).toBe(true);
    expect(feedback.validate(filledFeedback)).toEqual({});
    expect(feedback.schema.safeParse(feedback.toPayload(filledFeedback)).success).toBe(true);
    expect(feature.validate(filledFeature)).toEqual({});
    expect(feature.schema.safeParse(feature.toPayload(filledFeature)).success).toBe(true);
  });

  it("shows the server's field errors on the fields the person typed in", () => {
    expect(SUPPORT_FORMS.bugReport.fieldOf('description')).toBe('description');
    expect(SUPPORT_FORMS.feedback.fieldOf('title')).toBe('summary');
    expect(SUPPORT_FORMS.feedback.fieldOf('description')).toBe('details');
    expect(SUPPORT_FORMS.featureRequest.fieldOf('feature')).toBe('option');
    expect(SUPPORT_FORMS.featureRequest.fieldOf('details')).toBe('idea');
    expect(SUPPORT_FORMS.featureRequest.fieldOf('unknown')).toBeUndefined();
  });

  it('reports blank required bug report fields once for the form, and a bad e-mail on its field', () => {
    expect(
      SUPPORT_FORMS.bugReport.validate({ ...SUPPORT_FORMS.bugReport.initialValues, email: 'x@' }),
    ).toEqual({
      title: MESSAGES.requiredFields,
      description: MESSAGES.requiredFields,
      email: MESSAGES.invalidEmail,
    });
  });
});
