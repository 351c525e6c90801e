import { z } from 'zod';

export const DISPLAY_NAME_MAX = 100;

/**
 * Control characters (line breaks among them) and the Unicode bidirectional controls: in a name they forge
 * lines in the operator's mail or reverse how the text around them reads.
 */
const FORBIDDEN_NAME_CHARACTERS = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/u;

/** A person's display name: one line of at most 100 characters, trimmed, not empty. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters for your name.`)
  .refine((name) => !FORBIDDEN_NAME_CHARACTERS.test(name), {
    message: 'A name cannot contain line breaks, control characters or text-direction marks.',
  });
