import { randomBytes } from 'node:crypto';
import { displayNameSchema, emailSchema } from '@precis/shared';
import type { Auth } from './auth';

export class AddAccountError extends Error {}

export interface NewAccount {
  email: string;
  name: string;
  /** Generated, shown once to the operator: the person changes it in Settings after signing in. */
  password: string;
}

/** 18 random bytes: a 24-character password, far past the minimum and never to be typed twice. */
const generatedPassword = () => randomBytes(18).toString('base64url');

function validOrThrow<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (result.success) return result.data;
  throw new AddAccountError(result.error.issues[0]?.message ?? 'That value is not valid.');
}

/**
 * Creates an account as its operator, whether or not sign-up is open (`DISABLE_SIGNUPS` closes only the web
 * form and its API): the way onto a closed server. Refuses an address that already has an account, which a
 * public sign-up must not tell apart.
 */
export async function addAccount(
  auth: Auth,
  input: { email: string; name?: string | undefined },
): Promise<NewAccount> {
  const email = validOrThrow(emailSchema.safeParse(input.email)).toLowerCase();
  const name = validOrThrow(displayNameSchema.safeParse(input.name ?? email.slice(0, email.indexOf('@'))));
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new AddAccountError(
      `${email} already has an account. Its owner can reset the password from the sign-in page.`,
    );
  const password = generatedPassword();
  const user = await context.internalAdapter.createUser(
    { email, name, emailVerified: false },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return { email, name, password };
}
