import type { ChangePasswordInput } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { AccountThrottle } from '../../auth/account-throttle';
import { weakPasswordReason } from '../../auth/password-policy';
import { FieldValidationError, LimitExceededError, NotFoundError } from '../../lib/errors';
import { deleteSessions } from '../sessions';
import { deleteUserEverywhere } from './account.repository';

const WRONG_PASSWORD = 'That password is not correct.';

/**
 * Changing the password and deleting the account, both confirmed by the current password. Wrong passwords
 * count per account (ten per 15 minutes), so a stolen session cannot guess it.
 */
export function createAccountService(context: Pick<AppContext, 'auth' | 'db' | 'counter'>) {
  const throttle = new AccountThrottle(context.counter);

  /** Refuses unless `password` is the user's; field names the request field that carried it. */
  async function confirmPassword(userId: string, password: string, field: string): Promise<void> {
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

  return {
    /** Sets the new password and signs out every other session; answers how many were signed out. */
    async changePassword(
      user: { id: string; email: string },
      currentSessionId: string,
      input: ChangePasswordInput,
    ): Promise<number> {
      const weak = await weakPasswordReason(input.newPassword, user.email);
      if (weak) throw new FieldValidationError(weak, [{ field: 'newPassword', message: weak }]);
      await confirmPassword(user.id, input.currentPassword, 'currentPassword');
      const auth = await context.auth.$context;
      await auth.internalAdapter.updatePassword(user.id, await auth.password.hash(input.newPassword));
      return deleteSessions(context.db.kysely, user.id, { allBut: currentSessionId });
    },

    /** Deletes the account and everything of it, in one transaction. */
    async deleteAccount(user: { id: string; email: string }, password: string): Promise<void> {
      await confirmPassword(user.id, password, 'password');
      const auth = await context.auth.$context;
      const found = await auth.internalAdapter.findUserById(user.id);
      if (!found) throw new NotFoundError('This account no longer exists.');
      await deleteUserEverywhere(context.db.kysely, context.db.dialect, { id: found.id, email: found.email });
    },
  };
}
