import { CATEGORY_CODES, type CategoryCode, isCategoryCode } from '@precis/shared';
import { z } from 'zod';

export const MAX_AI_CATEGORIES = 3;

/** What a model must answer to categorise(): sent to the provider as the JSON schema. */
export const categoriseOutputSchema = z.object({
  categories: z
    .array(z.enum(CATEGORY_CODES as [CategoryCode, ...CategoryCode[]]))
    .max(MAX_AI_CATEGORIES)
    .describe('0 to 3 category codes, best first'),
});

/** Accepted from a model that strayed: any strings (or a bare array), filtered to valid codes afterwards. */
export const categoriseFallbackSchema = z
  .union([z.object({ categories: z.array(z.string()) }), z.array(z.string())])
  .transform((value) => ({ categories: Array.isArray(value) ? value : value.categories }));

/** What a model must answer to a batch of highlights: codes per highlight id. */
export const categoriseBatchOutputSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      categories: z
        .array(z.enum(CATEGORY_CODES as [CategoryCode, ...CategoryCode[]]))
        .max(MAX_AI_CATEGORIES)
        .describe('0 to 3 category codes, best first'),
    }),
  ),
});

/** Accepted from a model that strayed: any strings as codes, filtered afterwards; a bare array too. */
export const categoriseBatchFallbackSchema = z
  .union([
    z.object({ results: z.array(z.object({ id: z.coerce.string(), categories: z.array(z.string()) })) }),
    z.array(z.object({ id: z.coerce.string(), categories: z.array(z.string()) })),
  ])
  .transform((value) => ({ results: Array.isArray(value) ? value : value.results }));

/** Only the 56 codes, normalised (`data ai` -> DATA_AI), without repeats, at most three. */
export function keepValidCodes(values: readonly string[]): CategoryCode[] {
  const codes: CategoryCode[] = [];
  for (const value of values) {
    const normalised = value
      .trim()
      .toUpperCase()
      .replace(/[\s&-]+/g, '_');
    if (isCategoryCode(normalised) && !codes.includes(normalised)) codes.push(normalised);
    if (codes.length === MAX_AI_CATEGORIES) break;
  }
  return codes;
}

/** What a model must answer to summarise() (and to each map and reduce step of a long input). */
export const summaryOutputSchema = z.object({
  title: z.string().min(1).describe('A short plain-text title, at most 80 characters'),
  markdown: z.string().min(1).describe('The summary, in Markdown without HTML'),
});

export const summaryFallbackSchema = z.object({
  title: z.string().min(1),
  markdown: z.string().min(1),
});
