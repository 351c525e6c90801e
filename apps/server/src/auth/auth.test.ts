import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';

describe.each(testDialects)('sign-in and access on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up and returns a bearer token that opens the API', async () => {
    const user = await t.signUp({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(user.token).toBeTruthy();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('ada@example.com');
  });

  it('signs in with the right password and returns the token in body and header', async () => {
    await t.signUp({ email: 'grace@example.com', password: 'a long password' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'grace@example.com', password: 'a long password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeTruthy();
    expect(response.headers['set-auth-token']).toBeTruthy();
    const cookies = [response.headers['set-cookie']].flat().join(';');
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    await t.signUp({ email: 'linus@example.com', password: 'a long password' });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'linus@example.com', password: 'not the password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({ status: 401, title: expect.any(String) });
  });

  it('rejects a short password and a malformed e-mail with a 400 in the error shape', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short@example.com', password: 'seven77' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 400, title: expect.stringMatching(/password/i) });
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Bad', email: 'not-an-email', password: 'long enough password' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().status).toBe(400);
  });

  it('answers malformed JSON to the auth routes with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'The request body is not valid JSON.', status: 400 });
  });

  it('creates no second account for a taken address', async () => {
    const first = await t.signUp({ email: 'twice@example.com' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Twice', email: 'twice@example.com', password: 'another long password' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBeNull();
    expect(again.json().user.id).not.toBe(first.id);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'twice@example.com', password: 'correct horse battery' },
    });
    expect(signIn.json().user.id).toBe(first.id);
  });

  it('stops accepting a bearer token right after sign-out', async () => {
    const user = await t.signUp();
    expect(
      (await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' })).statusCode,
    ).toBe(200);
    const signOut = await user.request({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect(
      (await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' })).statusCode,
    ).toBe(401);
  });

  it('answers 401 on /api/v1 without credentials, before validating anything', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/highlights', payload: '{bad json' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ title: 'Please sign in to continue.', status: 401 });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/anything',
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('closed sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { DISABLE_SIGNUPS: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 403 with a clear message and says so in the public auth config', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New', email: 'new@example.com', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toMatch(/Sign-up is closed/);
    const config = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(config.json()).toEqual({ signupsEnabled: false });
  });
});
