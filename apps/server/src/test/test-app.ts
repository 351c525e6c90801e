import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { type Environment, loadConfig } from '../config';
import type { RegisteredRoute } from '../lib/route-list';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: TestDatabase;
  routes: readonly RegisteredRoute[];
  close(): Promise<void>;
  /** Signs up a new user and returns a client whose calls carry that user's bearer token. */
  signUp(overrides?: { email?: string; name?: string; password?: string }): Promise<TestUser>;
  /** Marks an address verified, as its owner opening the verification link would. */
  markEmailVerified(email: string): Promise<void>;
  /** Marks the user's saved digest address confirmed, as opening the confirmation link would. */
  confirmDigestAddress(userId: string): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  request(options: InjectOptions & { timeZone?: string }): Promise<LightMyRequestResponse>;
}

let userCounter = 0;

/** Builds the real app on a fresh database of the given kind, with the web build and workers off. */
export async function createTestApp(
  kind: 'sqlite' | 'postgres',
  env: Partial<Record<keyof Environment, string>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    WEB_DIST_DIR: `${database.dataDir}/no-web-build`,
    WORKERS: 'off',
    ...env,
  });
  const { app, context, routes } = await buildApp(config);
  await app.ready();
  return {
    app,
    context,
    database,
    routes,
    async close() {
      await app.close();
      await database.drop();
    },
    async markEmailVerified(email) {
      const auth = await context.auth.$context;
      await auth.internalAdapter.updateUserByEmail(email.toLowerCase(), { emailVerified: true });
    },
    async confirmDigestAddress(userId) {
      await context.db.kysely
        .updateTable('notification_settings')
        .set((eb) => ({ confirmed_email: eb.ref('email') }))
        .where('user_id', '=', userId)
        .execute();
    },
    async signUp(overrides = {}) {
      userCounter += 1;
      const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name: overrides.name ?? `User ${userCounter}`,
          email,
          password: overrides.password ?? 'correct horse battery',
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      // A sign-up does not sign in (it answers alike for a taken address): sign in as the web app does.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: overrides.password ?? 'correct horse battery' },
      });
      if (signIn.statusCode !== 200)
        throw new Error(`sign-in after sign-up failed: ${signIn.statusCode} ${signIn.body}`);
      const body = signIn.json<{ token: string; user: { id: string } }>();
      const token = signIn.headers['set-auth-token']?.toString() ?? body.token;
      return {
        id: body.user.id,
        email,
        token,
        request: ({ timeZone, headers, ...options }) =>
          app.inject({
            ...options,
            headers: {
              authorization: `Bearer ${token}`,
              ...(timeZone ? { 'x-timezone': timeZone } : {}),
              ...headers,
            },
          }),
      };
    },
  };
}
