import type { MailMessage } from './mail-transport';

/**
 * The account e-mails: plain text only, with the one link a person needs. Nothing in them comes from what
 * another person typed (a name, say), so a stranger cannot make Precis mail their words.
 */
export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Precis',
    text: [
      'Confirm that this is your e-mail address by opening this link:',
      '',
      url,
      '',
      'The link works for 24 hours. If you did not create a Precis account, ignore this e-mail.',
    ].join('\n'),
  };
}

export function existingAccountMail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a Precis account with your address',
    text: [
      'Someone just tried to create a Precis account with this e-mail address, which already has one.',
      'No new account was created and nothing changed in yours.',
      '',
      `If it was you, sign in: ${signInUrl}`,
      `Forgot your password? Reset it: ${resetUrl}`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Precis password',
    text: [
      'Open this link to choose a new password for your Precis account:',
      '',
      url,
      '',
      'The link works for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
