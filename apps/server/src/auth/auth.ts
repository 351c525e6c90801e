import { kyselyAdapter } from '@better-auth/kysely-adapter';
import { PASSWORD_MIN_LENGTH } from '@precis/shared';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { existingAccountMail, passwordResetMail, verificationMail } from '../mail/account-mail';
import type { MailMessage, MailTransport } from '../mail/mail-transport';
import { pruneSessionActivity } from '../modules/sessions';
import { withHashedSessionTokens } from './hashed-session-tokens';

export { PASSWORD_MIN_LENGTH };

export interface AuthLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export function createAuth(config: Config, db: Db, secret: string, mail: MailTransport, logger: AuthLogger) {
  const secure = config.publicUrl.startsWith('https://');
  const page = (path: string) => `${config.publicUrl}${path}`;
  // Sent in the background: waiting for the mail server would make these answers slower than the others
  // and so tell which addresses have accounts.
  const sendInBackground = (message: MailMessage) => {
    mail.send(message).catch((error: unknown) => {
      logger.error({ err: error, subject: message.subject }, 'account e-mail could not be sent');
    });
  };
  return betterAuth({
    appName: 'Precis',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // Session tokens are stored as their SHA-256 (hashed-session-tokens.ts).
    database: withHashedSessionTokens(kyselyAdapter(db.kysely, { type: db.dialect }), () =>
      pruneSessionActivity(db.kysely),
    ),
    // The routes in front refuse foreign origins; better-auth checks again against the address the request
    // was sent to (the URL they hand it) and PUBLIC_URL when it is set.
    trustedOrigins: (request) => [
      ...(config.publicUrlSet ? [config.publicUrl] : []),
      ...(request ? [new URL(request.url).origin] : []),
    ],
    emailAndPassword: {
      enabled: true,
      // A sign-up answers the same whether or not the address has an account (its owner is told by e-mail),
      // so it cannot sign in by itself: the web app signs in right after.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground(existingAccountMail(user.email, page('/sign-in'), page('/reset-password')));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        sendInBackground(
          passwordResetMail(user.email, page(`/reset-password?token=${encodeURIComponent(token)}`)),
        );
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 256,
      disableSignUp: config.auth.disableSignups,
    },
    emailVerification: {
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(verificationMail(user.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A cached cookie would keep a revoked session alive for its lifetime on every process.
      cookieCache: { enabled: false },
    },
    // Our own limits run before the body is parsed and are shared between processes (auth-rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    // Listing sessions would hand every device the others' tokens: GET /api/v1/sessions lists them safely.
    // Revoking the other sessions compares stored tokens with the current one, and stored ones are hashes:
    // POST /api/v1/sessions/sign-out-others does it by id.
    disabledPaths: ['/list-sessions', '/revoke-other-sessions'],
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
