import { PASSWORD_MIN_LENGTH } from '@precis/shared';

/** The password field of each route that sets a password. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most common passwords of leaked password lists (zxcvbn-ts's list, about 49,000; offline). Loaded on
 * the first password set, so an idle server does not hold it; only those long enough to pass the length
 * rule are kept.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
}

/** Why a new password is refused, or undefined when it may be used. Length is better-auth's check. */
export async function weakPasswordReason(password: string, email?: string): Promise<string | undefined> {
  if (password.trim() === '') return 'A password cannot be only spaces.';
  const lower = password.toLowerCase();
  const common = await loadCommonPasswords();
  if (common.has(lower) || common.has(lower.trim())) {
    return 'This password is one of the most common ones and easily guessed. Choose another.';
  }
  const normalisedEmail = email?.trim().toLowerCase();
  if (normalisedEmail && (lower === normalisedEmail || lower === normalisedEmail.split('@')[0])) {
    return 'A password cannot be your e-mail address. Choose another.';
  }
  return undefined;
}

/** The reason to refuse the new password a request to `route` carries, if it sets one. */
export async function refusedNewPassword(
  route: string,
  body: unknown,
): Promise<{ field: string; message: string } | undefined> {
  const field = PASSWORD_FIELDS[route];
  if (!field || !body || typeof body !== 'object') return undefined;
  const password: unknown = Reflect.get(body, field);
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return undefined;
  const email: unknown = Reflect.get(body, 'email');
  const message = await weakPasswordReason(password, typeof email === 'string' ? email : undefined);
  return message ? { field, message } : undefined;
}
