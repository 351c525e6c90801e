import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, rawRequest } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';

const PASSWORD = 'violet tractor umbrella';
const API = '/api/v1/usage-limits/daily';

describe('signing out', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    origin = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    const cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { bearer: `Bearer ${String(response.headers['set-auth-token'])}`, cookie };
  }

  it.each([
    ['the cookie', 'the bearer token'],
    ['the bearer token', 'the cookie'],
  ])('with %s also ends %s of the same session', async (signOutWith) => {
    const email = `both-${signOutWith.length}@example.com`;
    await t.signUp({ email, password: PASSWORD });
    const { bearer, cookie } = await signIn(email);
    const byBearer = { authorization: bearer };
    const byCookie = { cookie };
    // Both forms are used first, so each would sit in the session cache.
    expect((await t.app.inject({ method: 'GET', url: API, headers: byBearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API, headers: byCookie })).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: {
        ...(signOutWith === 'the cookie' ? byCookie : byBearer),
      },
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API, headers: byBearer })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: API, headers: byCookie })).statusCode).toBe(401);
  });

  it('through ./sign-out is refused rather than answered 200 with the session left alive', async () => {
    await t.signUp({ email: 'dotted@example.com', password: PASSWORD });
    const { bearer } = await signIn('dotted@example.com');
    const dotted = await rawRequest(origin, {
      method: 'POST',
      path: '/api/auth/./sign-out',
      payload: {},
      headers: { authorization: bearer },
    });
    expect(dotted.status).toBe(400);
    const plain = await rawRequest(origin, {
      method: 'POST',
      path: '/api/auth/sign-out',
      payload: {},
      headers: { authorization: bearer },
    });
    expect(plain.status).toBe(200);
    expect(
      (await rawRequest(origin, { method: 'GET', path: API, headers: { authorization: bearer } })).status,
    ).toBe(401);
  });
});
