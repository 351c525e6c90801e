import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAiService } from './ai/create-ai-service';
import type { AppContext } from './app-context';
import { limitApiCalls } from './auth/api-rate-limit';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { resolveAuthSecret, resolveSharedAuthSecret } from './auth/auth-secret';
import { type CachedSession, createAuthenticator } from './auth/authenticate';
import { requireUser } from './auth/current-user';
import { countedFailedAuthLimit, noFailedAuthLimit } from './auth/failed-auth-limit';
import { migrateAuthTables } from './auth/migrate-auth';
import { SessionCache } from './auth/session-cache';
import { createWindowCounter } from './auth/window-counter';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createJobQueue, TEST_ENV_TUNING } from './jobs/create-job-queue';
import { registerJobHandlers } from './jobs/register-handlers';
import { Scheduler } from './jobs/scheduler';
import { API_DOCS_CSP } from './lib/api-docs-csp';
import { answerClientError } from './lib/client-error';
import { compressionOptions } from './lib/compression';
import { refuseUnroutableUrl, registerErrorHandling } from './lib/error-handler';
import { allowExtraFields } from './lib/openapi-extra-fields';
import { problem } from './lib/problem';
import { refuseDotSegments } from './lib/refuse-dot-segments';
import { refuseNulCharacters } from './lib/refuse-nul';
import { collectRoutes, type RegisteredRoute } from './lib/route-list';
import { addSecurityHeaders } from './lib/security-headers';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createMailTransport } from './mail/mail-transport';
import { healthRoutes } from './modules/health';
import { apiV1Modules, jobModules } from './modules/index';
import { deriveAddressKey, deriveUnsubscribeKey, unsubscribeRoutes } from './modules/notifications';
import { resolveTimeZone } from './modules/preferences';
import { readwiseApi } from './modules/readwise';
import { deriveReviewLinkKey, reviewLinkRoutes } from './modules/review';
import { serveWebApp } from './web-app';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  /** Every registered method and URL, in registration order (the security sweep reads it). */
  routes: readonly RegisteredRoute[];
}

/** Builds the whole server: database (migrated), auth, API and web app. Every test builds from here. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const db = openDatabase(config.database);
  await migrateToLatest(db.kysely, db.dialect);
  const authSecret =
    db.dialect === 'postgres'
      ? await resolveSharedAuthSecret(config.auth.secret, config.dataDir, db.kysely)
      : resolveAuthSecret(config.auth.secret, config.dataDir);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: config.timeouts.checkIntervalMs,
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed percent-escape or an over-long path parameter is refused before routing: same error shape.
    frameworkErrors: (error, _request, reply) => refuseUnroutableUrl(error, reply),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  const routes = collectRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mail = createMailTransport(config, app.log);
  const auth = createAuth(config, db, authSecret, mail, app.log);
  await migrateAuthTables(auth, db);
  const jobs = await createJobQueue(db, {
    logger: app.log,
    workers: config.workers,
    tuning: config.env === 'test' ? TEST_ENV_TUNING : undefined,
  });
  const scheduler = new Scheduler(app.log);
  const ai = createAiService(config.ai);
  const secrets = {
    unsubscribe: deriveUnsubscribeKey(authSecret),
    digestAddress: deriveAddressKey(authSecret),
    reviewLinks: deriveReviewLinkKey(authSecret),
  };
  const sessions = new SessionCache<CachedSession>(
    undefined,
    undefined,
    config.publicUrl.startsWith('https://'),
  );
  const counter = createWindowCounter(db);
  const failures =
    config.auth.failedAuthLimit === undefined
      ? noFailedAuthLimit
      : countedFailedAuthLimit(counter, config.auth.failedAuthLimit);
  const authenticator = createAuthenticator({ auth, db, config, sessions, failures });
  const context: AppContext = {
    config,
    db,
    auth,
    authenticator,
    mail,
    jobs,
    scheduler,
    ai,
    secrets,
    counter,
    logger: app.log,
  };
  registerJobHandlers(context, jobModules);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.workers) {
    app.addHook('onReady', async () => {
      await jobs.start();
      scheduler.start();
    });
  }
  app.addHook('onClose', async () => {
    // Background work stops first: running jobs finish (or are handed back) while the database is open.
    await scheduler.stop();
    await jobs.stop();
    await mail.close();
    await db.close();
  });

  registerErrorHandling(app);
  refuseNulCharacters(app);
  addSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  refuseDotSegments(app);
  await app.register(compress, compressionOptions);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Precis API',
        version: '1.0.0',
        description:
          'Save highlights, request AI summaries, configure digests. Authenticate with a personal API token ' +
          '(create one in Settings → API tokens) as `Authorization: Bearer <token>` or `Authorization: Token <token>`; ' +
          'a session token from POST /api/auth/sign-in/email works as Bearer too. Send your IANA time zone in `X-Timezone`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token or a session token.' },
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The Readwise convention: the value `Token <your API token>`.',
          },
        },
      },
      security: [{ bearer: [] }, { token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => allowExtraFields(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, context);
  await app.register(unsubscribeRoutes, context);
  await app.register(reviewLinkRoutes, context);
  await app.register(authRoutes, { auth, config, sessions, counter });
  await app.register(
    async (api) => {
      requireUser(api, authenticator);
      await limitApiCalls(api, config, counter);
      resolveTimeZone(api, context);
      for (const module of apiV1Modules) await api.register(module, context);
      // Inside the signed-in scope, so an unknown /api/v1 path tells an anonymous caller nothing either.
      api.all('/*', { schema: { hide: true } }, async (request, reply) =>
        reply
          .status(404)
          .send(problem(404, `No API route matches ${request.method} ${request.url.split('?')[0]}.`)),
      );
    },
    { prefix: '/api/v1' },
  );
  await app.register(readwiseApi, { prefix: '/api/v2', context });

  await serveWebApp(app, config);
  return { app, context, routes };
}
