import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';

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

/** Longest password accepted anywhere (better-auth's limit too). */
export const PASSWORD_MAX_LENGTH = 256;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your new password.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for your new password.`);

/** Changing the password of a signed-in account: the current one proves it is its owner. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changedPasswordSchema = z.object({
  /** How many other sessions were signed out. */
  signedOut: z.number().int().nonnegative(),
});

/** Deleting the account, confirmed by typing its password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
