import { z } from 'zod';
import { highlightSchema } from './highlight';
import { LIMITS } from './limits';

/** The four spaced-repetition grades, and "discard" (never review this highlight again). */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export const reviewRatingSchema = z.enum([...REVIEW_GRADES, 'discard'], {
  error: 'Rating must be one of again, hard, good, easy or discard.',
});
export type ReviewRating = z.infer<typeof reviewRatingSchema>;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

export const reviewStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const REVIEW_SESSION_SIZE = { default: 15, min: 1, max: 100 } as const;

export const rateReviewSchema = z.object({ rating: reviewRatingSchema }).meta({ id: 'RateReview' });
export type RateReview = z.infer<typeof rateReviewSchema>;

/** Milliseconds until the highlight comes back after each grade, for the buttons' "Good · 4 days". */
export const reviewIntervalsSchema = z.object({
  again: z.number().int(),
  hard: z.number().int(),
  good: z.number().int(),
  easy: z.number().int(),
});
export type ReviewIntervals = z.infer<typeof reviewIntervalsSchema>;

export const reviewItemSchema = z
  .object({
    highlight: highlightSchema,
    due: z.string(),
    state: reviewStateSchema,
    intervals: reviewIntervalsSchema,
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewTodaySchema = z
  .object({
    /** Today's local day (yyyy-MM-dd): the session these items belong to. */
    day: z.string(),
    items: z.array(reviewItemSchema),
    /** Items of today's session not rated yet (the length of `items`). */
    remaining: z.number().int(),
    /** Highlights entering review for the first time in today's session. */
    newToday: z.number().int(),
    /** The size of today's session, rated or not. */
    total: z.number().int(),
    /** Consecutive days, ending today (or yesterday while today is open), with a finished session. */
    streak: z.number().int(),
  })
  .meta({ id: 'ReviewToday' });
export type ReviewToday = z.infer<typeof reviewTodaySchema>;

export const reviewStatusSchema = z
  .object({
    highlightId: z.string(),
    state: reviewStateSchema,
    /** When it comes back; null once discarded. */
    due: z.string().nullable(),
    discarded: z.boolean(),
    reps: z.number().int(),
    lastRating: reviewRatingSchema.nullable(),
  })
  .meta({ id: 'ReviewStatus' });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewSettingsSchema = z
  .object({
    sessionSize: z.coerce
      .number({ error: 'Session size must be a number.' })
      .int('Session size must be a whole number.')
      .min(REVIEW_SESSION_SIZE.min, `Session size must be at least ${REVIEW_SESSION_SIZE.min}.`)
      .max(REVIEW_SESSION_SIZE.max, `Session size must be at most ${REVIEW_SESSION_SIZE.max}.`),
  })
  .meta({ id: 'ReviewSettings' });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const reviewNoteSchema = z
  .object({
    comment: z
      .string({ error: 'Comment must be text.' })
      .trim()
      .max(
        LIMITS.commentMax,
        `Comment must be at most ${LIMITS.commentMax.toLocaleString('en-US')} characters.`,
      )
      .transform((value) => value || undefined),
  })
  .meta({ id: 'ReviewNote' });
export type ReviewNote = z.infer<typeof reviewNoteSchema>;
