import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes' || value === 'on');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every environment variable Precis reads, with its default. The README lists the same table. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://precis.example.com' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DISABLE_SIGNUPS: booleanFlag,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (typeof setting === 'object' && 'error' in setting) {
        context.addIssue({ code: 'custom', message: setting.error });
        return z.NEVER;
      }
      return setting;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  DAILY_HIGHLIGHTS_MAX: positiveInt(100),
  DAILY_SUMMARIES_MAX: positiveInt(20),
  API_RATE_LIMIT_PER_MINUTE: positiveInt(600),
  REVIEW_NEW_PER_DAY: z.coerce.number().int().min(0).default(10),
  // Optional so that tests can tell "asked for a limit" from the default (see auth.rateLimitEnabled).
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  // Failed authentications (bad tokens or sessions) per client address per 5 minutes; optional as above.
  FAILED_AUTH_LIMIT: z.coerce.number().int().positive().optional(),
  WORKERS: z.enum(['on', 'off']).default('on'),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'ollama', 'anthropic']).default('builtin'),
  AI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: positiveInt(60_000),
  REQUEST_TIMEOUT_MS: positiveInt(120_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Precis <precis@localhost>'),
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAILS: emailList,
});

export type Environment = z.input<typeof environmentSchema>;

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Precis cannot start: invalid environment variables\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs a workspace's script inside the workspace folder (`npm start` runs in apps/server): relative
  // paths are taken from where npm was run (INIT_CWD), so `npm start` and `npm run backup` share ./data.
  const baseDir = env.INIT_CWD || process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    publicUrl,
    /** False when PUBLIC_URL is unset: the app then answers at whatever address it is reached at. */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : undefined,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: path.join(dataDir, 'precis.db') } as const),
    auth: {
      secret: e.AUTH_SECRET,
      disableSignups: e.DISABLE_SIGNUPS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE ?? 10,
      // Test suites sign up many users from one address: the per-IP limit is on there only when asked for.
      rateLimitEnabled: e.NODE_ENV !== 'test' || e.AUTH_RATE_LIMIT_PER_MINUTE !== undefined,
      /** Undefined: no limit (tests that do not ask for one). */
      failedAuthLimit: e.NODE_ENV === 'test' ? e.FAILED_AUTH_LIMIT : (e.FAILED_AUTH_LIMIT ?? 30),
    },
    limits: {
      dailyHighlights: e.DAILY_HIGHLIGHTS_MAX,
      dailySummaries: e.DAILY_SUMMARIES_MAX,
      apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    },
    review: { newPerDay: e.REVIEW_NEW_PER_DAY },
    timeouts: serverTimeouts(e.REQUEST_TIMEOUT_MS),
    workers: e.WORKERS === 'on',
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL },
    adminEmails: e.ADMIN_EMAILS,
  };
}

/**
 * A request must arrive whole within REQUEST_TIMEOUT_MS and its headers within 20 s; a connection silent for
 * a minute is closed. Without them a body sent a byte at a time held its connection open for ever.
 */
function serverTimeouts(requestMs: number) {
  return {
    requestMs,
    headersMs: Math.min(20_000, requestMs),
    idleMs: Math.max(60_000, requestMs),
    // How often Node looks for requests over their time: its default (30 s) would let them overrun by that.
    checkIntervalMs: Math.min(5_000, Math.ceil(requestMs / 2)),
  };
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}
