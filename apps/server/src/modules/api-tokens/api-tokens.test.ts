import { API_TOKENS_MAX } from '@precis/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { describeOnPostgres } from '../../test/postgres-only';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const HIGHLIGHTS = '/api/v1/highlights?searchTerm=anything';

describe.each(testDialects)('personal API tokens on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const createToken = (user: TestUser, payload: Record<string, unknown>) =>
    user.request({ method: 'POST', url: '/api/v1/api-tokens', payload });
  const withToken = (authorization: string, app: FastifyInstance = t.app) => ({
    get: (url: string) => app.inject({ method: 'GET', url, headers: { authorization } }),
    post: (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: { authorization }, payload }),
  });

  it('creates a token shown once, lists it without its secret, and accepts Bearer and Token', async () => {
    const ada = await t.signUp();
    const created = await createToken(ada, { name: 'Obsidian sync', scope: 'write', expiresInDays: 30 });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Obsidian sync',
      scope: 'write',
      token: expect.stringMatching(/^prc_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBe(30 * 86_400_000);

    const stored = await sql<{ token_hash: string }>`SELECT token_hash FROM api_tokens`.execute(
      t.context.db.kysely,
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(body.token);

    expect((await withToken(`Bearer ${body.token}`).get(HIGHLIGHTS)).statusCode).toBe(200);
    expect((await withToken(`Token ${body.token}`).get(HIGHLIGHTS)).statusCode).toBe(200);
    const saved = await withToken(`Token ${body.token}`).post('/api/v1/highlights', {
      content: 'From a script',
    });
    expect(saved.statusCode).toBe(201);

    const listed = await ada.request({ method: 'GET', url: '/api/v1/api-tokens' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    expect(listed.json()[0]).not.toHaveProperty('token');
    expect(listed.json()[0].lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed.json())).not.toContain(body.token);
  });

  it('lets a read token read, and refuses its writes with 403 and a clear title', async () => {
    const ada = await t.signUp();
    const { token } = (await createToken(ada, { name: 'Reader', scope: 'read' })).json();
    expect((await withToken(`Bearer ${token}`).get(HIGHLIGHTS)).statusCode).toBe(200);
    const write = await withToken(`Bearer ${token}`).post('/api/v1/highlights', { content: 'Nope' });
    expect(write.statusCode).toBe(403);
    expect(write.json().title).toMatch(/may only read/);
  });

  it('does not let a token create, list or revoke tokens', async () => {
    const ada = await t.signUp();
    const { token, id } = (await createToken(ada, { name: 'Writer', scope: 'write' })).json();
    const minted = await withToken(`Bearer ${token}`).post('/api/v1/api-tokens', {
      name: 'x',
      scope: 'write',
    });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().title).toMatch(/API tokens cannot create API tokens/);
    expect((await withToken(`Bearer ${token}`).get('/api/v1/api-tokens')).statusCode).toBe(403);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-tokens/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoke.statusCode).toBe(403);
  });

  it('stops a revoked token at once on every instance, and answers 404 for another user’s token', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const { token, id } = (await createToken(ada, { name: 'Shared', scope: 'write' })).json();
    expect((await withToken(`Bearer ${token}`, other).get(HIGHLIGHTS)).statusCode).toBe(200);
    const bobs = await bob.request({ method: 'DELETE', url: `/api/v1/api-tokens/${id}` });
    expect(bobs.statusCode).toBe(404);
    expect((await ada.request({ method: 'DELETE', url: `/api/v1/api-tokens/${id}` })).statusCode).toBe(204);
    const after = await withToken(`Bearer ${token}`, other).get(HIGHLIGHTS);
    expect(after.statusCode).toBe(401);
    expect(after.json().title).toMatch(/revoked or have expired/);
    expect((await withToken(`Token ${token}`).get(HIGHLIGHTS)).statusCode).toBe(401);
    expect((await ada.request({ method: 'DELETE', url: `/api/v1/api-tokens/${id}` })).statusCode).toBe(404);
    expect(bobs.json()).toEqual({ status: 404, title: 'API token not found.' });
  });

  it('refuses an expired token with 401', async () => {
    const ada = await t.signUp();
    const { token, id } = (await createToken(ada, { name: 'Short', scope: 'read', expiresInDays: 1 })).json();
    expect((await withToken(`Bearer ${token}`).get(HIGHLIGHTS)).statusCode).toBe(200);
    await t.context.db.kysely
      .updateTable('api_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect((await withToken(`Bearer ${token}`, other).get(HIGHLIGHTS)).statusCode).toBe(401);
  });

  it('answers bad input with 400 and malformed Authorization headers with 401, never 500', async () => {
    const ada = await t.signUp();
    for (const payload of [
      { name: 'x'.repeat(10_000), scope: 'write' },
      { name: '   ', scope: 'write' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok', scope: 'read', expiresInDays: 0 },
      { name: 'ok', scope: 'read', expiresInDays: 1.5 },
      { name: 'ok', scope: 'read', expiresInDays: 100_000 },
    ]) {
      const response = await createToken(ada, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(400);
    }
    // A field it does not know is refused: "expiresAt" (not "expiresInDays") made a token that never expired.
    const misnamed = await createToken(ada, { name: 'ok', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' });
    expect(misnamed.statusCode).toBe(400);
    expect(JSON.stringify(misnamed.json())).toContain('Unknown field expiresAt');
    const list = await ada.request({ method: 'GET', url: '/api/v1/api-tokens' });
    expect(list.json()).toEqual([]);
    for (const authorization of [
      'Bearer',
      'Token',
      'Token ',
      'Basic dXNlcjpwYXNz',
      'Bearer a b',
      'Token not-an-api-token',
      'Bearer prc_short',
      `Token prc_${'A'.repeat(43)}`,
      `Bearer prc_${'\u00e9'.repeat(43)}`,
    ]) {
      const response = await withToken(authorization).get(HIGHLIGHTS);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ status: 401, title: expect.any(String) });
    }
  });

  it(`caps live tokens at ${API_TOKENS_MAX} per user with a 409 that says what to do`, async () => {
    const ada = await t.signUp();
    for (let i = 0; i < API_TOKENS_MAX; i += 1) {
      expect((await createToken(ada, { name: `token ${i}`, scope: 'read' })).statusCode).toBe(201);
    }
    const over = await createToken(ada, { name: 'one too many', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json().title).toMatch(/Revoke one/);
  });
});

describe('failed authentications per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { FAILED_AUTH_LIMIT: '30' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After once an address has failed too often, even with a good token', async () => {
    const ada = await t.signUp();
    const { token } = (
      await ada.request({
        method: 'POST',
        url: '/api/v1/api-tokens',
        payload: { name: 'good', scope: 'read' },
      })
    ).json();
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const guess = await t.app.inject({
        method: 'GET',
        url: HIGHLIGHTS,
        headers: { authorization: `Bearer prc_${String(i).padStart(43, 'x')}` },
      });
      statuses.add(guess.statusCode);
    }
    expect([...statuses]).toEqual([401]);
    const limited = await t.app.inject({
      method: 'GET',
      url: HIGHLIGHTS,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: HIGHLIGHTS,
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describeOnPostgres('failed authentications across processes on postgres', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp('postgres', { FAILED_AUTH_LIMIT: '5' });
    other = await secondInstance(t, { FAILED_AUTH_LIMIT: '5' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('counts failures on one instance against the same address on another', async () => {
    for (let i = 0; i < 5; i += 1) {
      const guess = await t.app.inject({
        method: 'GET',
        url: HIGHLIGHTS,
        remoteAddress: '10.9.8.7',
        headers: { authorization: `Token prc_${String(i).padStart(43, 'y')}` },
      });
      expect(guess.statusCode).toBe(401);
    }
    const elsewhere = await other.inject({
      method: 'GET',
      url: HIGHLIGHTS,
      remoteAddress: '10.9.8.7',
      headers: { authorization: `Token prc_${'z'.repeat(43)}` },
    });
    expect(elsewhere.statusCode).toBe(429);
  });
});

describe('API tokens in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('declares the Bearer and Token schemes and the token routes, so /api/docs can try calls with a token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    });
    expect(document.security).toEqual([{ bearer: [] }, { token: [] }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/api-tokens', '/api/v1/api-tokens/{id}', '/api/v1/sessions']),
    );
    expect(document.paths['/api/v1/api-tokens'].post.responses['201']).toBeDefined();
  });
});
