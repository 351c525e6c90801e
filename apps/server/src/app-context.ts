import type { FastifyBaseLogger } from 'fastify';
import type { AiService } from './ai/ai-service';
import type { Auth } from './auth/auth';
import type { Authenticator } from './auth/authenticate';
import type { WindowCounter } from './auth/window-counter';
import type { Config } from './config';
import type { Db } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import type { Scheduler } from './jobs/scheduler';
import type { MailTransport } from './mail/mail-transport';

/** What every feature module receives: the typed config and the shared services, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Auth;
  /** Resolves the caller of a request: `requireUser(app, context.authenticator)` (auth/index.ts). */
  authenticator: Authenticator;
  mail: MailTransport;
  /** Background jobs (SQLite table or pg-boss); each feature registers its handlers, listed in modules/index.ts. */
  jobs: JobQueue;
  /** Recurring ticks; they run only in processes with WORKERS=on. */
  scheduler: Scheduler;
  /** The configured AI provider, or the built-in offline engine. */
  ai: AiService;
  /** Keys derived from the auth secret, one per purpose. */
  secrets: { unsubscribe: Buffer; digestAddress: Buffer; reviewLinks: Buffer };
  /** Rate-limit counters, shared by the processes on one PostgreSQL database. */
  counter: WindowCounter;
  /** The server's logger, for work outside a request (jobs). */
  logger: FastifyBaseLogger;
}
