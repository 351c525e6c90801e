import type { ChangePasswordInput, DeleteAccountInput } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { AccountThrottle } from '../../auth/account-throttle';
import { weakPasswordReason } from '../../auth/password-policy';
import type { Caller } from '../../lib/caller';
import { FieldValidationError, LimitExceededError, NotFoundError } from '../../lib/errors';
import { deleteSessions } from '../sessions';
import { deleteUserEverywhere } from './account.repository';

const WRONG_PASSWORD = 'That password is not correct.';

/** A password change as asked, and the session it is asked from, which stays signed in. */
export interface PasswordChange extends ChangePasswordInput {
  sessionId: string;
}

/** Sets the new password and signs out every other session; answers how many were signed out. */
export async function changePassword(
  context: AppContext,
  caller: Caller,
  input: PasswordChange,
): Promise<number> {
  const user = await findAccount(context, caller.userId);
  const weak = await weakPasswordReason(input.newPassword, user.email);
  if (weak) throw new FieldValidationError(weak, [{ field: 'newPassword', message: weak }]);
  await confirmPassword(context, caller.userId, input.currentPassword, 'currentPassword');
  const auth = await context.auth.$context;
  await auth.internalAdapter.updatePassword(user.id, await auth.password.hash(input.newPassword));
  return deleteSessions(context.db.kysely, user.id, { allBut: input.sessionId });
}

/** Deletes the account and everything of it, in one transaction. */
export async function deleteAccount(
  context: AppContext,
  caller: Caller,
  input: DeleteAccountInput,
): Promise<void> {
  await confirmPassword(context, caller.userId, input.password, 'password');
  const user = await findAccount(context, caller.userId);
  await deleteUserEverywhere(context.db.kysely, context.db.dialect, { id: user.id, email: user.email });
}

async function findAccount(context: AppContext, userId: string): Promise<{ id: string; email: string }> {
  const auth = await context.auth.$context;
  const found = await auth.internalAdapter.findUserById(userId);
  if (!found) throw new NotFoundError('This account no longer exists.');
  return found;
}

/**
 * Refuses unless `password` is the user's; `field` names the request field that carried it. Wrong passwords
 * count per account (ten per 15 minutes), so a stolen session cannot guess it.
 */
async function confirmPassword(
  context: AppContext,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const throttle = new AccountThrottle(context.counter);
  const key = `account:confirm:${userId}`;
  const wait = await throttle.retryAfterSeconds(key);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new LimitExceededError(
      `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }
  const auth = await context.auth.$context;
  const accounts = await auth.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  if (hash && (await auth.password.verify({ hash, password }))) {
    await throttle.reset(key);
    return;
  }
  await throttle.recordFailure(key);
  throw new FieldValidationError(WRONG_PASSWORD, [{ field, message: WRONG_PASSWORD }]);
}
