import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { describeOnPostgres } from '../test/postgres-only';

const PASSWORD = 'violet tractor umbrella';

/** Two app processes' worth of state (two builds) on one PostgreSQL database, as a scaled-out deployment. */
describeOnPostgres('limits shared by two app instances on one PostgreSQL', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        WEB_DIST_DIR: `${database.dataDir}/no-web-build`,
        WORKERS: 'off',
        AUTH_RATE_LIMIT_PER_MINUTE: '12',
        API_RATE_LIMIT_PER_MINUTE: '4',
      });
      const { app } = await buildApp(config);
      await app.ready();
      instances.push(app);
    }
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.drop();
  });

  const signIn = (i: number, email: string, password: string, remoteAddress: string) =>
    (instances[i % 2] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
    });

  it('counts one address across both instances: the 13th sign-in of 12 per minute is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push((await signIn(i, `nobody${i}@example.com`, 'wrong password', '10.5.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(12).fill(401), 429, 429]);
  });

  it('locks an (account, address) after 10 failures spread over both instances', async () => {
    const signUp = await (instances[0] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Shared', email: 'shared@example.com', password: PASSWORD },
      remoteAddress: '10.5.1.0',
    });
    expect(signUp.statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(i, 'shared@example.com', `guess ${i}`, '10.5.1.1')).statusCode).toBe(401);
    }
    expect((await signIn(0, 'shared@example.com', PASSWORD, '10.5.1.1')).statusCode).toBe(429);
    expect((await signIn(1, 'shared@example.com', PASSWORD, '10.5.1.1')).statusCode).toBe(429);
    expect((await signIn(1, 'shared@example.com', PASSWORD, '10.5.1.2')).statusCode).toBe(200);
  });

  it("counts a user's API calls across both instances", async () => {
    const signUp = await (instances[0] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Caller', email: 'caller@example.com', password: PASSWORD },
      remoteAddress: '10.5.3.1',
    });
    const signInAnswer = await signIn(0, 'caller@example.com', PASSWORD, '10.5.3.1');
    expect(signUp.statusCode).toBe(200);
    const token = String(signInAnswer.headers['set-auth-token']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await (instances[i % 2] as FastifyInstance).inject({
        method: 'GET',
        url: '/api/v1/usage-limits/daily',
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
