import type { AppContext } from '../../app-context';
import type { MailMessage } from '../../mail/mail-transport';
import { ADDRESS_TOKEN_TTL_MS, createAddressToken, verifyAddressToken } from './digest-address-token';
import { confirmDigestAddress, findAccountEmail, type SettingsRow } from './notifications.repository';

const CONFIRMATIONS_PER_HOUR = 5;

/**
 * Digests go only to an address whose owner said yes: the one confirmed through the signed link, or the
 * account's own address once verified. Otherwise anyone could have Precis mail their text to a stranger.
 */
export async function isDeliverable(context: AppContext, row: SettingsRow): Promise<boolean> {
  if (row.confirmed_email === row.email) return true;
  const account = await findAccountEmail(context.db.kysely, row.user_id);
  return Boolean(account?.verified && account.email.toLowerCase() === row.email.toLowerCase());
}

function confirmationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm this address for your Precis digests',
    text: [
      'Someone asked for Precis digests to be sent to this address.',
      'If it was you, confirm by opening this link (it works for three days):',
      '',
      url,
      '',
      'If it was not you, ignore this e-mail: nothing will be sent here.',
    ].join('\n'),
  };
}

/**
 * Mails the signed confirmation link to the address, at most once per ten minutes per address and five
 * times an hour per account (each goes to an address nobody has confirmed yet). A mail failure is logged:
 * the settings are saved regardless.
 */
export async function sendAddressConfirmation(
  context: AppContext,
  userId: string,
  email: string,
  logger: { error(details: Record<string, unknown>, message: string): void },
  now = Date.now(),
): Promise<void> {
  // The settings save on every change: one link per address per ten minutes is enough.
  const sameAddress = await context.counter.hit(`digest-address:${userId}:${email}`, 10 * 60_000, now);
  if (sameAddress.hits > 1) return;
  const { hits } = await context.counter.hit(`digest-address:${userId}`, 60 * 60_000, now);
  if (hits > CONFIRMATIONS_PER_HOUR) return;
  const token = createAddressToken(context.secrets.digestAddress, userId, email, now + ADDRESS_TOKEN_TTL_MS);
  const url = `${context.config.publicUrl}/api/notifications/confirm-address?token=${token}`;
  await context.mail.send(confirmationMail(email, url)).catch((error: unknown) => {
    logger.error({ err: error }, 'the digest address confirmation could not be sent');
  });
}

/** Confirms the address the token names, if the settings still hold it; false when they do not. */
export async function confirmAddress(context: AppContext, token: string, now = Date.now()): Promise<boolean> {
  const claim = verifyAddressToken(context.secrets.digestAddress, token, now);
  if (!claim) return false;
  return confirmDigestAddress(context.db.kysely, claim.userId, claim.email);
}
