import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';

const password = 'correct horse battery';
let counter = 0;
const signUpBody = () => {
  counter += 1;
  return { name: `Origin ${counter}`, email: `origin${counter}-${Date.now()}@example.com`, password };
};

describe.each(testDialects)('origins without PUBLIC_URL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUpFrom = (host: string, origin: string | undefined, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host, ...(origin ? { origin } : {}), ...extra },
      payload: signUpBody(),
    });

  it('accepts a browser on 127.0.0.1 and on a LAN address, each same-origin', async () => {
    const loopback = await signUpFrom('127.0.0.1:3000', 'http://127.0.0.1:3000', {
      'sec-fetch-mode': 'cors',
    });
    expect(loopback.statusCode).toBe(200);
    const lan = await signUpFrom('192.168.1.20:3000', 'http://192.168.1.20:3000', {
      'sec-fetch-site': 'same-origin',
    });
    expect(lan.statusCode).toBe(200);
  });

  it('refuses a foreign origin with a message that says what to do', async () => {
    const response = await signUpFrom('127.0.0.1:3000', 'http://evil.example', {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 403,
      title: expect.stringMatching(/http:\/\/evil\.example.*Open Precis at http:\/\/127\.0\.0\.1:3000/),
    });
    const otherPort = await signUpFrom('127.0.0.1:3000', 'http://127.0.0.1:4000');
    expect(otherPort.statusCode).toBe(403);
    const opaque = await signUpFrom('127.0.0.1:3000', 'null');
    expect(opaque.statusCode).toBe(403);
  });

  it('refuses a foreign Referer when no Origin is sent, and a cookie-carrying sign-out from a foreign page', async () => {
    const referred = await signUpFrom('127.0.0.1:3000', undefined, { referer: 'http://evil.example/form' });
    expect(referred.statusCode).toBe(403);
    const user = await t.signUp();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://evil.example', cookie: `better-auth.session_token=${user.token}` },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
  });

  it('lets a script with no Origin sign in, even with the Sec-Fetch-Mode header Node sends', async () => {
    const body = signUpBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body })).statusCode,
    ).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'sec-fetch-mode': 'cors', 'user-agent': 'node' },
      payload: { email: body.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toEqual(expect.any(String));
  });

  it('signs in from a real Node fetch script over HTTP and calls the API with the token', async () => {
    const server = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = server.replace('localhost', '127.0.0.1');
      const body = signUpBody();
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(signUp.status).toBe(200);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const totals = await fetch(`${base}/api/v1/highlights/totals/per-category-group`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(totals.status).toBe(200);
    } finally {
      await t.app.server.close();
    }
  });
});

describe('origins with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: 'https://precis.example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('trusts PUBLIC_URL behind a proxy that does not forward the host, and still refuses others', async () => {
    const fromPublic = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'precis:3000', origin: 'https://precis.example.com' },
      payload: signUpBody(),
    });
    expect(fromPublic.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'precis:3000', origin: 'https://evil.example' },
      payload: signUpBody(),
    });
    expect(foreign.statusCode).toBe(403);
  });
});
