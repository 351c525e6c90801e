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
