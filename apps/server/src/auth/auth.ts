import { PASSWORD_MIN_LENGTH } from '@precis/shared';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/database';

export { PASSWORD_MIN_LENGTH };

export function createAuth(config: Config, db: Db, secret: string) {
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Precis',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db: db.kysely, type: db.dialect },
    // The routes in front refuse foreign origins; better-auth checks again against the address the request
    // was sent to (the URL they hand it) and PUBLIC_URL when it is set.
    trustedOrigins: (request) => [
      ...(config.publicUrlSet ? [config.publicUrl] : []),
      ...(request ? [new URL(request.url).origin] : []),
    ],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 256,
      disableSignUp: config.auth.disableSignups,
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
    disabledPaths: ['/list-sessions'],
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
